/** Closed-loop load: `concurrency` workers each run `task` back to back for `durationMs`, after a warm-up. */
export interface LoadResult {
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  reqPerSec: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return sorted[index] as number;
}

export async function runLoad(task: () => Promise<void>, concurrency: number, durationMs: number, warmupMs = 500): Promise<LoadResult> {
  const warmupEnd = Date.now() + warmupMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < warmupEnd) await task().catch(() => undefined);
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const start = process.hrtime.bigint();
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        try {
          await task();
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsedSec = Number(process.hrtime.bigint() - start) / 1e9;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    requests: latencies.length,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    reqPerSec: Math.round(latencies.length / elapsedSec),
  };
}
