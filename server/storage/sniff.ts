// What a file is, decided from its first bytes (never its name or the client's content type).
// Binary formats come from file-type; text formats (csv, txt), which have no signature, are
// accepted only when allowed and when the bytes are UTF-8 without NUL (checked on the whole
// stream by text.ts, on the sample here).
import { fileTypeFromBuffer } from 'file-type';
import { isUtf8Sample } from './text';

export interface SniffedType {
  /** Canonical extension: png, jpg, pdf, xlsx, docx, csv, txt... */
  ext: string;
  mime: string;
  text: boolean;
}

/** Bytes read before deciding; zip-based office files need their first entries. */
export const SAMPLE_BYTES = 64 * 1024;

export const ACCEPT_PRESETS = {
  picture: ['png', 'jpg'],
  document: ['pdf', 'png', 'jpg', 'xlsx', 'docx', 'csv', 'txt'],
} as const;
export type AcceptOption = keyof typeof ACCEPT_PRESETS | readonly string[];

const TEXT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};
const ALIASES: Record<string, string> = { jpeg: 'jpg', text: 'txt' };
const OOXML: Record<string, SniffedType> = {
  'word/': { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', text: false },
  'xl/': { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', text: false },
};

export function allowedTypes(accept: AcceptOption): Set<string> {
  const list = typeof accept === 'string' ? ACCEPT_PRESETS[accept] : accept;
  return new Set(list.map((ext) => ALIASES[ext.toLowerCase()] ?? ext.toLowerCase()));
}

/**
 * file-type only recognises Office files whose `[Content_Types].xml` comes first in the zip
 * (Microsoft Office, exceljs); LibreOffice writes it last. Fall back to the entry names in the
 * sample: a zip with `word/...` entries is a docx, with `xl/...` an xlsx.
 */
function ooxmlFromZipEntries(sample: Buffer): SniffedType | undefined {
  const found = new Set<SniffedType>();
  for (let at = sample.indexOf('PK\x03\x04'); at !== -1 && at + 30 <= sample.length; at = sample.indexOf('PK\x03\x04', at + 4)) {
    const name = sample.subarray(at + 30, at + 30 + sample.readUInt16LE(at + 26)).toString('latin1');
    for (const [dir, type] of Object.entries(OOXML)) if (name.startsWith(dir)) found.add(type);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** The type of the content when it is one of `allowed`, else null (refused). */
export async function sniffType(sample: Buffer, allowed: Set<string>, name: string): Promise<SniffedType | null> {
  if (sample.length === 0) return null; // an empty file is no document
  const detected = await fileTypeFromBuffer(sample);
  if (detected) {
    const type = detected.ext === 'zip' ? ooxmlFromZipEntries(sample) : { ext: detected.ext, mime: detected.mime, text: false };
    return type && allowed.has(type.ext) ? type : null;
  }
  const textAllowed = Object.keys(TEXT_TYPES).filter((ext) => allowed.has(ext));
  if (textAllowed.length === 0 || !isUtf8Sample(sample)) return null;
  // Text has no signature: csv and txt only differ by name, and both are harmless plain text.
  const byName = name.toLowerCase().split('.').pop() ?? '';
  const ext = textAllowed.includes(byName) ? byName : textAllowed[0];
  return { ext, mime: TEXT_TYPES[ext], text: true };
}
