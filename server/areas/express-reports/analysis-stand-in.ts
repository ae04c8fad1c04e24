// Stand-in for the offline analysis (analysis/, built in parallel): the same interface, minimal.
// Text per page with unpdf; no OCR; extraction of a simple line format used by this area's tests
// and demo ('Date: JJ/MM/AAAA', 'Organisme: …', 'ID | designation | Conforme/Non conforme',
// 'Observation ID: text'); elements matched by exact identification number. The lead switches
// the import to './analysis' at merge.
import type pg from 'pg';
import { extractText, getDocumentProxy } from 'unpdf';
import type { ExpressResult } from '../../../resources/expressReportResult';

export interface PageText { page: number; source: 'text' | 'ocr' | 'none'; text: string; confidence: number | null }
export interface ElementCandidate { identification_number: string; designation: string; qr_code?: string; landmarks?: string[] }
export interface ElementMatcher { match(c: ElementCandidate): Promise<{ element: number | null; confidence: number }> }

const clean = (s: string) => s.replace(/\0/g, ' ');

async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  const { text } = await extractText(doc, { mergePages: false });
  return (text as string[]).map(clean);
}

export async function* readTextLayer(pdf: Uint8Array): AsyncIterable<PageText> {
  const pages = await pagesOf(pdf);
  for (const [i, text] of pages.entries()) {
    yield { page: i + 1, source: text.trim() ? 'text' : 'none', text, confidence: text.trim() ? 1 : null };
  }
}

export async function countPages(pdf: Uint8Array): Promise<number> {
  const doc = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  return doc.numPages;
}

export async function ocrPage(_pdf: Uint8Array, page: number): Promise<PageText> {
  return { page, source: 'ocr', text: '', confidence: 0 };
}

export async function closeOcr(): Promise<void> {}

const VERDICT = /^(.+?)\s*\|\s*(.+?)\s*\|\s*(non conforme|conforme)\s*$/i;

export async function extract(pages: PageText[], ctx: { regulations: { id: number; name: string }[]; matcher: ElementMatcher }): Promise<ExpressResult> {
  const result: ExpressResult = {
    inspection_date: { value: null, page: 1, confidence: 0 },
    organisation: { value: null, page: 1, confidence: 0 },
    regulation: { value: null, page: 1, confidence: 0 },
    elements: [],
    observations: [],
  };
  for (const p of pages) {
    // unpdf joins a page's lines with newlines or spaces: split on the line markers too.
    const lines = p.text.split(/\n|(?=Date:|Organisme:|Réglementation:|Observation )/).map((l) => l.trim()).filter(Boolean);
    for (const line of lines) {
      const date = /^Date:\s*(\d{2})\/(\d{2})\/(\d{4})/.exec(line);
      if (date) { result.inspection_date = { value: `${date[3]}-${date[2]}-${date[1]}`, page: p.page, confidence: 1, excerpt: line }; continue; }
      const org = /^Organisme:\s*(.+)$/.exec(line);
      if (org) { result.organisation = { value: org[1].trim(), page: p.page, confidence: 1, excerpt: line }; continue; }
      const reg = /^Réglementation:\s*(.+)$/.exec(line);
      if (reg) {
        const found = ctx.regulations.find((r) => r.name.toLowerCase() === reg[1].trim().toLowerCase());
        result.regulation = { value: found?.id ?? null, page: p.page, confidence: found ? 1 : 0, excerpt: line };
        continue;
      }
      const obs = /^Observation\s+(\S+?)\s*:\s*(.+)$/.exec(line);
      if (obs) {
        const { element, confidence } = await ctx.matcher.match({ identification_number: obs[1], designation: '' });
        result.observations.push({ text: obs[2].trim(), element, proposal: element ? 'new' : 'element_not_found', task: null,
          page: p.page, confidence: element ? confidence : 0.5, excerpt: line });
        continue;
      }
      const el = VERDICT.exec(line);
      if (el) {
        const { element, confidence } = await ctx.matcher.match({ identification_number: el[1], designation: el[2] });
        result.elements.push({ element, identification_number: el[1], designation: el[2],
          verdict: el[3].toLowerCase() === 'conforme' ? 'compliant' : 'non_compliant', page: p.page, confidence: element ? confidence : 0.5, excerpt: line });
      }
    }
  }
  return result;
}

export function createElementMatcher(db: pg.Pool | pg.PoolClient, companyId: number, factoryId: number | null): ElementMatcher {
  return {
    async match(c) {
      const { rows } = await db.query<{ id: number }>(
        `SELECT e.id FROM elements e
         WHERE e.company_id = $1 AND ($2::int IS NULL OR e.factory_id = $2) AND e.identification_number = $3 ORDER BY e.id LIMIT 1`,
        [companyId, factoryId, c.identification_number]);
      return rows[0] ? { element: rows[0].id, confidence: 1 } : { element: null, confidence: 0 };
    },
  };
}
