// Console responsiveness at a million elements (issue 5, "Scale"): the built console served by
// the real server on the 1M bench database, opened in Debian's Chromium; time from navigation to
// the first element row visible on /elements (several runs), and the JavaScript /login needs:
// the entry and modulepreload links of index.html, what the browser actually fetches on /login,
// and every lazy chunk, gzipped sizes (zlib, level 9 like a static server would serve).
// Run (build first: npx vite build --outDir data/dist-scale):
//   node --import tsx tests/bench/console.ts [--dist dist] [--data-dir data/bench | --database-url URL] [--runs 10] [--elements 1000000]
// Without a bench company in the database, seeds it first (tests/bench/seed-elements.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { freePort, startEmbedded } from '../../server/db/embedded';
import { stats } from './measure';
import { startServer, type Server } from './proc';

const arg = (name: string) => { const at = process.argv.indexOf(name); return at > 0 ? process.argv[at + 1] : undefined; };
const DIST = path.resolve(arg('--dist') ?? 'dist');
const DATA_DIR = path.resolve(arg('--data-dir') ?? 'data/bench');
const URL_ARG = arg('--database-url');
const RUNS = Number(arg('--runs') ?? 10);
const ELEMENTS = Number(arg('--elements') ?? 1_000_000);
const EMAIL = 'bench@bench.fr';
// Same flags as playwright.config.ts (Debian's Chromium, offline machine).
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const msf = (ms: number) => `${ms.toFixed(0)} ms`;
const quiet = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m), debug: () => {} };
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
const loadBefore = load();
const startedAt = new Date();

const gz = async (file: string) => { const body = await fs.readFile(file); return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }; };

/** The entry script and modulepreload links of index.html (what /login loads before any lazy chunk). */
async function initialScripts(html: string) {
  const srcs = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)]
    .map((m) => m[1]);
  return [...new Set(srcs)];
}

async function seed() {
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/seed-elements.ts', '--elements', String(ELEMENTS),
      '--data-dir', DATA_DIR, '--stop'], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`seed-elements.ts exited with ${code}`);
}

