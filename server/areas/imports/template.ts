// GET /imports/template/: the XLSX to fill in, in the user's language. One tab per object type
// (elements: one per regulation of the user's scope, its element types only), headers = the
// resource's field labels, drop-down lists for choices and references (from a hidden `lists`
// sheet), an example row, date columns formatted as dates. Reference lists show `label [id]`:
// unambiguous whatever two buildings are called (parse.ts reads both forms).
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { FieldDef } from '../../../resources/types';
import type { RequestContext } from '../../auth/context';
import { visibleSet } from '../../crud/references';
import { rows, type Runner } from '../../crud/sql';
import { t } from '../../http/i18n';
import { choiceLabel, columnsOf, headerOf, type ActionType, type ObjectType } from './columns';
import { landmarkHeaders } from '../company/landmarks';

/** Drop-down lists beyond this many entries are left out (Excel copes, people do not). */
const MAX_LIST = 5_000;
const EXAMPLE_DATE = new Date(Date.UTC(2026, 0, 15));

type Entry = { id: number; label: string; regulation?: number | null; factory?: number | null };

async function entries(runner: Runner, ctx: RequestContext, target: string): Promise<Entry[]> {
  const v = visibleSet(target, ctx);
  // What the example row needs to be coherent: a type of the tab's regulation, a building of the site.
  const more = target === 'element-types' ? sql`, (SELECT x_et.regulation_id FROM element_types x_et WHERE x_et.id = ${v.id}) AS regulation`
    : target === 'buildings' ? sql`, (SELECT x_b.factory_id FROM buildings x_b WHERE x_b.id = ${v.id}) AS factory` : sql``;
  return rows<Entry>(runner, sql`SELECT ${v.id} AS id, (${v.label})::text AS label ${more} FROM ${v.from} WHERE ${v.where}
    ORDER BY 2 LIMIT ${MAX_LIST}`);
}

const colName = (n: number): string => (n <= 26 ? String.fromCharCode(64 + n) : colName(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26)));

export async function buildTemplate(runner: Runner, ctx: RequestContext, objectType: ObjectType, action: ActionType): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const fields = columnsOf(objectType, action);
  const lists = wb.addWorksheet('lists', { state: 'hidden' });
  let listCol = 0;
  const listRange = new Map<string, string>();
  const refs = new Map<string, Entry[]>();
  /** Writes a list in the hidden sheet, returns its absolute range. */
  const addList = (values: string[]) => {
    listCol += 1;
    values.forEach((v, i) => { lists.getCell(i + 1, listCol).value = v; });
    const c = colName(listCol);
    return `lists!$${c}$1:$${c}$${Math.max(values.length, 1)}`;
  };
  for (const f of fields) {
    if (f.type === 'reference' && f.reference) {
      const found = await entries(runner, ctx, f.reference);
      refs.set(f.name, found);
      if (!(objectType === 'elements' && f.name === 'element_type')) listRange.set(f.name, addList(found.map((e) => `${e.label} [${e.id}]`)));
    } else if (f.type === 'choice') listRange.set(f.name, addList((f.choices ?? []).map((k) => choiceLabel(objectType, f.name, k, ctx.locale))));
    else if (f.type === 'boolean') listRange.set(f.name, addList([t(ctx.locale, 'api.export.yes'), t(ctx.locale, 'api.export.no')]));
  }
  const tabs: { name: string; regulation: number | null }[] = objectType === 'elements'
    ? (refs.get('regulation') ?? []).map((r) => ({ name: r.label.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), regulation: r.id }))
    : [{ name: t(ctx.locale, `resources.${objectType}.name`).split('|||| ').pop()!.trim().slice(0, 31), regulation: null }];
  if (!tabs.length) tabs.push({ name: t(ctx.locale, `resources.${objectType}.name`).split('|||| ').pop()!.trim().slice(0, 31), regulation: null });
  // Elements' landmarks under the company's own names (spec §1); the import reads them back (rows.ts).
  const own = objectType === 'elements' ? await landmarkHeaders(runner, ctx) : {};
  const header = (f: FieldDef) => own[f.name] ?? headerOf(objectType, f, ctx.locale);
  const used = new Set<string>();
  for (const tab of tabs) {
    let name = tab.name || 'Import';
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${tab.name.slice(0, 27)} (${n})`;
    used.add(name.toLowerCase());
    const sheet = wb.addWorksheet(name);
    const cols = fields.filter((f) => !(tab.regulation !== null && f.name === 'regulation'));
    sheet.columns = cols.map((f) => ({ header: header(f), key: f.name, width: Math.max(14, header(f).length + 4) }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    const typeList = tab.regulation !== null
      ? addList((refs.get('element_type') ?? []).filter((e) => e.regulation === tab.regulation).map((e) => `${e.label} [${e.id}]`))
      : listRange.get('element_type');
    const site = refs.get('factory')?.find((f) => refs.get('building')?.some((b) => b.factory === f.id));
    const pick = (field: string) => (refs.get(field) ?? []).find((e) => (field === 'building' ? !site || e.factory === site.id
      : field === 'element_type' ? tab.regulation === null || e.regulation === tab.regulation : field === 'factory' ? !site || e.id === site.id : true));
    // The example row, in grey italics: replaced by the user's rows (it is imported if kept).
    sheet.addRow(cols.map((f) => example(objectType, f, pick, ctx))).font = { italic: true, color: { argb: 'FF808080' } };
    cols.forEach((f, i) => {
      const range = f.name === 'element_type' ? typeList : listRange.get(f.name);
      const letter = colName(i + 1);
      // One validation over the column's data rows (ExcelJS writes a range, not 1,000 rules).
      const validations = (sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;
      if (range) validations.add(`${letter}2:${letter}10000`, { type: 'list', allowBlank: !f.required, formulae: [range], showErrorMessage: false });
      if (f.type === 'date') sheet.getColumn(i + 1).numFmt = 'dd/mm/yyyy';
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function example(objectType: ObjectType, f: FieldDef, pick: (field: string) => Entry | undefined, ctx: RequestContext): ExcelJS.CellValue {
  if (f.name === 'id') return 1;
  switch (f.type) {
    case 'date': return EXAMPLE_DATE;
    case 'number': return 12;
    case 'boolean': return t(ctx.locale, 'api.export.yes');
    case 'choice': return choiceLabel(objectType, f.name, f.choices?.[0] ?? '', ctx.locale);
    case 'reference': {
      if (!f.required) return null; // an optional link (group, intervention) must match the rest: left empty
      const first = pick(f.name);
      return first ? `${first.label} [${first.id}]` : '';
    }
    case 'email': return 'nom@exemple.fr';
    default: return t(ctx.locale, 'api.imports.example_text');
  }
}
