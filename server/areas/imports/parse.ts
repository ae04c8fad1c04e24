// Cell values → API values, before the engine's own write schema checks them. A cell is what a
// spreadsheet holds: text, a number, a boolean, a date (XLSX date cells) or nothing. Problems are
// message keys (api.imports.errors.* or the engine's api.validation.*), never thrown.
import type { FieldDef } from '../../../resources/types';

export type Cell = string | number | boolean | Date | null;
export type Parsed = { value: unknown } | { error: string; params?: Record<string, string | number> };

/** Excel's limit for one cell; a longer value is refused (a crafted file, not a spreadsheet's). */
export const MAX_CELL_CHARS = 32_767;

const TRUE = new Set(['oui', 'o', '1', 'vrai', 'yes', 'y', 'true', 'x']);
const FALSE = new Set(['non', 'n', '0', 'faux', 'no', 'false']);

/** 'oui'/'non'/'1'/'0'/'vrai'/'faux'/'yes'/'no' (spec §5), any case; null when it is none of them. */
export function parseBoolean(cell: Cell): boolean | null {
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return cell === 1 ? true : cell === 0 ? false : null;
  const text = String(cell ?? '').trim().toLowerCase();
  return TRUE.has(text) ? true : FALSE.has(text) ? false : null;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
const isoOf = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** A real calendar day (31/02 is none). */
function realDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Excel's serial day (1900 system: day 1 = 1900-01-01, with its phantom 29/02/1900) as YYYY-MM-DD. */
export function serialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  const days = Math.floor(serial) - (serial >= 61 ? 25_569 : 25_568);
  const date = new Date(days * 86_400_000);
  return isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * A date cell as YYYY-MM-DD: a Date (XLSX date cells: exceljs gives the day at UTC midnight), an
 * Excel serial number, 'DD/MM/YYYY' (French Excel's CSV; also DD-MM-YYYY, DD.MM.YYYY) or ISO.
 * Null when unreadable; the engine's date schema then refuses days before 1900.
 */
export function parseDate(cell: Cell): string | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    // A date-time cell keeps its day (Excel has no time zone: its UTC fields are the cell's).
    return isoOf(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  if (typeof cell === 'number') return serialToIso(cell);
  const text = String(cell ?? '').trim();
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(text);
  if (m) return realDay(+m[3], +m[2], +m[1]) ? isoOf(+m[3], +m[2], +m[1]) : null;
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (m) return realDay(+m[1], +m[2], +m[3]) ? isoOf(+m[1], +m[2], +m[3]) : null;
  if (/^\d{1,7}(\.\d+)?$/.test(text)) return serialToIso(Number(text));
  return null;
}

/** A text written as a day (DD/MM/YYYY or ISO) whose day is not in the calendar (31/02/2027). */
export function isImpossibleDay(cell: Cell): boolean {
  if (typeof cell !== 'string') return false;
  const text = cell.trim();
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(text);
  if (m) return !realDay(+m[3], +m[2], +m[1]);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  return !!iso && !realDay(+iso[1], +iso[2], +iso[3]);
}

/** A number: a numeric cell, or text with a decimal comma ('12,5') or spaces ('1 200'). */
export function parseNumber(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  const text = String(cell ?? '').trim().replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** The text of any cell (a date as DD/MM/YYYY, as the user sees it). */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    const iso = parseDate(cell);
    return iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';
  }
  return String(cell);
}

/** Reference lists: `label`, `label [id]` (the template's lists), or the bare id. */
export interface ReferenceIndex { byId: Set<number>; byLabel: Map<string, number[]> }

export const referenceKey = (label: string) => label.trim().toLowerCase().normalize('NFC');

export function parseReference(cell: Cell, index: ReferenceIndex): Parsed {
  const text = cellText(cell).trim();
  const tagged = /\[(\d{1,9})\]\s*$/.exec(text);
  if (tagged) return index.byId.has(+tagged[1]) ? { value: +tagged[1] } : { error: 'api.validation.does_not_exist', params: { id: text } };
  const ids = index.byLabel.get(referenceKey(text));
  if (ids?.length === 1) return { value: ids[0] };
  if (ids && ids.length > 1) return { error: 'api.imports.errors.ambiguous', params: { value: text } };
  if (/^\d{1,9}$/.test(text) && index.byId.has(+text)) return { value: +text };
  return { error: 'api.validation.does_not_exist', params: { id: text } };
}

/** A choice: its key or its label in either language (`labels`: lowercased label → key). */
export function parseChoice(cell: Cell, choices: readonly string[], labels: Map<string, string>): Parsed {
  const text = cellText(cell).trim();
  if (choices.includes(text)) return { value: text };
  const key = labels.get(text.toLowerCase());
  return key ? { value: key } : { error: 'api.validation.invalid_choice' };
}

/**
 * One cell for one field. Empty cells are absent (undefined: the write schema says whether
 * the field is required). Types the engine checks itself (length, e-mail, 1900) pass as text.
 */
export function parseCell(field: FieldDef, cell: Cell, refs: (field: string) => ReferenceIndex, choiceLabels: Map<string, string>): Parsed {
  if (typeof cell === 'string' && cell.length > MAX_CELL_CHARS) return { error: 'api.imports.errors.cell_too_long', params: { max: MAX_CELL_CHARS } };
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return { value: undefined };
  switch (field.type) {
    case 'boolean': {
      const b = parseBoolean(cell);
      return b === null ? { error: 'api.validation.invalid_boolean' } : { value: b };
    }
    case 'number': {
      const n = parseNumber(cell);
      return n === null ? { error: 'api.validation.invalid_number' } : { value: n };
    }
    case 'date': {
      const d = parseDate(cell);
      // A day the calendar does not have is not a wrong format: the user must see which.
      if (d === null && isImpossibleDay(cell)) return { error: 'api.imports.errors.date_not_exist', params: { value: String(cell).trim() } };
      return d === null ? { error: 'api.imports.errors.invalid_date' } : { value: d };
    }
    case 'reference': return parseReference(cell, refs(field.name));
    case 'choice': return parseChoice(cell, field.choices ?? [], choiceLabels);
    default: return { value: cellText(cell) };
  }
}
