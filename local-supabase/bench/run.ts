/**
 * REST benchmark: throughput, latency and CPU per request of the product list and product by id, through HTTP
 * with the anon key vs the same SQL run directly, on PGlite and on PostgreSQL, 10 concurrent clients on
 * loopback (autocannon for HTTP). The server runs in a child process so that the load generator does not share
 * its event loop.
 *
 *   pnpm --filter @koperasi/local-supabase bench            (BENCH_SECONDS=3, BENCH_BACKENDS=pglite,postgres,
 *                                                             BENCH_CPU_PROF=<dir> to profile the server process)
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { runHttpLoad, type LoadResult } from './load';
import { writeApiReport } from './report';

const CONCURRENCY = 10;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as Array<
  'pglite' | 'postgres'
>;

interface Ready {
  type: 'ready';
  url: string;
  anonKey: string;
  productId: string;
}
interface Direct {
  type: 'direct';
  result: LoadResult;
  sql: string;
}
interface Cpu {
  type: 'cpu';
  micros: number;
}

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

function httpGet(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

interface Row {
  backend: string;
  scenario: string;
  mode: 'http' | 'direct-sql';
  result: LoadResult;
}

async function benchBackend(backend: 'pglite' | 'postgres'): Promise<Row[]> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server process there (open it in Chrome DevTools)
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child = fork(path.join(__dirname, 'server-process.ts'), [backend], {
    execArgv: ['--import', 'tsx', ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const rows: Row[] = [];
  try {
    const ready = await nextMessage<Ready>(child, 'ready');
    const scenarios: Array<{ name: string; query: string; headers: Record<string, string> }> = [
      {
        name: 'product list',
        query: 'select=*,seller:profiles(full_name)&order=created_at.desc&limit=24',
        headers: {},
      },
      {
        name: 'product by id',
        query: `select=*,seller:profiles(full_name)&id=eq.${ready.productId}`,
        headers: { Accept: 'application/vnd.pgrst.object+json' },
      },
    ];
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    for (const scenario of scenarios) {
      const url = new URL(`${ready.url}/rest/v1/products?${scenario.query}`);
      const headers: Record<string, string> = {
        apikey: ready.anonKey,
        Authorization: `Bearer ${ready.anonKey}`,
        ...scenario.headers,
      };
      await httpGet(agent, url, headers);
      // the server's own CPU time during the measured phase (asked over IPC, outside the timed requests)
      const serverCpu = async () => {
        child.send({ type: 'cpu' });
        return (await nextMessage<Cpu>(child, 'cpu')).micros;
      };
      let serverCpuStart = 0;
      let serverCpuUsPerRequest = 0;
      const httpResult = await runHttpLoad(url.toString(), headers, CONCURRENCY, DURATION_MS, {
        onStart: async () => {
          serverCpuStart = await serverCpu();
        },
        onEnd: async (requests) => {
          serverCpuUsPerRequest = Math.round(((await serverCpu()) - serverCpuStart) / Math.max(1, requests));
        },
      });
      rows.push({
        backend,
        scenario: scenario.name,
        mode: 'http',
        result: { ...httpResult, serverCpuUsPerRequest },
      });
      child.send({
        type: 'direct',
        query: scenario.query,
        concurrency: CONCURRENCY,
        durationMs: DURATION_MS,
      });
      const direct = await nextMessage<Direct>(child, 'direct');
      rows.push({ backend, scenario: scenario.name, mode: 'direct-sql', result: direct.result });
    }
    agent.destroy();
  } finally {
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
  return rows;
}

async function main() {
  const rows: Row[] = [];
  for (const backend of BACKENDS) {
    try {
      rows.push(...(await benchBackend(backend)));
    } catch (error) {
      console.error(`${backend}: ${(error as Error).message}`);
    }
  }
  const table = rows.map((r) => ({
    backend: r.backend,
    scenario: r.scenario,
    mode: r.mode,
    'p50 ms': r.result.p50Ms,
    'p95 ms': r.result.p95Ms,
    'req/s': r.result.reqPerSec,
    'server cpu µs/req': r.result.serverCpuUsPerRequest ?? '',
    'load cpu µs/req': r.result.loadCpuUsPerRequest,
    errors: r.result.errors,
  }));
  console.table(table);
  const ratios = BACKENDS.flatMap((backend) =>
    ['product list', 'product by id'].map((scenario) => {
      const httpRow = rows.find((r) => r.backend === backend && r.scenario === scenario && r.mode === 'http');
      const directRow = rows.find(
        (r) => r.backend === backend && r.scenario === scenario && r.mode === 'direct-sql',
      );
      return {
        backend,
        scenario,
        'http p50 / sql p50':
          httpRow && directRow
            ? Math.round((httpRow.result.p50Ms / directRow.result.p50Ms) * 100) / 100
            : null,
        'http req/s': httpRow?.result.reqPerSec ?? null,
      };
    }),
  );
  console.table(ratios);
  const loadAverage = os.loadavg().map((n) => Math.round(n * 100) / 100);
  console.log(`load average (1, 5, 15 min): ${loadAverage.join(', ')} on ${os.cpus().length} cores`);
  const output = {
    date: new Date().toISOString(),
    concurrency: CONCURRENCY,
    durationMs: DURATION_MS,
    node: process.version,
    // the same SQL is several times slower on some 2-core machines than on others: say which one this was
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown' },
    loadAverage,
    results: rows,
    ratios,
  };
  fs.writeFileSync(path.join(__dirname, 'results.json'), `${JSON.stringify(output, null, 2)}\n`);
  console.log(`written ${path.join(__dirname, 'results.json')}`);
  writeApiReport(output, path.join(__dirname, 'results.html'));
}

void main();
