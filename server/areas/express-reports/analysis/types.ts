// The analysis's interface types (issue 13): kept apart so every module of the folder and the
// express engineer's code import them without pulling pdf.js, tesseract or pg.
import type { ExpressResult } from '../../../../resources/expressReportResult';

export type { ExpressResult };

/** A rectangle of a page in PDF points from its top-left corner (what the OCR renders and crops). */
export interface Clip { x: number; y: number; w: number; h: number }
/** A picture of a digital page to read by OCR (pictures.ts), and the line of the page's text its lines go before. */
export interface Picture { at: number; clip: Clip }
/** `pictures`: only from the text layer, until they are read (withPictures). */
export interface PageText { page: number; source: 'text' | 'ocr' | 'none'; text: string; confidence: number | null; pictures?: Picture[] }

export interface ElementCandidate { identification_number: string; designation: string; qr_code?: string; landmarks?: string[] }
export interface ElementMatcher {
  match(c: ElementCandidate): Promise<{ element: number | null; confidence: number }>;
  /** The report's identifiers, all at once before matching (one query for a report's table instead of one a row). */
  prime?(identifiers: string[]): Promise<void>;
}

export interface ExtractContext {
  /** The company's regulations (to recognise the report's regulation). */
  regulations: { id: number; name: string }[];
  matcher: ElementMatcher;
}
