// Console speed per screen, on the demo data (the companion of console.ts, which measures
// /elements at a million elements): for every screen of the admin's sidebar, a full page load (the
// browser's cache warm, as on a user's second visit: JavaScript from the cache, every API call
// made again) and a navigation from the sidebar (click on its entry, the app already running).
// A screen is "shown" when its level-one heading is the new screen's, no spinner or skeleton is
// left in the content, and a list has its first rows (or its empty state); timed on the page's own
// clock. Targets (issue "under a second a screen"): p50 < 1 s full load, < 300 ms navigation.
// Run (build first: npx vite build):
//   node --import tsx tests/bench/console-screens.ts [--dist dist] [--runs 5] [--base http://127.0.0.1:8250]
//     [--screens /activity,/score] [--out results/console-screens.md]
// --screens measures those screens only; the table then goes to --out (default: printed only), so
// a partial run never overwrites the full table.
// Without --base, a fresh embedded database with the demo data and the server are started.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../../server/db/embedded';
import { ARGS, fullLoad, load, login, msf, navigation, PROBES } from './console-probes';
import { demoDatabase } from './demo-db';
import { stats } from './measure';
import { startServer, type Server } from './proc';

const arg = (name: string) => { const at = process.argv.indexOf(name); return at > 0 ? process.argv[at + 1] : undefined; };
const DIST = path.resolve(arg('--dist') ?? 'dist');
const RUNS = Number(arg('--runs') ?? 5);
const BASE = arg('--base');
const FULL_TARGET = 1000;
const NAV_TARGET = 300;

/** The admin's sidebar (tier pro), in its order. */
const ALL_SCREENS = ['/dashboard', '/elements', '/scanner', '/groups', '/controls', '/control-interventions', '/calendar', '/tasks',
  '/maintenance-interventions', '/documents', '/obligations', '/rxpress', '/activity', '/score', '/user/contrat/consommation',
  '/sites', '/custom-attribute', '/tag', '/voluntary-control-types', '/controlprice', '/imports', '/user/team/users',
  '/user/team/history', '/user/notifications'];
const PICKED = arg('--screens')?.split(',');
const SCREENS = PICKED ?? ALL_SCREENS;
const OUT = arg('--out') ?? (PICKED ? undefined : path.join(import.meta.dirname, 'results', 'console-screens.md'));

let db: Awaited<ReturnType<typeof demoDatabase>> | null = null;
let server: Server | null = null;
let browser: Awaited<ReturnType<typeof chromium.launch>> | null = null;
let failed = false;
const startedAt = new Date();
const loadBefore = load();
try {
  let base = BASE;
  if (!base) {
    await fs.access(path.join(DIST, 'index.html')).catch(() => { throw new Error(`no console build in ${DIST}: run npx vite build`); });
    db = await demoDatabase('console-screens-');
    server = await startServer(await freePort(), {
      DATABASE_URL: db.url, LOG_LEVEL: 'warn', DATA_DIR: db.dir, DIST_DIR: DIST, SMTP_HOST: '', S3_BUCKET: '', SEED_DEMO: '',
    });
    base = server.base;
  }
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: PROBES });
  await login(page, base);
  const rows: { route: string; full: number[]; nav: number[] }[] = [];
  for (const route of SCREENS) {
    await fullLoad(page, base, route); // the screen's own chunks into the cache
    const full: number[] = [];
    const nav: number[] = [];
    for (let i = 0; i < RUNS; i++) full.push(await fullLoad(page, base, route));
    for (let i = 0; i < RUNS; i++) nav.push(await navigation(page, base, route));
    rows.push({ route, full, nav });
    console.log(`${route}: full p50 ${msf(stats(full).p50)}, navigation p50 ${msf(stats(nav).p50)}`);
  }
  const ok = (ms: number, target: number) => (ms < target ? '✅' : '❌');
  const fullMet = rows.filter((r) => stats(r.full).p50 < FULL_TARGET).length;
  const navMet = rows.filter((r) => stats(r.nav).p50 < NAV_TARGET).length;
  const md = [
    '# Console bench: every screen, full load and sidebar navigation (demo data)',
    '',
    `- Date: ${startedAt.toISOString()} → ${new Date().toISOString()}`,
    `- Command: \`node --import tsx tests/bench/console-screens.ts --runs ${RUNS}${PICKED ? ` --screens ${PICKED.join(',')}` : ''}${BASE ? ' --base …' : ''}\` (console built with \`npx vite build\`: assets pre-compressed, served with brotli)`,
    `- Machine: ${os.cpus().length} CPUs, Node ${process.version}, Chromium ${browser.version()} (Debian, headless); load average at start ${loadBefore}, at end ${load()} — the machine is shared by several engineers' builds, tests and browsers, so every time below is inflated by that load`,
    '- Data: the demo seed; user admin@demo.fr (tier pro, every right); window 1400×900',
    `- Full load: \`page.goto\` with the browser cache warm (JavaScript from the cache, every API call made again), navigation start to the screen shown. Navigation: a click on the sidebar entry from /dashboard (from /elements for the dashboard), to the screen shown. Shown: the new level-one heading, no spinner or skeleton in the content, a list's first rows. ${RUNS} runs each, on the page's clock.`,
    '',
    `Targets: p50 full load < ${FULL_TARGET} ms (met by ${fullMet}/${rows.length} screens), p50 navigation < ${NAV_TARGET} ms (met by ${navMet}/${rows.length}).`,
    '',
    '| Screen | Full load p50 | p95 | | Navigation p50 | p95 | |',
    '|---|--:|--:|:-:|--:|--:|:-:|',
    ...rows.map((r) => {
      const f = stats(r.full);
      const n = stats(r.nav);
      return `| ${r.route} | ${msf(f.p50)} | ${msf(f.p95)} | ${ok(f.p50, FULL_TARGET)} | ${msf(n.p50)} | ${msf(n.p95)} | ${ok(n.p50, NAV_TARGET)} |`;
    }),
    '',
  ].join('\n');
  console.log(`\n${md}`);
  if (OUT) {
    await fs.writeFile(OUT, md);
    console.log(`written to ${path.relative(process.cwd(), OUT)}`);
  }
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await browser?.close().catch(() => {});
  await server?.stop().catch((err) => console.warn(`stopping the server: ${String(err)}`));
  await db?.stop();
}
process.exit(failed ? 1 : 0);
