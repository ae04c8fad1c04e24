// Step 2 of the analysis: OCR of a page with no text layer, on this machine (tesseract.js 7 with
// the local French and English data: no URL is ever fetched). One scheduler of at most two
// workers, created at the first page and reused; closeOcr ends it (tests, shutdown).
import './node-polyfill';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createScheduler, createWorker, OEM, type Scheduler } from 'tesseract.js';
import { renderPageAsImage } from 'unpdf';
import { openPdf, rebuildLines } from './text-layer';
import type { PageText } from './types';

const require = createRequire(import.meta.url);
const LANGS = ['fra', 'eng'] as const;
const WORKERS = 2;
/** 200 dpi: tesseract reads 9-point text well from there; 300 dpi doubles the time for little. */
const SCALE = 200 / 72;

let scheduler: Promise<Scheduler> | null = null;

/** tesseract.js reads every language from one folder: the packaged files are copied to one. */
async function langDir(): Promise<string> {
  const dir = process.env.TESSDATA_DIR ?? path.join(os.tmpdir(), 'express-tessdata-4.0.0_best_int');
  await fs.mkdir(dir, { recursive: true });
  for (const lang of LANGS) {
    const target = path.join(dir, `${lang}.traineddata.gz`);
    const exists = await fs.stat(target).then((s) => s.size > 0, () => false);
    if (!exists) {
      const source = path.join(path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int', `${lang}.traineddata.gz`);
      // Copied under a temporary name then renamed: two processes starting together never read half a file.
      const tmp = `${target}.${process.pid}.tmp`;
      await fs.copyFile(source, tmp);
      await fs.rename(tmp, target);
    }
  }
  return dir;
}

async function start(): Promise<Scheduler> {
  const dir = await langDir();
  const s = createScheduler();
  const workers = await Promise.all(Array.from({ length: WORKERS }, () =>
    createWorker([...LANGS], OEM.LSTM_ONLY, { langPath: dir, gzip: true, cacheMethod: 'none' })));
  for (const w of workers) {
    // Keep wide gaps (table columns) as several spaces, as the text layer does.
    await w.setParameters({ preserve_interword_spaces: '1' });
    s.addWorker(w);
  }
  return s;
}

function getScheduler(): Promise<Scheduler> {
  scheduler ??= start().catch((err) => { scheduler = null; throw err; });
  return scheduler;
}

export async function closeOcr(): Promise<void> {
  const s = scheduler;
  scheduler = null;
  if (s) await (await s).terminate();
}

/** The page as a PNG at 200 dpi (pdf.js renders the embedded scan, whatever its format). */
export async function renderPage(pdf: Uint8Array, page: number): Promise<Buffer> {
  const doc = await openPdf(pdf);
  try {
    const png = await renderPageAsImage(doc, page, { scale: SCALE, canvasImport: () => import('@napi-rs/canvas') });
    return Buffer.from(png);
  } finally {
    await doc.destroy();
  }
}

interface OcrLine { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } }

export async function ocrPage(pdf: Uint8Array, page: number): Promise<PageText> {
  const image = await renderPage(pdf, page);
  const s = await getScheduler();
  const { data } = await s.addJob('recognize', image, {}, { text: true, blocks: true });
  const lines: OcrLine[] = [];
  for (const block of data.blocks ?? []) for (const para of block.paragraphs) for (const line of para.lines) lines.push(line);
  // Lines regrouped by position: tesseract may cut one table row into several blocks (columns).
  const text = lines.length
    ? rebuildLines(lines.map((l) => ({ str: l.text.trim(), x: l.bbox.x0, y: -(l.bbox.y0 + l.bbox.y1) / 2, w: l.bbox.x1 - l.bbox.x0, h: l.bbox.y1 - l.bbox.y0 }))).join('\n')
    : data.text;
  return { page, source: 'ocr', text, confidence: Math.max(0, Math.min(1, (data.confidence ?? 0) / 100)) };
}
