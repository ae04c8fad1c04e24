// Round 17b: a CSV file printed as it is (a portal's export: "num;parc;num_serie;…;resultat;…",
// fields in quotes, records wrapped by the page's width anywhere): laid out as the table it is,
// each field a cell at its column's offset, so the table's reading (header, verdict column,
// comment column, key) applies. A page without a header of field names and three records is left as it is.
const FIELDS = 5;

/** The fields of a record, split on ";" outside quotes, unquoted. */
function fieldsOf(record: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const c of record) {
    if (c === '"') quoted = !quoted;
    else if (c === ';' && !quoted) { out.push(cur.trim()); cur = ''; } else cur += c;
  }
  out.push(cur.trim());
  return out;
}
const openQuote = (s: string) => (s.match(/"/g) ?? []).length % 2 === 1;
/** A header's field names: words, no quotes, no figures ("num;parc;num_serie;designation;…"). */
const NAMES = /^(?:[\p{L}][\p{L}_ .°'-]{0,30};)+(?:[\p{L}][\p{L}_ .°'-]{0,30})?;?$/u;

export function csvAsTable(text: string): string {
  const lines = text.split('\n');
  const h = lines.findIndex((l) => NAMES.test(l.trim()) && (l.match(/;/g) ?? []).length >= FIELDS - 1);
  if (h < 0) return text;
  // The header, and its names the page's width put on the next lines.
  let header = lines[h].trim();
  let i = h + 1;
  while (header.endsWith(';') && lines[i] && NAMES.test(lines[i].trim())) header += lines[i++].trim();
  const names = fieldsOf(header.replace(/;$/, ''));
  // Records: lines joined until they hold as many fields as the header (a quote left open goes on
  // too); where records start with their number ("1;…", "2;…"), each such line starts one.
  const records: string[][] = [];
  const numbered = /^\d{1,6};/.test(lines[i]?.trim() ?? '');
  const full = (s: string) => !openQuote(s) && fieldsOf(s).length >= names.length;
  let acc = '';
  for (; i < lines.length; i++) {
    const t = lines[i].trim();
    if (acc && (numbered ? /^\d{1,6};/.test(t) : full(acc))) { records.push(fieldsOf(acc)); acc = ''; }
    if (!acc && (!t.includes(';') || (numbered && !/^\d{1,6};/.test(t)))) break;
    // After a whole record, a line of words is the page's, not the record's ("Nombre de lignes;7").
    if (acc && full(acc) && /\s/.test(t)) break;
    acc = acc ? `${acc}${openQuote(acc) ? ' ' : ''}${t}` : t;
  }
  if (acc) records.push(fieldsOf(acc));
  if (records.length < 3) return text;
  const end = i;
  const rows = [names, ...records.map((r) => r.slice(0, names.length))];
  const width = names.map((_, k) => Math.max(...rows.map((r) => (r[k] ?? '').length)));
  const laid = rows.map((r) => r.map((f, k) => (k < r.length - 1 ? f.padEnd(width[k] + 3) : f)).join('').trimEnd());
  // The lines before (the file's title, its key): each field a cell.
  const before = lines.slice(0, h).map((l) => (l.includes(';') || /^\s*".*"\s*$/.test(l) ? fieldsOf(l.trim()).filter(Boolean).join('   ') : l));
  return [...before, ...laid, ...lines.slice(end)].join('\n');
}
