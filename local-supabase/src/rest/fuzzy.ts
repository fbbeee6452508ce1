/**
 * The closest string of a list, like the Data.FuzzySet lookup PostgREST uses for its "Perhaps you meant …" hints:
 * candidates sharing character grams (3, then 2) with the query, ranked by Levenshtein similarity, at least 0.33.
 * Strings are compared as Data.FuzzySet normalises them: lower case, letters, digits, spaces and commas only
 * (so `get_status` is `getstatus`, and a parameter list `()` is nothing, which matches nothing).
 */
const MIN_SCORE = 0.33;

function normalized(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}\s,]/gu, '');
}

function grams(value: string, size: number): Map<string, number> {
  const padded = `-${value}-`;
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

export function closestMatch(query: string, candidates: string[]): string | null {
  if (query.length > 200) return null;
  const a = normalized(query);
  if (a === '') return null;
  const comparable = candidates
    .filter((candidate) => candidate.length <= 200)
    .map((candidate) => ({ candidate, b: normalized(candidate) }))
    .filter(({ b }) => b !== '');
  for (const size of [3, 2]) {
    const wanted = grams(a, size);
    const sharing = comparable.filter(({ b }) => {
      for (const gram of grams(b, size).keys()) if (wanted.has(gram)) return true;
      return false;
    });
    let best: string | null = null;
    let bestScore = MIN_SCORE;
    for (const { candidate, b } of sharing) {
      const score = 1 - levenshtein(a, b) / Math.max(a.length, b.length, 1);
      if (score >= bestScore && (best === null || score > bestScore)) {
        best = candidate;
        bestScore = score;
      }
    }
    if (best !== null) return best;
  }
  return null;
}
