// Step 2 of the analysis: OCR of a page with no text layer, on this machine (tesseract.js 7 with
// the local French data: no URL is ever fetched). Runs in the OCR process (ocr-child.ts), never in
// the API's: pdf.js's rendering through a native canvas and tesseract's wasm are the only native
// code on that path, and a crash there must not stop the API (ocr.ts). One scheduler of at most
// two workers, created at the first page and reused; closeEngine ends it. One pass a page (two when
// it holds more colour than a stamp, two more when it reads so badly it may be sideways: readPage): rendered
// at 200 dpi, deskewed by tesseract (rotateAuto), automatic layout (PSM 3: a letterhead in large
// type and two text columns are found; PSM 6, tesseract.js's default, dropped the letterhead),
// French only (fra+eng cost more for no better reading of French reports).
import './node-polyfill';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { createScheduler, createWorker, OEM, PSM, type Scheduler } from 'tesseract.js';
import { renderPageAsImage } from 'unpdf';
import { ocrText, type Box, type Ink, type OcrLine } from './ocr-layout';
import { MORE_THAN_STAMPS, whitenColoured } from './stamps';
import { openPdf } from './text-layer';
import type { Clip, PageText } from './types';

const require = createRequire(import.meta.url);
const LANGS = ['fra'] as const;
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
    await w.setParameters({ preserve_interword_spaces: '1', tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: String(Math.round(SCALE * 72)) });
    s.addWorker(w);
  }
  return s;
}

function getScheduler(): Promise<Scheduler> {
  scheduler ??= start().catch((err) => { scheduler = null; throw err; });
  return scheduler;
}

export async function closeEngine(): Promise<void> {
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

/** The dark share of a rectangle of tesseract's binarised (and deskewed) image. */
async function inkOf(png: string | null): Promise<Ink | null> {
  if (!png) return null;
  const img = await loadImage(Buffer.from(png.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const { data, width, height } = ctx.getImageData(0, 0, img.width, img.height);
  return (b: Box) => {
    const x0 = Math.max(0, Math.round(b.x0)); const x1 = Math.min(width, Math.round(b.x1));
    const y0 = Math.max(0, Math.round(b.y0)); const y1 = Math.min(height, Math.round(b.y1));
    let dark = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (data[(y * width + x) * 4] < 128) dark++;
    return (x1 - x0) * (y1 - y0) > 0 ? dark / ((x1 - x0) * (y1 - y0)) : 0;
  };
}

/** The page with its coloured ink whitened (stamps.ts), and how many pixels were. */
async function withoutColour(png: Buffer): Promise<{ image: Buffer; whitened: number }> {
  const img = await loadImage(png);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const pixels = ctx.getImageData(0, 0, img.width, img.height);
  const whitened = whitenColoured(pixels.data);
  if (!whitened) return { image: png, whitened };
  ctx.putImageData(pixels, 0, 0);
  return { image: await canvas.encode('png'), whitened };
}

type Recognised = import('tesseract.js').Page;

async function recognise(image: Buffer): Promise<Recognised> {
  const s = await getScheduler();
  const { data } = await s.addJob('recognize', image, { rotateAuto: true }, { text: true, blocks: true, imageBinary: true });
  return data;
}

/**
 * The page as it is is read when it says half as much again as without its colour: a form filled
 * in ink gives 1.9–2.1 times the text (round 18's registers); a page printed in colour gives
 * 1.0–1.3 times, the colour's few words (a decision bar, a client's answers) then read out of their
 * place and read into the wrong element (rounds 20 and 21: four false facts at 1.1–1.3).
 */
const AS_IS_SAYS_MORE = 1.5;

/** What a reading says: the letters and digits of the words tesseract is fairly sure of. */
function said(data: Recognised): number {
  let n = 0;
  for (const block of data.blocks ?? []) for (const para of block.paragraphs) for (const line of para.lines) {
    for (const w of line.words) if (w.confidence >= 60) n += w.text.replace(/[^\p{L}\p{N}]/gu, '').length;
  }
  return n;
}

/**
 * Below this confidence the page was most likely read sideways: a table printed "à l'italienne"
 * on a portrait page (round 19's Jaulin synthesis read 0.47; every upright scan of the corpus,
 * 257 pages, reads 0.71 or more). tesseract's rotateAuto only undoes a skew.
 */
const SIDEWAYS_BELOW = 0.6;

/** The image turned a quarter clockwise (1) or anticlockwise (3). */
async function quarterTurn(png: Buffer, quarter: 1 | 3): Promise<Buffer> {
  const img = await loadImage(png);
  const canvas = createCanvas(img.height, img.width);
  const ctx = canvas.getContext('2d');
  ctx.translate(quarter === 1 ? img.height : 0, quarter === 1 ? 0 : img.width);
  ctx.rotate((quarter * Math.PI) / 2);
  ctx.drawImage(img, 0, 0);
  return canvas.encode('png');
}

/** A picture of a digital page (pictures.ts) cut out of the rendered page, on a white margin. */
async function cropped(png: Buffer, clip: Clip): Promise<Buffer> {
  const img = await loadImage(png);
  const x = Math.max(0, Math.floor(clip.x * SCALE)); const y = Math.max(0, Math.floor(clip.y * SCALE));
  const w = Math.max(1, Math.min(img.width - x, Math.ceil(clip.w * SCALE))); const h = Math.max(1, Math.min(img.height - y, Math.ceil(clip.h * SCALE)));
  const canvas = createCanvas(w + 2 * MARGIN, h + 2 * MARGIN);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, x, y, w, h, MARGIN, MARGIN, w, h);
  return canvas.encode('png');
}
const MARGIN = 24;

export async function readPage(pdf: Uint8Array, page: number, clip?: Clip): Promise<PageText> {
  const png = clip ? await cropped(await renderPage(pdf, page), clip) : await renderPage(pdf, page);
  // A picture of a digital page is read as it is: no pen or stamp inks it, and its colour is the
  // spreadsheet's (a result's text in dark red on pink, which whitening would thin to nothing).
  const { image, whitened } = clip ? { image: png, whitened: 0 } : await withoutColour(png);
  let data = await recognise(image);
  // Coloured ink beyond a stamp's: written or printed in colour, it may be the page's content.
  if (whitened > MORE_THAN_STAMPS) {
    const asIs = await recognise(png);
    if (said(asIs) > AS_IS_SAYS_MORE * said(data)) data = asIs;
  }
  // Read badly: the page turned either way a quarter is read too, and the reading that says most is kept.
  // (Not a picture of a digital page: a photograph reads badly whichever way it is turned.)
  if (!clip && (data.confidence ?? 0) / 100 < SIDEWAYS_BELOW) {
    for (const quarter of [1, 3] as const) {
      const turned = await recognise(await quarterTurn(image, quarter));
      if (said(turned) > said(data)) data = turned;
    }
  }
  const lines: OcrLine[] = [];
  (data.blocks ?? []).forEach((block, b) => {
    for (const para of block.paragraphs) for (const line of para.lines) lines.push({ words: line.words.map((w) => ({ text: w.text, bbox: w.bbox })), bbox: line.bbox, block: b });
  });
  const width = Math.max(1, ...lines.map((l) => l.bbox.x1));
  const text = lines.length ? ocrText(lines, width, await inkOf(data.imageBinary)) : data.text;
  return { page, source: 'ocr', text, confidence: Math.max(0, Math.min(1, (data.confidence ?? 0) / 100)) };
}
