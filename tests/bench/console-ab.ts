// Two console builds measured in alternation under the same load (the machine is shared: a
// before/after taken minutes apart compares two loads, not two builds). One demo database, one
// server per build, one browser; for each run and screen, A then B, or B then A on odd runs:
// a full load and a sidebar navigation each, as console-screens.ts times them.
// Run (build both first, e.g. `git stash; npx vite build --outDir /tmp/dist-a; git stash pop; npx vite build`):
//   node --import tsx tests/bench/console-ab.ts --a /tmp/dist-a --b dist --screens /activity,/score [--runs 5]
// or against two servers already running: --base-a http://127.0.0.1:8481 --base-b http://127.0.0.1:8482
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { freePort } from '../../server/db/embedded';
import { ARGS, fullLoad, load, login, msf, navigation, PROBES } from './console-probes';
import { demoDatabase } from './demo-db';
import { stats } from './measure';
import { startServer, type Server } from './proc';

const arg = (name: string) => { const at = process.argv.indexOf(name); return at > 0 ? process.argv[at + 1] : undefined; };
const BUILDS = { A: path.resolve(arg('--a') ?? '/tmp/dist-a'), B: path.resolve(arg('--b') ?? 'dist') };
const RUNS = Number(arg('--runs') ?? 5);
const SCREENS = (arg('--screens') ?? '/activity,/user/contrat/consommation,/score,/controlprice,/calendar').split(',');

type Build = keyof typeof BUILDS;
const times: Record<string, Record<Build, { full: number[]; nav: number[] }>> = {};
const loads: number[] = [];
const BASES = { A: arg('--base-a'), B: arg('--base-b') };
const db = BASES.A && BASES.B ? null : await demoDatabase('console-ab-');
const servers: Server[] = [];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
let failed = false;
try {
  const pages = {} as Record<Build, { page: Page; base: string }>;
  for (const build of ['A', 'B'] as const) {
    let base = BASES[build];
    if (!base) {
      const server = await startServer(await freePort(), {
        DATABASE_URL: db!.url, LOG_LEVEL: 'warn', DATA_DIR: db!.dir, DIST_DIR: BUILDS[build], SMTP_HOST: '', S3_BUCKET: '', SEED_DEMO: '',
      });
      servers.push(server);
      base = server.base;
    }
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript({ content: PROBES });
    await login(page, base);
    for (const route of SCREENS) await fullLoad(page, base, route); // chunks into the cache
    pages[build] = { page, base };
  }
  for (const route of SCREENS) times[route] = { A: { full: [], nav: [] }, B: { full: [], nav: [] } };
  for (let run = 0; run < RUNS; run++) {
    loads.push(os.loadavg()[0]);
    for (const route of SCREENS) {
      for (const build of (run % 2 ? ['B', 'A'] : ['A', 'B']) as Build[]) {
        const { page, base } = pages[build];
        times[route][build].full.push(await fullLoad(page, base, route));
        times[route][build].nav.push(await navigation(page, base, route));
      }
    }
    console.log(`run ${run + 1}/${RUNS} done, load ${load()}`);
  }
  const med = (xs: number[]) => msf(stats(xs).p50);
  console.log(`\nA = ${BASES.A ?? BUILDS.A}, B = ${BASES.B ?? BUILDS.B}; ${RUNS} runs each, alternated; 1-min load average per run: ${loads.map((l) => l.toFixed(1)).join(', ')}`);
  console.log('| Screen | Full load A | Full load B | Navigation A | Navigation B |\n|---|--:|--:|--:|--:|');
  for (const route of SCREENS) {
    const t = times[route];
    console.log(`| ${route} | ${med(t.A.full)} | ${med(t.B.full)} | ${med(t.A.nav)} | ${med(t.B.nav)} |`);
  }
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await browser.close().catch(() => {});
  for (const server of servers) await server.stop().catch(() => {});
  await db?.stop();
}
process.exit(failed ? 1 : 0);
