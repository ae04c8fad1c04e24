// A tiny MIME reader for the mail tests (mailparser does not install here): headers with RFC 2047
// encoded words, nested multiparts, quoted-printable / base64 / 8bit bodies in their charset.
// The message is read as latin1 so every byte survives until its part's charset decodes it.

export interface MimePart {
  headers: Record<string, string>;
  /** Lower-cased media type without parameters, e.g. `text/plain`. */
  type: string;
  body: string;
}

export interface ParsedMail {
  headers: Record<string, string>;
  /** The leaf parts, in order. */
  parts: MimePart[];
}

const bytes = (latin1: string) => Buffer.from(latin1, 'latin1');
const decodeAs = (buf: Buffer, charset = 'utf-8') => new TextDecoder(charset).decode(buf);
// Raw 8-bit header bytes (SMTPUTF8) are UTF-8; plain ASCII is unchanged by this.
const bytesToUtf8 = (latin1: string) => decodeAs(bytes(latin1));

function param(value: string, name: string): string | undefined {
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return m ? (m[1] ?? m[2]) : undefined;
}

function qpBytes(text: string, inHeader: boolean): Buffer {
  const src = inHeader ? text.replace(/_/g, ' ') : text.replace(/=\r?\n/g, '');
  return bytes(src.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/** `=?UTF-8?Q?R=C3=A9init?= =?UTF-8?B?...?=` → text; the blank between two encoded words goes. */
export function decodeWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, enc: string, text: string) =>
    decodeAs(enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qpBytes(text, true), charset),
  );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(bytesToUtf8(line.slice(colon + 1).trim()));
  }
  return headers;
}

function split(entity: string): [string, string] {
  const m = /\r?\n\r?\n/.exec(entity);
  return m ? [entity.slice(0, m.index), entity.slice(m.index + m[0].length)] : [entity, ''];
}

function readEntity(entity: string, out: MimePart[]): Record<string, string> {
  const [head, body] = split(entity);
  const headers = parseHeaders(head);
  const contentType = headers['content-type'] ?? 'text/plain; charset=us-ascii';
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = param(contentType, 'boundary');
    if (!boundary) throw new Error(`multipart without boundary: ${contentType}`);
    const chunks = body.split(`--${boundary}`);
    const closing = chunks.findIndex((c) => c.startsWith('--'));
    if (closing < 0) throw new Error(`multipart ${boundary} is not closed`);
    // chunks[0] is the preamble; each part starts after the line break that ends the boundary line.
    for (const chunk of chunks.slice(1, closing)) readEntity(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), out);
    return headers;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const raw = encoding === 'base64' ? Buffer.from(body, 'base64')
    : encoding === 'quoted-printable' ? qpBytes(body, false) : bytes(body);
  out.push({ headers, type, body: decodeAs(raw, param(contentType, 'charset') ?? 'utf-8') });
  return headers;
}

export function parseMail(raw: Buffer | string): ParsedMail {
  const parts: MimePart[] = [];
  const headers = readEntity(typeof raw === 'string' ? raw : raw.toString('latin1'), parts);
  return { headers, parts };
}

/** The decoded body of the first part of a type, line breaks as LF. */
export function partText(mail: ParsedMail, type: string): string | undefined {
  return mail.parts.find((p) => p.type === type)?.body.replace(/\r\n/g, '\n');
}
