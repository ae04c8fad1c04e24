// One row of an import → the API body, then (but for element creations: element-batch.ts) the API's own write (engine insertRow / modifyRow
// with the resource's hooks: references in the caller's scope, element rules, custom values,
// controls and conformity) inside a savepoint. The apply commits each batch. The dry run rolls
// each batch back, and for a create runs what insertRow checks before its INSERT (the hook; the
// references are resolved in the visible sets), not the INSERT and what follows it (controls,
// obligations, conformity: they refuse nothing and cost most of a row's time). imports.test.ts
// compares the dry run's verdicts with the API's for the same rows.
import { sql } from 'drizzle-orm';
import type { FieldDef } from '../../../resources/types';
import type { RequestContext } from '../../auth/context';
import { bodySchema } from '../../crud/schemas';
import { visibleSet } from '../../crud/references';
import { rows, type Runner } from '../../crud/sql';
import { insertRow, modifyRow } from '../../crud/write';
import { ApiError, DetailError, ValidationError, type FieldErrors } from '../../http/errors';
import { t } from '../../http/i18n';
import { issuesToFields } from '../../http/validation';
import { choiceLabels, headerIndex, resourceFor, type ActionType, type ObjectType } from './columns';
import { parseCell, referenceKey, type Cell, type ReferenceIndex } from './parse';
import { landmarkHeaders } from '../company/landmarks';

/** The template's example text, in either language (template.ts writes it in the example row). */
const EXAMPLE_TEXTS = new Set((['fr', 'en'] as const).map((l) => t(l, 'api.imports.example_text')));

export interface RowError { tab: string; line: number; field: string | null; value: string | null; message: string; params?: Record<string, string | number> }

/** A tab's header: the field of each column (null: a column to refuse). */
export interface TabLayout { tab: string; columns: (FieldDef | null)[]; regulation: number | null }

export class ImportContext {
  private refs = new Map<string, ReferenceIndex>();
  private regulationsByName = new Map<string, number>();
  private ownHeaders = new Map<string, string>();
  /** Duplicates inside the file: ids (update, link) or elements' site + identification number. */
  readonly seen = new Set<string>();
  /** The API's write schema, built once (building it per row cost most of a row's time and memory). */
  private readonly schema: ReturnType<typeof bodySchema>;

  constructor(readonly ctx: RequestContext, readonly objectType: ObjectType, readonly action: ActionType, readonly fields: FieldDef[]) {
    this.schema = bodySchema(resourceFor(objectType).def, action === 'create' ? 'create' : 'patch');
  }

  /** The labels of every reference target the caller may see (sites, buildings, types… of their scope). */
  async load(runner: Runner) {
    // A template's landmark columns carry the company's own names (template.ts): read them back.
    if (this.objectType === 'elements') {
      for (const [field, text] of Object.entries(await landmarkHeaders(runner, this.ctx))) this.ownHeaders.set(referenceKey(text), field);
    }
    const targets = new Set(this.fields.filter((f) => f.type === 'reference').map((f) => f.reference!));
    if (this.objectType === 'elements') targets.add('regulations');
    for (const target of targets) {
      const v = visibleSet(target, this.ctx);
      const found = await rows<{ id: number; label: string | null }>(runner,
        sql`SELECT ${v.id} AS id, (${v.label})::text AS label FROM ${v.from} WHERE ${v.where}`);
      const index: ReferenceIndex = { byId: new Set(), byLabel: new Map() };
      for (const r of found) {
        index.byId.add(r.id);
        const key = referenceKey(r.label ?? '');
        index.byLabel.set(key, [...(index.byLabel.get(key) ?? []), r.id]);
        if (target === 'regulations') this.regulationsByName.set(key, r.id);
      }
      this.refs.set(target, index);
    }
  }

  refIndex(target: string): ReferenceIndex {
    return this.refs.get(target) ?? { byId: new Set(), byLabel: new Map() };
  }

  /** The header row of a tab: its columns, and errors for unknown or missing ones. */
  layout(tab: string, cells: Cell[], errors: RowError[]): TabLayout {
    const index = new Map([...this.ownHeaders, ...headerIndex(this.objectType, this.fields)]);
    const columns = cells.map((cell, i) => {
      const text = String(cell ?? '').trim();
      if (!text) return null;
      const name = index.get(referenceKey(text));
      if (!name) errors.push({ tab, line: 1, field: text.slice(0, 100), value: text.slice(0, 1000), message: 'api.imports.errors.unknown_column', params: { column: i + 1 } });
      return this.fields.find((f) => f.name === name) ?? null;
    });
    const regulation = this.objectType === 'elements' ? this.regulationsByName.get(referenceKey(tab)) ?? null : null;
    for (const f of this.fields) {
      const implied = f.name === 'regulation' && regulation !== null;
      if (f.required && !implied && !columns.some((c) => c?.name === f.name)) {
        errors.push({ tab, line: 1, field: f.name, value: null, message: 'api.imports.errors.missing_column' });
      }
    }
    return { tab, columns, regulation };
  }

