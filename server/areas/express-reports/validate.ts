// Validation of an express report (to_validate → finished), in the caller's transaction: refuses
// while information is missing; creates the `new` observations, closes the `done` ones (done)
// and the dropped ones (no_followup); finishes the open controls of the inspected elements on the
// inspection date (controls/finish.ts: next occurrences by THE date rule) and links them; applies
// each element's verdict (elements/verdicts.ts); files the PDF as a document of those elements;
// records who validated and when, and on each element what it changed (validate-history.ts).
// Activity-log rows: company (the validation of an express report; tests/api/access/activity.ts).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expressResultSchema, type ExpressResult } from '../../../resources/expressReportResult';
import { recordActivity, type Actor } from '../../crud/activity-record';
import { intArr, rows, type Runner } from '../../crud/sql';
import { ValidationError, type Message } from '../../http/errors';
import type { BlobStore } from '../../storage/types';
import { finishControls } from '../controls/finish';
import { refreshCompliance } from '../elements/compliance';
import { recordVerdicts } from '../elements/verdicts';
import { keepWhatItRead } from './read-fields';
import { logValidationOnElements, type ElementEffects } from './validate-history';
import { openControlSql } from '../controls/open';

export const VALIDATE_JOB = 'express-report-validate';

let threshold = Number(process.env.EXPRESS_VALIDATION_JOB_THRESHOLD ?? 200);
/** Elements above which a validation runs as a job (tests lower it). */
export const validationThreshold = () => threshold;
export const setValidationThreshold = (n: number) => { threshold = n; };

let blobStore: BlobStore | null = null;
export const setValidateStore = (store: BlobStore) => { blobStore = store; };

interface Report {
  id: number; company_id: number; factory_id: number | null; regulation_id: number | null; file_name: string;
  blob_key: string; size: number; result: unknown; status: string;
}

/** What validation needs and is missing (empty: it may proceed). */
export function missingInfo(result: ExpressResult | null): Message[] {
  const out: Message[] = [];
  if (!result?.inspection_date.value) out.push({ key: 'api.expressReports.missing.inspection_date' });
  // A body not read is unknown, not "none": the person reads it off the report (issue 26).
  if (!result?.organisation.value?.trim()) out.push({ key: 'api.expressReports.missing.organisation' });
  for (const e of result?.elements ?? []) {
    const name = `${e.identification_number} ${e.designation}`.trim();
    if (e.element == null) out.push({ key: 'api.expressReports.missing.element', params: { name } });
    // A verdict not read would otherwise finish the element's control as if it were compliant.
    if (e.verdict === 'unknown') out.push({ key: 'api.expressReports.missing.verdict', params: { name } });
  }
  for (const o of result?.observations ?? []) {
    const dropped = o.proposal === 'obsolete' || o.proposal === 'no_follow_up';
    if (!dropped && (o.proposal === 'element_not_found' || o.element == null)) {
      out.push({ key: 'api.expressReports.missing.observation', params: { text: o.text.slice(0, 80) } });
    }
  }
  return out;
}

async function copyPdf(report: Report): Promise<string> {
  if (!blobStore) return report.blob_key;
  // The document owns its own copy: deleting it (blob cleanup) must not take the report's PDF.
  const key = `documents/${new Date().toISOString().slice(0, 7).replace('-', '/')}/${randomUUID()}-express-${report.id}.pdf`;
  await blobStore.put(key, await blobStore.get(report.blob_key), { contentType: 'application/pdf' });
  return key;
}

/**
 * An observation's title without the equipment reference the report put before it: "(Palan 148) :
 * crochet déformé" → "crochet déformé". The observation is linked to that element, which the
 * screens show beside it; the prefix only repeated it. Text without such a prefix is unchanged.
 */
export const observationTitle = (text: string): string => {
  const stripped = text.replace(/^\s*\([^()]{1,80}\)\s*[:–-]\s*/u, '').trim();
  return stripped ? stripped.charAt(0).toUpperCase() + stripped.slice(1) : text.trim();
};

