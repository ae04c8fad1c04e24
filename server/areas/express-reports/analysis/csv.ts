// Round 17b: a CSV file printed as it is (a portal's export: "num;parc;num_serie;…;resultat;…",
// fields in quotes, records wrapped by the page's width anywhere): laid out as the table it is,
// each field a cell at its column's offset, so the table's reading (header, verdict column,
// comment column, key) applies. A page with fewer than three such records is left as it is.
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
  while (out.length > 1 && out[out.length - 1] === '') out.pop();
  return out;
}

const quotes = (s: string) => (s.match(/"/g) ?? []).length;

export function csvAsTable(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((l) => (l.match(/;/g) ?? []).length >= FIELDS).length < 3) return text;
  // Records: a line goes on while the one before ends on ";" or leaves a quote open.
  const records: { first: number; last: number; text: string }[] = [];
  lines.forEach((l, i) => {
    const prev = records.at(-1);
    const t = l.trim();
    const semis = (t.match(/;/g) ?? []).length;
    if (prev && prev.last === i - 1 && (prev.text.endsWith(';') || quotes(prev.text) % 2 === 1) && (semis > 0 || quotes(prev.text) % 2 === 1 || /^[\w:.+-]+$/.test(t))) {
      prev.text += (quotes(prev.text) % 2 === 1 ? ' ' : '') + t;
      prev.last = i;
    } else if (semis > 0 || /^".*"$/.test(t)) records.push({ first: i, last: i, text: t });
  });
  const rows = records.map((r) => ({ ...r, fields: fieldsOf(r.text) }));
  const table = rows.filter((r) => r.fields.length >= FIELDS);
  if (table.length < 3) return text;
  // Each column as wide as its widest field (header included), three spaces apart.
  const width: number[] = [];
  for (const r of table) r.fields.forEach((f, k) => { width[k] = Math.max(width[k] ?? 0, f.length); });
  // A table's record at its columns' offsets; another line of the file (its title, its key) cell after cell.
  const laid = (fields: string[], aligned: boolean) => fields.map((f, k) => (k < fields.length - 1 ? f.padEnd((aligned ? width[k] : f.length) + 3) : f)).join('');
  const out: string[] = [];
  let at = 0;
  for (const r of rows) {
    out.push(...lines.slice(at, r.first), laid(r.fields, r.fields.length >= FIELDS));
    at = r.last + 1;
  }
  out.push(...lines.slice(at));
  return out.join('\n');
}
