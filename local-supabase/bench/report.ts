/**
 * bench/results.html: the REST benchmark's results.json as bar charts (latency percentiles, throughput, HTTP
 * over direct SQL). run.ts writes it after each run; `pnpm --filter @koperasi/local-supabase bench:report`
 * rewrites it from the results.json in place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { reportHtml, tableHtml, type BarChart } from '../../tools/bench-chart';
import type { LoadResult } from './load';

export interface ApiResults {
  date: string;
  concurrency: number;
  durationMs: number;
  node: string;
  /** missing in results written before it was recorded */
  machine?: { cpus: number; model: string };
  loadAverage: number[];
  results: { backend: string; scenario: string; mode: string; result: LoadResult }[];
}

const PERCENTILES = [
  { key: 'p50Ms', name: 'p50', color: '#0f766e' },
  { key: 'p90Ms', name: 'p90', color: '#14b8a6' },
  { key: 'p95Ms', name: 'p95', color: '#f59e0b' },
  { key: 'p99Ms', name: 'p99', color: '#dc2626' },
] as const;

/** The issue's targets for PostgreSQL: HTTP p50 over direct SQL p50. */
const RATIO_TARGETS: Record<string, number> = { 'product list': 1.5, 'product by id': 2 };

export function apiReportHtml(results: ApiResults): string {
  const rows = results.results;
  const label = (row: ApiResults['results'][number]) => `${row.scenario}, ${row.backend}, ${row.mode}`;
  const percentiles = PERCENTILES.filter(({ key }) => rows.some((row) => row.result[key] !== undefined));
  const latency: BarChart = {
    title: 'Latency percentiles',
    unit: 'ms',
    digits: 1,
    note: `${results.concurrency} concurrent clients on loopback, ${results.durationMs / 1000} s per row`,
    series: percentiles.map(({ name, color }) => ({ name, color })),
    groups: rows.map((row) => ({
      label: label(row),
      values: Object.fromEntries(percentiles.map(({ key, name }) => [name, row.result[key]])),
    })),
  };
  const throughput: BarChart = {
    title: 'Throughput',
    unit: 'requests/s',
    series: [
      { name: 'http', color: '#0f766e' },
      { name: 'direct-sql', color: '#9ca3af' },
    ],
    groups: [...new Set(rows.map((row) => `${row.scenario}, ${row.backend}`))].map((group) => ({
      label: group,
      values: Object.fromEntries(
        rows
          .filter((row) => `${row.scenario}, ${row.backend}` === group)
          .map((row) => [row.mode, row.result.reqPerSec]),
      ),
    })),
  };
  const ratioRows = [...new Set(rows.map((row) => `${row.scenario}, ${row.backend}`))].flatMap((group) => {
    const http = rows.find((row) => `${row.scenario}, ${row.backend}` === group && row.mode === 'http');
    const sql = rows.find((row) => `${row.scenario}, ${row.backend}` === group && row.mode === 'direct-sql');
    return http && sql ? [{ group, http, ratio: http.result.p50Ms / sql.result.p50Ms }] : [];
  });
  const ratio: BarChart = {
    title: 'HTTP p50 over direct SQL p50',
    unit: 'x',
    digits: 2,
    note: 'targets on PostgreSQL: product list <= 1.5x, product by id <= 2x',
    series: [{ name: 'http / sql', color: '#0f766e' }],
    groups: ratioRows.map(({ group, ratio: value }) => ({ label: group, values: { 'http / sql': value } })),
  };
  const cell = (value: number | undefined) => (value === undefined ? '' : value);
  return reportHtml({
    title: 'Koperasi REST benchmark: local Supabase server vs direct SQL',
    intro: `${results.date}, Node ${results.node}${results.machine ? `, ${results.machine.cpus} × ${results.machine.model}` : ''}, load average ${results.loadAverage.join(', ')}.`,
    charts: [latency, throughput, ratio],
    extra:
      tableHtml(
        [
          'scenario',
          'backend / mode',
          'requests',
          'errors',
          'p50 ms',
          'p90 ms',
          'p95 ms',
          'p99 ms',
          'req/s',
          'server CPU µs/req',
        ],
        rows.map((row) => [
          row.scenario,
          `${row.backend} / ${row.mode}`,
          row.result.requests,
          row.result.errors,
          row.result.p50Ms,
          cell(row.result.p90Ms),
          row.result.p95Ms,
          cell(row.result.p99Ms),
          row.result.reqPerSec,
          cell(row.result.serverCpuUsPerRequest),
        ]),
      ) +
      tableHtml(
        ['scenario, backend', 'http p50 / sql p50', 'target', 'met'],
        ratioRows.map(({ group, http, ratio: value }) => {
          const limit = group.endsWith('postgres') ? RATIO_TARGETS[http.scenario] : undefined;
          return [
            group,
            value.toFixed(2),
            limit ? `<= ${limit}` : '-',
            limit ? (value <= limit ? 'yes' : 'no') : '-',
          ];
        }),
      ),
  });
}

export function writeApiReport(results: ApiResults, file: string): void {
  fs.writeFileSync(file, apiReportHtml(results));
  console.log(`written ${file}`);
}

if (require.main === module) {
  const dir = __dirname;
  writeApiReport(
    JSON.parse(fs.readFileSync(path.join(dir, 'results.json'), 'utf8')) as ApiResults,
    path.join(dir, 'results.html'),
  );
}
