// One sidebar navigation (or full load) to a screen, as a timeline: what the screen showed and
// when (loader, spinners, heading, charts, rows), every request made after the click with its
// start and end, long tasks, and with --cpu the CPU profile's heaviest functions and scripts. It
// tells a waterfall (requests one after the other) from rendering time. Needs a console build.
//   node --import tsx tests/bench/console-profile.ts --route /activity [--dist dist] [--full] [--cpu [--cpu-out profile.cpuprofile]] [--trace] [--base …]
// --trace: the renderer's main thread from Chromium's trace, time per kind of work (script,
// style recalculation, layout, paint), which the CPU profile lumps together as "(program)".
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../../server/db/embedded';
import { ARGS, login, PROBES, shown, type Probes } from './console-probes';
import { demoDatabase } from './demo-db';
import { startServer, type Server } from './proc';

const arg = (name: string) => { const at = process.argv.indexOf(name); return at > 0 ? process.argv[at + 1] : undefined; };
const ROUTE = arg('--route') ?? '/activity';
const DIST = path.resolve(arg('--dist') ?? 'dist');
const FULL = process.argv.includes('--full');
const CPU = process.argv.includes('--cpu');
const TRACE = process.argv.includes('--trace');

/** Records each change of what the content shows, with its time (a string: the CSP forbids eval). */
const WATCH = `(() => {
  window.__timeline = [];
  let last = '';
  const snap = () => {
    const main = document.getElementById('main-content');
    const q = (s) => (main ? main.querySelectorAll(s).length : 0);
    const h1 = main?.querySelector('h1')?.textContent ?? '';
    const state = 'loader=' + document.querySelectorAll('[role="progressbar"][aria-busy="true"]').length + ' spinners=' + q('.MuiCircularProgress-root')
      + ' skeletons=' + q('.MuiSkeleton-root') + ' h1="' + h1 + '" charts=' + q('.MuiChartsSurface-root') + ' bars=' + q('.MuiBarElement-root, [class*="MuiBarElement"]')
      + ' rows=' + q('tbody tr') + ' nodes=' + (main ? main.getElementsByTagName('*').length : 0);
    if (state !== last) { last = state; window.__timeline.push([performance.now(), state]); }
  };
  new MutationObserver(snap).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  try { new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__timeline.push([e.startTime, 'long task ' + e.duration.toFixed(0) + ' ms']))).observe({ type: 'longtask', buffered: true }); } catch {}
})();`;

let db: Awaited<ReturnType<typeof demoDatabase>> | null = null;
let server: Server | null = null;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
try {
  let base = arg('--base');
  if (!base) {
    db = await demoDatabase('console-profile-');
    server = await startServer(await freePort(), {
      DATABASE_URL: db.url, LOG_LEVEL: 'warn', DATA_DIR: db.dir, DIST_DIR: DIST, SMTP_HOST: '', S3_BUCKET: '', SEED_DEMO: '',
    });
    base = server.base;
  }
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: PROBES + WATCH });
  await login(page, base);
  for (let i = 0; i < 2; i++) { await page.goto(`${base}${ROUTE}`, { waitUntil: 'commit' }); await shown(page, ROUTE); } // warm cache
  const cdp = await context.newCDPSession(page);
  type TraceEvent = { name: string; ph: string; dur?: number; tid: number; pid: number; args?: { name?: string } };
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => { events.push(...(d.value as unknown as TraceEvent[])); });
  const traced = new Promise<void>((resolve) => cdp.on('Tracing.tracingComplete', () => resolve()));
  if (TRACE) await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,__metadata', transferMode: 'ReportEvents' });
  let start = 0;
  if (FULL) {
    if (CPU) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.start'); }
    await page.goto(`${base}${ROUTE}`, { waitUntil: 'commit' });
  } else {
    await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
    await shown(page, '/dashboard');
    if (CPU) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
    start = await page.evaluate((r) => (window as unknown as Probes).__benchClick(r), ROUTE);
  }
  const end = await shown(page, ROUTE);
  // What happens after "shown" matters too (a chart drawn late, effects): watch 500 ms more.
  await page.waitForTimeout(500);
  const out = await page.evaluate((t0) => ({
    timeline: (window as unknown as { __timeline: [number, string][] }).__timeline.filter(([t]) => t >= t0 - 1),
    requests: performance.getEntriesByType('resource').map((e) => e as PerformanceResourceTiming)
      .filter((e) => e.startTime >= t0 - 1).map((e) => [e.startTime, e.responseEnd, e.name.replace(location.origin, ''), e.transferSize] as const),
  }), start);
  const rel = (t: number) => `${(t - start).toFixed(0).padStart(5)} ms`;
  console.log(`${FULL ? 'Full load' : 'Navigation'} to ${ROUTE}: shown at ${rel(end)}`);
  console.log('\nRequests (start → end, from the click):');
  for (const [s, e, name, size] of out.requests.sort((a, b) => a[0] - b[0])) console.log(`${rel(s)} → ${rel(e)}  ${name} (${size} B)`);
  console.log('\nWhat the content showed:');
  for (const [t, state] of out.timeline.sort((a, b) => a[0] - b[0])) console.log(`${rel(t)}  ${state}`);
  if (TRACE) {
    await cdp.send('Tracing.end');
    await traced;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const byName = new Map<string, number>();
    for (const e of events) {
      if (!main || e.tid !== main.tid || e.pid !== main.pid || e.ph !== 'X' || !e.dur) continue;
      byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
    }
    // Nested events overlap (a layout inside a script's task): read each kind on its own.
    console.log(`\nRenderer main thread, time per event kind (nested kinds overlap):\n${[...byName].sort((a, b) => b[1] - a[1]).slice(0, 18)
      .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n')}`);
  }
  if (CPU) {
    const { profile } = await cdp.send('Profiler.stop') as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[]; samples: number[]; timeDeltas: number[] } };
    const save = arg('--cpu-out');
    if (save) await fs.writeFile(save, JSON.stringify(profile)); // for DevTools, or a source-map reading
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i] / 1000));
    const byFn = new Map<string, number>();
    const byUrl = new Map<string, number>();
    for (const n of profile.nodes) {
      const ms = self.get(n.id) ?? 0;
      const file = n.callFrame.url.replace(/^.*\//, '') || '(native)';
      const fn = `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
      byUrl.set(file, (byUrl.get(file) ?? 0) + ms);
    }
    const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n');
    console.log(`\nCPU self time by script:\n${top(byUrl, 12)}\n\nCPU self time by function:\n${top(byFn, 30)}`);
  }
} finally {
  await browser.close().catch(() => {});
  await server?.stop().catch(() => {});
  await db?.stop();
}
