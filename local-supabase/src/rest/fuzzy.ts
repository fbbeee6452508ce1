/**
 * The closest string of a list, like the Data.FuzzySet lookup PostgREST uses for its "Perhaps you meant …" hints:
 * candidates sharing character grams (3, then 2) with the query, ranked by Levenshtein similarity, at least 0.33.
 */
const MIN_SCORE = 0.33;

function grams(value: string, size: number): Map<string, number> {
  const padded = `-${value.toLowerCase()}-`;
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
  for (const size of [3, 2]) {
    const wanted = grams(query, size);
    const sharing = candidates.filter((candidate) => {
      if (candidate.length > 200) return false;
      for (const gram of grams(candidate, size).keys()) if (wanted.has(gram)) return true;
      return false;
    });
    let best: string | null = null;
    let bestScore = MIN_SCORE;
    for (const candidate of sharing) {
      const a = query.toLowerCase();
      const b = candidate.toLowerCase();
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
