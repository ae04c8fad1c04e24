// The console bench's probes and steps, shared by console-screens.ts (every screen), console-ab.ts
// (two builds alternated under the same load) and console-profile.ts (one navigation's timeline).
import os from 'node:os';
import type { Page } from 'playwright-core';
import { PASSWORD } from './demo-db';

export const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * True once the screen at `path` is shown: its heading is not the one marked before a navigation
 * (`data-bench-old` on the node and its text), nothing loads in the content, a list has rows.
 * Strings, set in every document by an init script (the console's CSP forbids evaluating strings
 * in the page; tsx would rename functions passed from here).
 */
export const SHOWN = `(path) => {
  if (location.pathname !== path) return false;
  const main = document.getElementById('main-content');
  if (!main) return false;
  const heading = main.querySelector('h1') ?? document.querySelector('[role="heading"][aria-level="1"]');
  if (!heading || !heading.textContent.trim()) return false;
  if (heading.hasAttribute('data-bench-old') && heading.textContent === heading.getAttribute('data-bench-old')) return false;
  if (main.querySelector('.MuiCircularProgress-root, .MuiSkeleton-root, .MuiLinearProgress-indeterminate')) return false;
  const list = main.querySelector('.RaList-main');
  if (list && !list.querySelector('tbody tr, li, .RaEmpty-message, .RaEmpty-root')) return false;
  return performance.now();
}`;

/** Marks the shown heading as the old one, then clicks the sidebar entry; the click's time. */
export const CLICK = `(route) => {
  const main = document.getElementById('main-content');
  const heading = main.querySelector('h1') ?? document.querySelector('[role="heading"][aria-level="1"]');
  heading.setAttribute('data-bench-old', heading.textContent);
  const link = document.querySelector('.RaSidebar-fixed a[href="' + route + '"], nav a[href="' + route + '"]');
  const t = performance.now();
  link.click();
  return t;
}`;
export const PROBES = `window.__benchShown = ${SHOWN}; window.__benchClick = ${CLICK};`;
export type Probes = { __benchShown: (route: string) => number | false; __benchClick: (route: string) => number };

export const msf = (ms: number) => `${ms.toFixed(0)} ms`;
export const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

export async function login(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Adresse e-mail').fill('admin@demo.fr');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/dashboard/);
}

export const shown = async (page: Page, route: string) =>
  Number(await (await page.waitForFunction((r) => (window as unknown as Probes).__benchShown(r), route, { timeout: 30_000, polling: 'raf' })).jsonValue());

/** A full load: navigation start to the screen shown. */
export async function fullLoad(page: Page, base: string, route: string) {
  await page.goto(`${base}${route}`, { waitUntil: 'commit' });
  return shown(page, route);
}

/** From /dashboard (shown), a click on the sidebar entry to the screen shown; from /elements for the dashboard itself. */
export async function navigation(page: Page, base: string, route: string) {
  const from = route === '/dashboard' ? '/elements' : '/dashboard';
  await page.goto(`${base}${from}`, { waitUntil: 'commit' });
  await shown(page, from);
  const started = await page.evaluate((r) => (window as unknown as Probes).__benchClick(r), route);
  return (await shown(page, route)) - started;
}
