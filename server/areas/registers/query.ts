// The regulatory register of one site (Code du travail L4711-1 to L4711-5): per regulation and
// element, the verifications done, the observations and their follow-up, the open deadlines.
// Read with the caller's scope: their regulations and, on a site seen through some buildings,
// those buildings only (the same rules as the elements, controls and tasks lists).
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { intArr, rows, type Runner } from '../../crud/sql';
import { openControlSql } from '../controls/open';
import { parisTodaySql } from '../elements/conformity';

export interface RegisterFilter {
  factory: number;
  building?: number | null;
  regulation?: number | null;
}

export interface RegisterVerification { date: string; body: string; result: string | null; remark: string; documents: string[] }
export interface RegisterObservation { description: string; status: string; deadline: string | null; created: string; closed: string | null }
export interface RegisterDeadline { designation: string; next_date: string; late: boolean }
export interface RegisterElement {
  id: number; designation: string; identification: string; building: string;
  verifications: RegisterVerification[]; observations: RegisterObservation[]; deadlines: RegisterDeadline[];
}
export interface Register {
  company: { id: number; name: string };
  site: { id: number; name: string };
  building: string | null;
  regulation: string | null;
  regulations: { id: number; name: string; elements: RegisterElement[] }[];
}

/** The elements of the register (its size decides between the file now and a job). */
export function elementCondition(ctx: RequestContext, f: RegisterFilter) {
  return sql`e.factory_id = ${f.factory} AND e.regulation_id = ANY(${intArr(ctx.regulations)})
    AND ${buildingScope(ctx, sql`e.factory_id`, sql`e.building_id`)}
    ${f.building ? sql`AND e.building_id = ${f.building}` : sql``}
    ${f.regulation ? sql`AND e.regulation_id = ${f.regulation}` : sql``}`;
}

export async function countRegisterElements(db: Runner, ctx: RequestContext, f: RegisterFilter): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM elements e WHERE ${elementCondition(ctx, f)}`);
  return r.n;
}

const OPEN = openControlSql('k.status');

export async function registerOf(db: Runner, ctx: RequestContext, f: RegisterFilter): Promise<Register> {
  const [head] = await rows<{ cid: number; cname: string; fid: number; fname: string; bname: string | null; rname: string | null }>(db, sql`
    SELECT c.id AS cid, c.name AS cname, f.id AS fid, f.name AS fname,
      (SELECT name FROM buildings WHERE id = ${f.building ?? null}::int) AS bname,
      (SELECT name FROM regulations WHERE id = ${f.regulation ?? null}::int) AS rname
    FROM factories f JOIN companies c ON c.id = f.company_id WHERE f.id = ${f.factory}`);
  const where = elementCondition(ctx, f);
  const els = await rows<{ id: number; designation: string; identification: string; building: string; rid: number; rname: string }>(db, sql`
    SELECT e.id, e.designation, e.identification_number AS identification, b.name AS building, r.id AS rid, r.name AS rname
    FROM elements e JOIN buildings b ON b.id = e.building_id JOIN regulations r ON r.id = e.regulation_id
    WHERE ${where} ORDER BY r.name, r.id, e.designation, e.id`);
  // Verifications done: the finished controls, with who performed them (the control
  // intervention's inspector, else the requirement) and the reports filed on them.
  const done = await rows<{ element: number; date: string; body: string; result: string | null; remark: string; documents: string[] }>(db, sql`
    SELECT k.element_id AS element, k.completed_date::text AS date,
      coalesce(nullif(i.participant, ''), k.controller_requirement) AS body, k.result::text AS result, k.result_remark AS remark,
      ARRAY(SELECT d.name || ' (n° ' || d.id || ')' FROM documents d WHERE d.id IN (
        SELECT dc.document_id FROM document_controls dc WHERE dc.control_id = k.id
        UNION SELECT di.document_id FROM document_interventions di WHERE di.intervention_id = k.intervention_id)
        ORDER BY d.id) AS documents
    FROM controls k JOIN elements e ON e.id = k.element_id LEFT JOIN interventions i ON i.id = k.intervention_id
    WHERE ${where} AND k.status = 'finished' AND k.completed_date IS NOT NULL
    ORDER BY k.element_id, k.completed_date DESC, k.id`);
  const tasks = await rows<{ element: number; description: string; status: string; deadline: string | null; created: string; closed: string | null }>(db, sql`
    SELECT t.element_id AS element, t.description, t.status::text AS status, t.deadline::text AS deadline,
      to_char(t.created_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS created,
      to_char(t.closed_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS closed
    FROM tasks t JOIN elements e ON e.id = t.element_id
    WHERE ${where} ORDER BY t.element_id, t.created_at, t.id`);
  const open = await rows<{ element: number; designation: string; next_date: string; late: boolean }>(db, sql`
    SELECT k.element_id AS element, k.designation, k.next_date::text AS next_date, k.next_date < ${parisTodaySql} AS late
    FROM controls k JOIN elements e ON e.id = k.element_id
    WHERE ${where} AND ${OPEN} ORDER BY k.element_id, k.next_date, k.id`);
  const by = <T extends { element: number }>(list: T[]) => {
    const m = new Map<number, Omit<T, 'element'>[]>();
    for (const { element, ...rest } of list) m.set(element, [...(m.get(element) ?? []), rest]);
    return m;
  };
  const [v, o, d] = [by(done), by(tasks), by(open)];
  const regulations: Register['regulations'] = [];
  for (const e of els) {
    let reg = regulations[regulations.length - 1];
    if (!reg || reg.id !== e.rid) regulations.push((reg = { id: e.rid, name: e.rname, elements: [] }));
    reg.elements.push({
      id: e.id, designation: e.designation, identification: e.identification, building: e.building,
      verifications: (v.get(e.id) ?? []) as RegisterVerification[],
      observations: (o.get(e.id) ?? []) as RegisterObservation[],
      deadlines: (d.get(e.id) ?? []) as RegisterDeadline[],
    });
  }
  return {
    company: { id: head.cid, name: head.cname }, site: { id: head.fid, name: head.fname },
    building: head.bname, regulation: head.rname, regulations,
  };
}
