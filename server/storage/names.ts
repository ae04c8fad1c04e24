// File names given by clients: shown back to users and put in headers, never used as paths.

const MAX_NAME_LENGTH = 200; // characters, well under the 255-byte limit of most file systems
const FALLBACK_NAME = 'fichier';
// C0/C1 controls, DEL, and characters reserved on Windows or in headers.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]/g;
// Invisible formatting characters (bidi overrides can disguise "gpj.exe" as "exe.jpg").
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

/** Splits "rapport.final.pdf" into ["rapport.final", ".pdf"] (a short extension only). */
function splitExtension(name: string): [string, string] {
  const match = /^(.+?)(\.[^.\s]{1,10})$/.exec(name);
  return match ? [match[1], match[2]] : [name, ''];
}

/**
 * The name to show and to offer on download: the last path component, NFC, without control,
 * reserved or invisible characters, without leading/trailing dots and spaces, at most 200
 * characters (the extension kept). Accents stay. Never empty.
 */
export function sanitizeFileName(raw: string | undefined | null): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(INVISIBLE, '').replace(FORBIDDEN, '_').replace(/\s+/g, ' ');
  name = name.replace(/^[\s.]+|[\s.]+$/g, '');
  if (WINDOWS_RESERVED.test(name)) name = `_${name}`;
  if ([...name].length > MAX_NAME_LENGTH) {
    const [stem, ext] = splitExtension(name);
    name = [...stem].slice(0, MAX_NAME_LENGTH - ext.length).join('').trimEnd() + ext;
  }
  return name.replace(/^_+$/, '') === '' ? FALLBACK_NAME : name;
}

/** ASCII transliteration: accents dropped ("été" → "ete"), anything else non-ASCII → "_". */
export function asciiName(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_');
}

/** A form of the name usable in a blob key: `[A-Za-z0-9._-]`, no leading dot, ≤ 100 chars. */
export function keySafeName(name: string): string {
  const [stem, ext] = splitExtension(asciiName(sanitizeFileName(name)));
  const clean = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-{2,}/g, '-');
  const safeExt = clean(ext).slice(0, 11);
  const safeStem = clean(stem).replace(/^[-.]+|[-.]+$/g, '').slice(0, 100 - safeExt.length);
  return `${safeStem || 'file'}${safeExt}`;
}
