// The messages between the API (ocr.ts) and its OCR process (ocr-child.ts).
import type { Clip, PageText } from './types';

/** PDFs the OCR process keeps; both sides drop the oldest first, so the parent knows which it holds. */
export const PDFS_KEPT = 4;

/** One page to read (only its `clip`, a picture of a digital page, when given); `pdf` only the first time this process is asked about the PDF `key`. */
export interface OcrRequest { id: number; key: number; page: number; clip?: Clip; pdf?: Uint8Array }

export type OcrReply = { id: number; page: PageText; error?: undefined } | { id: number; error: string; page?: undefined };
