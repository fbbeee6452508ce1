import autocannon from 'autocannon';

/** Closed-loop load: `concurrency` workers each run `task` back to back for `durationMs`, after a warm-up. */
export interface LoadResult {
  requests: number;
  errors: number;
  p50Ms: number;
  /** absent in results written before it was recorded */
  p90Ms?: number;
  p95Ms: number;
  p99Ms?: number;
  reqPerSec: number;
  /** CPU time (user + system) of the process generating the load, per request: less sensitive to other load on the machine */
  loadCpuUsPerRequest: number;
  /** http mode: CPU time of the server process per request */
  serverCpuUsPerRequest?: number;
}

export interface LoadHooks {
  /** called after the warm-up, right before the measured phase */
  onStart?: () => Promise<void>;
  /** called right after the measured phase, with the number of measured requests */
  onEnd?: (requests: number) => Promise<void>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return sorted[index] as number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function summarize(
  latencies: number[],
  errors: number,
  elapsedSec: number,
  cpu: NodeJS.CpuUsage,
): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p90Ms: round(percentile(latencies, 90)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    reqPerSec: Math.round(latencies.length / elapsedSec),
    loadCpuUsPerRequest: Math.round((cpu.user + cpu.system) / Math.max(1, latencies.length)),
  };
}

/**
 * The same closed loop over HTTP with autocannon (`concurrency` keep-alive connections, one request in flight
 * on each): its client builds each request once and parses answers with a light parser, so the load generator,
 * on the same cores as the server, takes less of their time than Node's http client would. Latencies are each
 * response's own (autocannon's `response` event, in ms with sub-ms precision; its histogram keeps whole ms).
 */
export async function runHttpLoad(
  url: string,
  headers: Record<string, string>,
  concurrency: number,
  durationMs: number,
  hooks: LoadHooks = {},
  warmupMs = 500,
): Promise<LoadResult> {
  const options = { url, headers, connections: concurrency, pipelining: 1 };
  await autocannon({ ...options, duration: warmupMs / 1000 });
  await hooks.onStart?.();
  const latencies: number[] = [];
  let errors = 0;
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  let finish: (error: Error | null) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve());
  });
  const instance = autocannon({ ...options, duration: durationMs / 1000 }, (error: Error | null) =>
    finish(error),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
    else errors++;
  });
  instance.on('reqError', () => errors++);
  await done;
  const elapsedSec = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  await hooks.onEnd?.(latencies.length);
  return summarize(latencies, errors, elapsedSec, cpu);
}

export async function runLoad(
  task: () => Promise<void>,
  concurrency: number,
  durationMs: number,
  hooks: LoadHooks = {},
  warmupMs = 500,
): Promise<LoadResult> {
  const warmupEnd = Date.now() + warmupMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < warmupEnd) await task().catch(() => undefined);
    }),
  );
  await hooks.onStart?.();
  const latencies: number[] = [];
  let errors = 0;
  const cpuStart = process.cpuUsage();
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
  const cpu = process.cpuUsage(cpuStart);
  await hooks.onEnd?.(latencies.length);
  return summarize(latencies, errors, elapsedSec, cpu);
}
