/**
 * What the main thread does before a cold load's first paint: a Chromium trace of one page load, summarised as
 * the renderer main thread's top-level tasks (start, duration, what ran: parse, script URL, style, paint) up to
 * the first contentful paint, with the navigation's own marks.
 *   E2E_PORT_BASE=5800 PAGE=/products/1 ../local-supabase/node_modules/.bin/tsx scripts/paint-trace.ts
 */
import { withStack } from './with-stack';

const PAGE = process.env.PAGE ?? '/';
const RUNS = Number(process.env.RUNS) || 3;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

withStack(async (stack, browser) => {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'blink.user_timing',
        'loading',
        'v8.execute',
        'disabled-by-default-devtools.timeline',
      ],
    });
    await page.goto(`${stack.url}${PAGE}`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    const buffer = await browser.stopTracing();
    await context.close();
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const threadName = new Map<string, string>();
    for (const e of events)
      if (e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
    const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStartToBegin');
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const main = events.find(
      (e) => e.name === 'ParseHTML' && threadName.get(`${e.pid}:${e.tid}`) === 'CrRendererMain',
    );
    if (!main || !fcp) {
      console.log('no parse or no FCP in the trace');
      continue;
    }
    const t0 = (nav?.ts ?? events.find((e) => e.name === 'ResourceSendRequest')?.ts ?? main.ts) / 1000;
    const at = (ts: number) => (ts / 1000 - t0).toFixed(1);
    console.log(`\nrun ${run + 1}: FCP ${at(fcp.ts)} ms`);
    const on = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts <= fcp.ts + 5000)
      .sort((a, b) => a.ts - b.ts);
    for (const e of on) {
      if ((e.dur ?? 0) < 1000 && e.name !== 'Paint' && e.name !== 'ParseHTML') continue;
      if (e.ts > fcp.ts + 1000) break;
      const data = e.args?.data ?? {};
      const what = (data.url as string | undefined) ?? (data.functionName as string | undefined) ?? '';
      console.log(
        `  ${at(e.ts).padStart(7)} +${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${e.name} ${what.slice(-70)}`,
      );
    }
  }
});
