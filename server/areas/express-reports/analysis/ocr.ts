// OCR of scanned pages in a separate process (ocr-child.ts, with ocr-engine.ts), never in the API's
// own. Rendering a page (pdf.js through @napi-rs/canvas, native) and tesseract's wasm once died
// with a segmentation fault under load in the benches (rc 139); in the API that would stop every
// request. Here only the OCR process dies: its pages are read again once by a new process (the
// crash came from the load, not the page), and a page that stops a second one, or takes longer
// than OCR_PAGE_TIMEOUT_MS, fails alone with OcrStopped. The process is started at the first page
// and ended after IDLE_MS without work (its two tesseract workers hold some 200 MB).
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PDFS_KEPT, type OcrReply, type OcrRequest } from './ocr-protocol';
import type { Clip, PageText } from './types';

// (Resolved at the first page: a browser-like test environment imports this module, never forks.)
const childEntry = () => fileURLToPath(new URL('./ocr-child.ts', import.meta.url));
/** The child runs TypeScript as the API does (node --import tsx), wherever the API was started from. */
const tsx = () => pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** A scanned page takes 3–5 s here (tests/bench/results/express-analysis.md); minutes mean a hang. */
const PAGE_TIMEOUT_MS = Number(process.env.OCR_PAGE_TIMEOUT_MS) || 180_000;
const IDLE_MS = 5 * 60_000;

/** The OCR process stopped (crashed, was killed or hung) while it read the page. */
export class OcrStopped extends Error {}

interface Pending { resolve: (p: PageText) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
interface Engine { child: ChildProcess; pending: Map<number, Pending>; held: number[]; idle: NodeJS.Timeout | null; stopped: boolean }

let engine: Engine | null = null;
let nextId = 1;
let nextKey = 1;
/** Each PDF's number, by identity: a job passes the same bytes for each of its pages. */
const keys = new WeakMap<Uint8Array, number>();

function stop(e: Engine, why: string) {
  if (e.stopped) return;
  e.stopped = true;
  if (engine === e) engine = null;
  if (e.idle) clearTimeout(e.idle);
  for (const p of e.pending.values()) { clearTimeout(p.timer); p.reject(new OcrStopped(why)); }
  e.pending.clear();
  if (e.child.exitCode == null && e.child.signalCode == null) e.child.kill('SIGKILL');
}

/** Idle: the API may exit without waiting for it, and it ends after IDLE_MS. */
function settle(e: Engine) {
  if (e.pending.size) return;
  e.child.unref();
  e.child.channel?.unref();
  e.idle = setTimeout(() => stop(e, 'idle'), IDLE_MS);
  e.idle.unref();
}

function spawn(): Engine {
  const child = fork(childEntry(), [], { execArgv: ['--import', tsx()], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const e: Engine = { child, pending: new Map(), held: [], idle: null, stopped: false };
  child.on('message', (m: OcrReply) => {
    const p = e.pending.get(m.id);
    if (!p) return;
    e.pending.delete(m.id);
    clearTimeout(p.timer);
    if (m.error != null) p.reject(new Error(m.error)); else p.resolve(m.page);
    settle(e);
  });
  child.on('exit', (code, signal) => stop(e, `the OCR process stopped (${signal ?? `exit code ${code}`})`));
  child.on('error', (err) => stop(e, `the OCR process failed: ${err.message}`));
  return e;
}

function once(pdf: Uint8Array, page: number, clip?: Clip): Promise<PageText> {
  const e = (engine ??= spawn());
  if (e.idle) { clearTimeout(e.idle); e.idle = null; }
  e.child.ref();
  e.child.channel?.ref();
  let key = keys.get(pdf);
  if (key == null) { key = nextKey++; keys.set(pdf, key); }
  const request: OcrRequest = { id: nextId++, key, page, ...(clip && { clip }) };
  if (!e.held.includes(key)) {
    request.pdf = pdf;
    e.held.push(key);
    if (e.held.length > PDFS_KEPT) e.held.shift();
  }
  return new Promise<PageText>((resolve, reject) => {
    const timer = setTimeout(() => stop(e, `page ${page} took more than ${PAGE_TIMEOUT_MS / 1000} s`), PAGE_TIMEOUT_MS);
    e.pending.set(request.id, { resolve, reject, timer });
    e.child.send(request, (err) => { if (err) stop(e, `the page could not be sent to the OCR process: ${err.message}`); });
  });
}

/** The page read by OCR; only its `clip` (a picture of a digital page, pictures.ts) when given. */
export async function ocrPage(pdf: Uint8Array, page: number, clip?: Clip): Promise<PageText> {
  try {
    return await once(pdf, page, clip);
  } catch (err) {
    if (!(err instanceof OcrStopped)) throw err;
    return once(pdf, page, clip);
  }
}

/** Ends the OCR process (tests, shutdown); the next page starts another. */
export async function closeOcr(): Promise<void> {
  const e = engine;
  if (!e) return;
  e.child.ref(); // (idle, it was unref'd: its exit must still be waited for)
  const exited = new Promise<void>((resolve) => {
    if (e.child.exitCode != null || e.child.signalCode != null) resolve(); else e.child.once('exit', () => resolve());
  });
  stop(e, 'closed');
  await exited;
}

/** The OCR process's pid, for the test that kills it mid-page. */
export const ocrProcessId = (): number | undefined => engine?.child.pid;