  /** The body of a data row, or its errors (parse, schema, duplicates). */
  body(layout: TabLayout, line: number, cells: Cell[], formulas: number[], errors: RowError[]): Record<string, unknown> | null {
    const before = errors.length;
    const add = (field: string | null, cell: Cell, message: string, params?: Record<string, string | number>) =>
      errors.push({ tab: layout.tab, line, field, value: cell === null ? null : String(cell).slice(0, 1000), message, params });
    const body: Record<string, unknown> = {};
    if (layout.regulation !== null) body.regulation = layout.regulation;
    layout.columns.forEach((field, i) => {
      if (!field) return;
      if (formulas.includes(i)) return add(field.name, null, 'api.imports.errors.formula');
      const parsed = parseCell(field, cells[i] ?? null, (name) => this.refIndex(this.fields.find((f) => f.name === name)!.reference!),
        choiceLabels(this.objectType, field));
      if ('error' in parsed) add(field.name, cells[i] ?? null, parsed.error, parsed.params);
      else if (parsed.value !== undefined) body[field.name] = parsed.value;
    });
    if (errors.length > before) return null;
    // The template's example row left as it is (its name is the example text): refused, not imported.
    const label = resourceFor(this.objectType).def.labelField;
    if (this.action === 'create' && typeof body[label] === 'string' && EXAMPLE_TEXTS.has(body[label].trim())) {
      add(label, body[label], 'api.imports.errors.example_row');
      return null;
    }
    const { id, linked, ...data } = body;
    if (this.action !== 'link') {
      const result = this.schema.safeParse(data, { reportInput: true });
      if (!result.success) this.addFieldErrors(issuesToFields(result.error.issues), layout.tab, line, body, errors);
    }
    if (errors.length > before) return null;
    const key = this.action === 'create'
      ? (this.objectType === 'elements' && data.identification_number ? `e:${String(data.factory)}:${String(data.identification_number).trim().toLowerCase()}` : null)
      : `${String(id)}:${String(linked ?? '')}`;
    if (key && this.seen.has(key)) {
      add(this.action === 'create' ? 'identification_number' : 'id', null, 'api.imports.errors.duplicate_in_file');
      return null;
    }
    if (key) this.seen.add(key);
    return body;
  }

  addFieldErrors(fields: FieldErrors, tab: string, line: number, body: Record<string, unknown>, errors: RowError[]) {
    for (const [field, messages] of Object.entries(fields)) {
      const value = body[field];
      for (const m of messages) {
        errors.push({ tab, line, field: field === 'non_field_errors' ? null : field, value: value == null ? null : String(value).slice(0, 1000), message: m.key, params: m.params });
      }
    }
  }
}

async function link(tx: Runner, ic: ImportContext, a: number, b: number): Promise<boolean> {
  if (a === b) throw new ValidationError({ linked: [{ key: 'api.elements.errors.link_self' }] });
  const locked = await rows(tx, sql`SELECT 1 FROM elements WHERE id IN (${a}, ${b}) AND locked`);
  if (locked.length) throw new ValidationError({ id: [{ key: 'api.elements.errors.locked' }] });
  const done = await tx.execute(sql`INSERT INTO element_links (element_id, linked_id)
    SELECT ${a}, ${b} WHERE NOT EXISTS (SELECT 1 FROM element_links WHERE element_id = ${b} AND linked_id = ${a}) ON CONFLICT DO NOTHING`);
  void ic;
  return (done.rowCount ?? 0) > 0;
}

/**
 * What insertRow checks before its INSERT: the resource's beforeWrite hook. Its reference check
 * (checkReferences) is already done: parseReference only accepts the ids of the target's
 * visibleSet, the very set checkReferences asks for.
 */
async function checkCreate(tx: Runner, ic: ImportContext, data: Record<string, unknown>) {
  const res = resourceFor(ic.objectType);
  await res.hooks?.beforeWrite?.(tx, ic.ctx, data, null);
}

/** A dry-run create: reads only, so no savepoint (a row's refusal is a JS error, not an aborted statement). */
async function dryCreate(tx: Runner, ic: ImportContext, tab: string, line: number, body: Record<string, unknown>, errors: RowError[]) {
  const { id: _id, linked: _linked, ...data } = body;
  try {
    await checkCreate(tx, ic, data);
    return 'creation' as const;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    ic.addFieldErrors(err.fields, tab, line, body, errors);
    return undefined;
  }
}

/**
 * The write of one row through the engine, in a savepoint: its errors are recorded and the
 * savepoint rolled back, the batch goes on. Returns the kind of change, null (nothing to change:
 * a link already there) or undefined (an error); `written` collects the ids of the rows changed.
 */
export async function writeRow(
  tx: Runner, ic: ImportContext, tab: string, line: number, body: Record<string, unknown>, errors: RowError[], dryRun = false, written?: number[],
) {
  if (dryRun && ic.action === 'create') return dryCreate(tx, ic, tab, line, body, errors);
  const res = resourceFor(ic.objectType);
  await tx.execute(sql`SAVEPOINT import_row`);
  try {
    const { id, linked, ...data } = body;
    let change: 'creation' | 'modification' | 'link' | null;
    let rowId = id as number;
    if (ic.action === 'create') {
      rowId = Number((await insertRow(tx, res, ic.ctx, data, { log: false })).id);
      change = 'creation';
    } else if (ic.action === 'update') {
      await modifyRow(tx, res, ic.ctx, id as number, data, { log: false });
      change = 'modification';
    } else {
      change = (await link(tx, ic, id as number, linked as number)) ? 'link' : null;
    }
    await tx.execute(sql`RELEASE SAVEPOINT import_row`);
    if (change) written?.push(rowId);
    return change;
  } catch (err) {
    await tx.execute(sql`ROLLBACK TO SAVEPOINT import_row`);
    if (err instanceof ValidationError) ic.addFieldErrors(err.fields, tab, line, body, errors);
    else if (err instanceof DetailError && err.statusCode === 404) {
      errors.push({ tab, line, field: 'id', value: String(body.id ?? ''), message: 'api.validation.does_not_exist', params: { id: String(body.id ?? '') } });
    } else if (err instanceof DetailError) {
      errors.push({ tab, line, field: null, value: null, message: err.msg.key, params: err.msg.params });
    } else if (err instanceof ApiError) {
      errors.push({ tab, line, field: null, value: null, message: 'api.imports.errors.row_refused' });
    } else throw err;
    return undefined;
  }
}
