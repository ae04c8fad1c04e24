// Elements created by an import, a batch at a time (the path that makes 100,000 rows take
// seconds, not an hour: tests/bench/results/imports.md). The checks are the API create's
// (elements/hooks.ts placeErrors, the rule beforeElementWrite applies: a building of the site, a
// type of the regulation, a group of both; references in the caller's scope are already resolved against the visible sets
// by parse.ts), done in memory over the references loaded once; the database's duplicates are
// one query per batch. The write is one INSERT of the batch, then what one create runs after its
// INSERT (elements/control-hooks.ts afterElementCreate: controls counting from each row's last
// control date, obligations, conformity), once over the batch's ids. imports.test.ts checks the
// verdicts against the API's for the same rows, and the created rows against the API's creates.
import { checkElementLimit } from '../elements/plan-limit';
import { sql } from 'drizzle-orm';
import { intArr, rows, type Runner } from '../../crud/sql';
import type { FieldErrors } from '../../http/errors';
import { CREATION_DAY, generateControls } from '../controls/generate';
import { refreshCompliance } from '../elements/compliance';
import { placeErrors, type Places as ElementPlaces } from '../elements/hooks';
import { generateObligations } from '../obligations/generate';
import type { ImportContext, RowError } from './rows';

type Body = Record<string, unknown>;
export interface BatchRow { tab: string; line: number; body: Body }

/** What the checks need of the references a file may name (the caller's visible ones), and each site's company. */
export interface Places extends ElementPlaces { siteCompany: Map<number, number> }

const ids = (ic: ImportContext, target: string) => intArr([...ic.refIndex(target).byId]);

export async function loadPlaces(runner: Runner, ic: ImportContext): Promise<Places> {
  const pairs = async (q: ReturnType<typeof sql>) => new Map((await rows<{ id: number; v: number }>(runner, q)).map((r) => [r.id, r.v]));
  const groups = await rows<{ id: number; factory: number; regulation: number }>(runner,
    sql`SELECT id, factory_id AS factory, regulation_id AS regulation FROM element_groups WHERE id = ANY(${ids(ic, 'groups')})`);
  return {
    buildingSite: await pairs(sql`SELECT id, factory_id AS v FROM buildings WHERE id = ANY(${ids(ic, 'buildings')})`),
    typeRegulation: await pairs(sql`SELECT id, regulation_id AS v FROM element_types WHERE id = ANY(${ids(ic, 'element-types')})`),
    groups: new Map(groups.map((g) => [g.id, g])),
    siteCompany: await pairs(sql`SELECT id, company_id AS v FROM factories WHERE id = ANY(${ids(ic, 'factories')})`),
  };
}

const identOf = (v: Body) => (v.identification_number ? String(v.identification_number).trim().toLowerCase() : '');

/** Indexes of the rows whose site already has an element with their identification number. */
async function inDatabase(runner: Runner, batch: BatchRow[]): Promise<Set<number>> {
  const at: number[] = [];
  const sites: number[] = [];
  const idents: string[] = [];
  batch.forEach((r, i) => {
    const ident = identOf(r.body);
    if (!ident) return;
    at.push(i); sites.push(r.body.factory as number); idents.push(ident);
  });
  if (!at.length) return new Set();
  // elements_factory_identification_idx: one index probe per row.
  const found = await rows<{ i: number }>(runner, sql`SELECT x.i FROM unnest(${intArr(at)}, ${intArr(sites)}, ${sql.param(idents)}::text[]) AS x(i, f, n)
    WHERE EXISTS (SELECT 1 FROM elements e WHERE e.factory_id = x.f AND lower(e.identification_number) = x.n)`);
  return new Set(found.map((r) => r.i));
}

/**
 * The rows of the batch the API would create; the others' errors are added to `errors` (a
 * duplicate in the database alone, as the row-by-row write threw it before the hook ran).
 */
export async function checkElements(runner: Runner, ic: ImportContext, places: Places, batch: BatchRow[], errors: RowError[]): Promise<BatchRow[]> {
  const duplicates = await inDatabase(runner, batch);
  return batch.filter((r, i) => {
    const fields: FieldErrors = duplicates.has(i)
      ? { identification_number: [{ key: 'api.imports.errors.duplicate_in_database' }] }
      : placeErrors(places, r.body);
    if (!Object.keys(fields).length) return true;
    ic.addFieldErrors(fields, r.tab, r.line, r.body, errors);
    return false;
  });
}

/** The rows as `elements` records (the hook's defaults: '' for emptied texts, the site's company). */
function recordOf(places: Places, id: number, v: Body) {
  const text = (x: unknown) => (x == null ? '' : String(x));
  return {
    id, company_id: places.siteCompany.get(v.factory as number), factory_id: v.factory, building_id: v.building,
    regulation_id: v.regulation, element_type_id: v.element_type, group_id: v.group ?? null, designation: v.designation,
    identification_number: text(v.identification_number), expiry_date: v.expiry_date ?? null,
    repere_1: text(v.repere_1), repere_2: text(v.repere_2),
  };
}

/** Inserts checked rows (checkElements) and generates what a create generates. Returns how many. */
export async function insertElements(tx: Runner, places: Places, batch: BatchRow[]): Promise<number[]> {
  if (!batch.length) return [];
  const adding = new Map<number, number>();
  for (const r of batch) {
    const company = places.siteCompany.get(r.body.factory as number);
    if (company !== undefined) adding.set(company, (adding.get(company) ?? 0) + 1);
  }
  await checkElementLimit(tx, adding);
  const [{ list }] = await rows<{ list: number[] }>(tx, sql`SELECT array_agg(nextval(pg_get_serial_sequence('elements', 'id'))::int) AS list
    FROM generate_series(1, ${batch.length})`);
  const records = batch.map((r, i) => recordOf(places, list[i], r.body));
  await tx.execute(sql`INSERT INTO elements (id, company_id, factory_id, building_id, regulation_id, element_type_id, group_id,
      designation, identification_number, expiry_date, repere_1, repere_2)
    SELECT id, company_id, factory_id, building_id, regulation_id, element_type_id, group_id,
      designation, identification_number, expiry_date, repere_1, repere_2
    FROM jsonb_populate_recordset(NULL::elements, ${JSON.stringify(records)}::jsonb)`);
  // The first controls count from each row's last control date, else its creation day (as one create).
  const last = batch.map((r, i) => [list[i], r.body.last_control_date] as const).filter(([, d]) => typeof d === 'string');
  const lastIds = intArr(last.map(([id]) => id));
  const lastDays = sql`${sql.param(last.map(([, d]) => d))}::date[]`;
  const idList = sql`SELECT unnest(${intArr(list)})`;
  await generateControls(tx, {
    elements: idList,
    from: last.length
      ? sql`COALESCE((${lastDays})[array_position(${lastIds}, e.id)], ${CREATION_DAY})`
      : CREATION_DAY,
  });
  await generateObligations(tx, idList);
  await refreshCompliance(tx, idList);
  return list;
}
