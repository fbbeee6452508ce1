/** Go's duration strings, as GoTrue and config.toml write them (ban_duration, max_frequency). */

const DURATION_UNITS_NS: Record<string, number> = {
  ns: 1,
  us: 1e3,
  µs: 1e3,
  μs: 1e3,
  ms: 1e6,
  s: 1e9,
  m: 60e9,
  h: 3600e9,
};
const MAX_DURATION_NS = 2 ** 63;

/** Go's time.ParseDuration ("24h", "1h30m", "-1.5h"), in milliseconds; null when it is no duration */
export function parseGoDuration(text: string): number | null {
  const match = /^([+-]?)(.+)$/.exec(text);
  if (!match || text === '') return null;
  const [, sign, rest] = match as unknown as [string, string, string];
  if (rest === '0') return 0;
  const part = /(\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h)/y;
  let ns = 0;
  let index = 0;
  while (index < rest.length) {
    part.lastIndex = index;
    const found = part.exec(rest);
    if (!found) return null;
    ns += Number(found[1]) * (DURATION_UNITS_NS[found[2] as string] as number);
    index = part.lastIndex;
  }
  if (!Number.isFinite(ns) || ns >= MAX_DURATION_NS) return null;
  return (sign === '-' ? -ns : ns) / 1e6;
}