export async function validateReport(tx: Runner, id: number, userId: number, opts: { dryRun?: boolean; actor?: Actor; by?: Actor } = {}) {
  const [report] = await rows<Report>(tx, sql`SELECT id, company_id, factory_id, regulation_id, file_name, blob_key, size, result, status
    FROM express_reports WHERE id = ${id} FOR UPDATE`);
  const parsed = expressResultSchema.safeParse(report.result);
  const result = parsed.success ? parsed.data : null;
  const missing = missingInfo(result);
  if (missing.length || !result) throw new ValidationError({ status: missing });
  if (opts.dryRun) return;
  const day = result.inspection_date.value!;
  const company = report.company_id;
  const effects = new Map<number, ElementEffects>();
  const effectOf = (el: number) => {
    if (!effects.has(el)) effects.set(el, { controls: [], tasksCreated: [], tasksClosed: [] });
    return effects.get(el)!;
  };

  const observations = [];
  for (const o of result.observations) {
    let task = o.task;
    if (o.proposal === 'new' && o.element != null) {
      const [created] = await rows<{ id: number }>(tx, sql`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id,
          description, origin, express_report_id)
        SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id, ${observationTitle(o.text)}, 'express_report', ${id}
        FROM elements e WHERE e.id = ${o.element} AND e.company_id = ${company} RETURNING id`);
      task = created?.id ?? null;
      if (task != null) effectOf(o.element).tasksCreated.push(task);
    } else if (task != null && (o.proposal === 'done' || o.proposal === 'no_follow_up' || o.proposal === 'obsolete')) {
      const status = o.proposal === 'done' ? 'done' : 'no_followup';
      const closed = await rows<{ element_id: number }>(tx, sql`UPDATE tasks SET status = ${status}, closed_at = now(), closed_by_id = ${userId},
          updated_at = now()
        WHERE id = ${task} AND company_id = ${company} AND status IN ('not_started', 'doing') RETURNING element_id`);
      if (closed[0]) effectOf(closed[0].element_id).tasksClosed.push(task);
    }
    observations.push({ ...o, task });
  }

  const elementIds = [...new Set(result.elements.map((e) => e.element).filter((e): e is number => e != null))];
  for (const el of elementIds) effectOf(el);
  const controlIds = (await rows<{ id: number }>(tx, sql`SELECT id FROM controls WHERE company_id = ${company}
    AND element_id = ANY(${intArr(elementIds)}) AND ${openControlSql('status')}
    AND (${report.regulation_id}::int IS NULL OR regulation_id = ${report.regulation_id})`)).map((r) => r.id);
  if (controlIds.length) {
    const done = await finishControls(tx, sql`SELECT unnest(${intArr(controlIds)})`, sql`${day}::date`);
    await tx.execute(sql`INSERT INTO express_report_controls (report_id, control_id) SELECT ${id}, unnest(${intArr(controlIds)}) ON CONFLICT DO NOTHING`);
    // The report's verdict is the result of the controls it finished (its own verdict row below, once per element).
    await tx.execute(sql`UPDATE controls k SET result = v.verdict::conformity
      FROM jsonb_to_recordset(${JSON.stringify(result.elements)}::jsonb) AS v(element int, verdict text)
      WHERE k.id = ANY(${intArr(done.controls)}) AND k.element_id = v.element AND v.verdict IN ('compliant', 'non_compliant')`);
    const finished = await rows<{ id: number; element_id: number }>(tx, sql`SELECT id, element_id FROM controls WHERE id = ANY(${intArr(done.controls)})`);
    for (const k of finished) effectOf(k.element_id).controls.push(k.id);
    if (done.elements.length) await refreshCompliance(tx, sql`SELECT unnest(${intArr(done.elements)})`);
  }
  // Each element's verdict, on the inspection date: non_compliant holds whatever its controls say.
  const verdicts = result.elements.flatMap((e) => (e.element != null && (e.verdict === 'compliant' || e.verdict === 'non_compliant')
    ? [{ element: e.element, verdict: e.verdict, source: 'report' as const, report: id, user: userId, day }] : []));
  const changes = await recordVerdicts(tx, verdicts);
  for (const v of verdicts) Object.assign(effectOf(v.element), { verdict: v.verdict, conformity: changes.get(v.element) });

  const key = await copyPdf(report);
  const [doc] = await rows<{ id: number }>(tx, sql`INSERT INTO documents (company_id, name, status, content_type, size, blob_key, regulation_id,
      author_id, text_content, text_extracted_at)
    VALUES (${company}, ${report.file_name}, 'online', 'application/pdf', ${report.size}, ${key}, ${report.regulation_id}, ${userId},
      (SELECT coalesce(string_agg(text, E'\n' ORDER BY page), '') FROM express_report_pages WHERE report_id = ${id}), now()) RETURNING id`);
  await tx.execute(sql`INSERT INTO document_elements (document_id, element_id) SELECT ${doc.id}, unnest(${intArr(elementIds)}) ON CONFLICT DO NOTHING`);
  await tx.execute(sql`INSERT INTO document_factories (document_id, factory_id)
    SELECT DISTINCT ${doc.id}::int, factory_id FROM elements WHERE id = ANY(${intArr(elementIds)}) ON CONFLICT DO NOTHING`);
  if (controlIds.length) await tx.execute(sql`INSERT INTO document_controls (document_id, control_id) SELECT ${doc.id}, unnest(${intArr(controlIds)}) ON CONFLICT DO NOTHING`);

  const finalResult: ExpressResult = { ...result, observations };
  await tx.execute(sql`UPDATE express_reports SET status = 'finished', result = ${JSON.stringify(finalResult)}::jsonb, validation_date = now(),
    validated_by_id = ${userId}, document_id = ${doc.id}, validation_pending = false, updated_at = now() WHERE id = ${id}`);
  await keepWhatItRead(tx, id, finalResult);
  if (opts.actor) {
    await recordActivity(tx, opts.actor, { action: 'status', objectType: 'express-reports', objectId: id, objectLabel: report.file_name,
      scope: { company, factory: report.factory_id, building: null }, changes: { status: [report.status, 'finished'] } });
  }
  const by = opts.by ?? opts.actor;
  if (by) await logValidationOnElements(tx, by, { id, file: report.file_name, day, document: doc.id }, effects);
  const created = observations.filter((o, i) => o.task != null && result.observations[i].task == null).length;
  return { tasks: created, controls: controlIds.length, document: doc.id };
}