async function benchCount(url: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM elements e JOIN companies c ON c.id = e.company_id
      WHERE c.name = 'Bench Industrie'`)).rows[0].n;
  } finally {
    await client.end();
  }
}

async function login(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Adresse e-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill('demo2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/dashboard/);
}

interface Run {
  /** Navigation start to the first frame showing an element row, timed inside the page. */
  total: number;
  /** When Playwright's visibility wait returned, from `page.goto` (the harness's view: its polling and protocol add to it). */
  seen: number;
  /** From navigation start, inside the page (resource timing): the first API request (the JavaScript has booted), the list request sent and answered. */
  firstApi: number;
  listSent: number;
  listAnswered: number;
}

/**
 * Set in every document before its scripts run (a string: the function must not go through tsx).
 * Marks when the first element row is in the layout (`__row`) and the frame after it, when it is on
 * screen (`__painted`); both on the page's own clock, from navigation start.
 */
const ROW_PROBE = `(() => {
  const probe = () => {
    const a = document.querySelector('tbody tr a[href*="/elements/"]');
    if (!a || !a.getClientRects().length) return false;
    window.__row = performance.now();
    requestAnimationFrame(() => setTimeout(() => { window.__painted = performance.now(); }, 0));
    return true;
  };
  const mo = new MutationObserver(() => { if (probe()) mo.disconnect(); });
  mo.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** The page's own times (ms from navigation start): the row painted and the API requests. */
const PAGE_TIMES = `(async () => {
  for (let i = 0; i < 100 && window.__painted === undefined; i++) await new Promise((r) => setTimeout(r, 10));
  const api = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/api/'));
  const list = api.find((e) => new URL(e.name).pathname === '/api/v1/elements/');
  return { total: window.__painted ?? NaN, firstApi: api.length ? Math.min(...api.map((e) => e.startTime)) : NaN,
    listSent: list ? list.startTime : NaN, listAnswered: list ? list.responseEnd : NaN };
})()`;

/** Navigation to /elements until the first element row (a link to an element) is on screen. */
async function firstRow(page: Page, url: string): Promise<Run> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('tbody tr a[href*="/elements/"]').first().waitFor({ state: 'visible', timeout: 30_000 });
  const seen = performance.now() - started;
  const times = await page.evaluate(PAGE_TIMES) as Omit<Run, 'seen'>;
  return { ...times, seen };
}

let db: Awaited<ReturnType<typeof startEmbedded>> | null = null;
let server: Server | null = null;
let browser: Awaited<ReturnType<typeof chromium.launch>> | null = null;
let failed = false;
try {
  const html = await fs.readFile(path.join(DIST, 'index.html'), 'utf8').catch(() => {
    throw new Error(`no console build in ${DIST}: run npx vite build --outDir ${path.relative(process.cwd(), DIST)}`);
  });
  let url = URL_ARG;
  if (!url) {
    db = await startEmbedded(DATA_DIR, quiet);
    if ((await benchCount(db.url).catch(() => 0)) < ELEMENTS * 0.9) {
      await db.stop();
      await seed();
      db = await startEmbedded(DATA_DIR, quiet);
    }
    url = db.url;
  }
  const total = await benchCount(url);
  server = await startServer(await freePort(), {
    DATABASE_URL: url, LOG_LEVEL: 'warn', DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), 'console-bench-')), DIST_DIR: DIST,
    SMTP_HOST: '', S3_BUCKET: '', SEED_DEMO: '',
  });
  const base = server.base;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

  // 1. JavaScript of /login: static (index.html) and fetched (a fresh browser context).
  const initial = await initialScripts(html);
  const sizeOf = async (src: string) => ({ src, ...(await gz(path.join(DIST, src.replace(/^\//, '')))) });
  const initialSizes = await Promise.all(initial.map(sizeOf));
  const fetched = async (target: string, prepare?: (page: Page) => Promise<void>) => {
    const context = await browser!.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await prepare?.(page);
    const seen = new Set<string>();
    page.on('response', (r) => { const p = new URL(r.url()).pathname; if (p.endsWith('.js')) seen.add(p); });
    await page.goto(`${base}${target}`, { waitUntil: 'networkidle' });
    await context.close();
    return Promise.all([...seen].map(sizeOf));
  };
  const loginJs = await fetched('/login');
  const assets = (await fs.readdir(path.join(DIST, 'assets'))).filter((f) => f.endsWith('.js'));
  const chunks = (await Promise.all(assets.map((f) => sizeOf(`/assets/${f}`)))).sort((a, b) => b.gzip - a.gzip);

  // 2. /elements: log in once, then RUNS navigations (browser cache warm after the first).
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: ROW_PROBE });
  const elementsJs = new Set<string>();
  page.on('response', (r) => { const p = new URL(r.url()).pathname; if (p.endsWith('.js')) elementsJs.add(p); });
  await login(page, base);
  const lists = [['/elements (all sites, default tab)', '/elements'], ['/elements?search=n°54321 (search)', `/elements?search=${encodeURIComponent('n°54321')}`]] as const;
  const timings: { label: string; first: number; p50: number; p95: number; runs: Run[] }[] = [];
  for (const [label, target] of lists) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS + 1; i++) runs.push(await firstRow(page, `${base}${target}`));
    const [first, ...rest] = runs;
    timings.push({ label, first: first.total, ...stats(rest.map((r) => r.total)), runs: rest });
    console.log(`${label}: first ${msf(first.total)}, then p50 ${msf(stats(rest.map((r) => r.total)).p50)}`);
  }
  const median = (runs: Run[], key: keyof Run) => msf(stats(runs.map((r) => r[key])).p50);
  await context.close();

  // 3. The report.
  const sum = (xs: { raw: number; gzip: number }[]) => ({ raw: xs.reduce((a, x) => a + x.raw, 0), gzip: xs.reduce((a, x) => a + x.gzip, 0) });
  const loginSet = new Set(loginJs.map((x) => x.src));
  const met = (ok: boolean) => (ok ? '✅ met' : '❌ not met');
  const worst = Math.max(...timings.map((t) => t.p95));
  const md = [
    `# Console bench: /elements at ${total.toLocaleString('en')} elements, and the JavaScript of /login`,
    '',
    `- Date: ${startedAt.toISOString()} → ${new Date().toISOString()}`,
    `- Command: \`node --import tsx tests/bench/console.ts --dist ${path.relative(process.cwd(), DIST)}${URL_ARG ? ' --database-url …' : ` --data-dir ${path.relative(process.cwd(), DATA_DIR)}`} --runs ${RUNS}\` (console built with \`npx vite build --outDir ${path.relative(process.cwd(), DIST)}\`)`,
    `- Machine: ${os.cpus().length} CPUs, Node ${process.version}, Chromium ${browser.version()} (Debian, headless, flags of playwright.config.ts); load average at start ${loadBefore}, at end ${load()} (shared with other agents: the browser, the server and PostgreSQL share the CPUs)`,
    `- Data: the bench company of \`tests/bench/seed-elements.ts\` (${total.toLocaleString('en')} elements, user ${EMAIL}: every site in scope); server \`node --import tsx server/main.ts\` serving the build, LOG_LEVEL=warn`,
    '',
    '## First rows of /elements',
    '',
    `Time from navigation start to the first frame showing an element row (a row with a link to its element), on the page's own clock: a probe set before the page's scripts (\`ROW_PROBE\`) notes when the row enters the layout, then the next frame; logged in. The first navigation loads the JavaScript, the next ${RUNS} come from the browser cache (each is a full page load: the API calls of the list, its count and options run again). Target: first rows within a second.`,
    '',
    '| List | First navigation | p50 | p95 | Runs (ms) |',
    '|---|--:|--:|--:|---|',
    ...timings.map((t) => `| ${t.label} | ${msf(t.first)} | ${msf(t.p50)} | ${msf(t.p95)} | ${t.runs.map((r) => r.total.toFixed(0)).join(', ')} |`),
    '',
    'Where the time goes (medians of the cached runs; the page\'s resource timing, from navigation start). The last column is when Playwright\'s wait for the row returned, from `page.goto`: what this bench reported until 24 Nov, later than the screen by its visibility polling and the protocol\'s round trips.',
    '',
    '| List | First API request (JavaScript booted) | List request sent | List answered | First row on screen | Seen by Playwright |',
    '|---|--:|--:|--:|--:|--:|',
    ...timings.map((t) => `| ${t.label} | ${median(t.runs, 'firstApi')} | ${median(t.runs, 'listSent')} | ${median(t.runs, 'listAnswered')} | ${median(t.runs, 'total')} | ${median(t.runs, 'seen')} |`),
    '',
    `Within a second at p95: ${met(worst < 1000)} (worst p95 ${msf(worst)}).`,
    '',
    '## JavaScript of /login (gzip level 9)',
    '',
    `| What | Files | Raw | Gzipped |`,
    '|---|--:|--:|--:|',
    `| index.html: entry + modulepreload | ${initialSizes.length} | ${kb(sum(initialSizes).raw)} | ${kb(sum(initialSizes).gzip)} |`,
    `| Fetched by Chromium on /login (entry, preloads and the lazy login page) | ${loginJs.length} | ${kb(sum(loginJs).raw)} | **${kb(sum(loginJs).gzip)}** |`,
    `| Fetched on /elements after logging in (the same session) | ${elementsJs.size} | ${kb(sum(chunks.filter((c) => elementsJs.has(c.src))).raw)} | ${kb(sum(chunks.filter((c) => elementsJs.has(c.src))).gzip)} |`,
    `| Every chunk of the build | ${chunks.length} | ${kb(sum(chunks).raw)} | ${kb(sum(chunks).gzip)} |`,
    '',
    'Loaded on /login:',
    '',
    ...loginJs.sort((a, b) => b.gzip - a.gzip).map((c) => `- \`${c.src}\`: ${kb(c.gzip)} (${kb(c.raw)} raw)`),
    '',
    '## Lazy chunks (largest first)',
    '',
    '| Chunk | Raw | Gzipped | On /login | On /elements |',
    '|---|--:|--:|:-:|:-:|',
    ...chunks.map((c) => `| \`${c.src.replace('/assets/', '')}\` | ${kb(c.raw)} | ${kb(c.gzip)} | ${loginSet.has(c.src) ? '●' : ''} | ${elementsJs.has(c.src) ? '●' : ''} |`),
    '',
  ].join('\n');
  console.log(`\n${md}`);
  const out = path.join(import.meta.dirname, 'results', 'console.md');
  await fs.writeFile(out, md);
  console.log(`written to ${path.relative(process.cwd(), out)}`);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await browser?.close().catch(() => {});
  await server?.stop().catch((err) => console.warn(`stopping the server: ${String(err)}`));
  await db?.stop().catch(() => {});
}
process.exit(failed ? 1 : 0);
