// Why an element is non-compliant, and a person's verdict:
//   GET  /elements/{id}/conformity/  { conformity, reasons: [...] }: the late blocking controls, the
//        verdict that holds (an express report's, a control's result, a person's) and a passed expiry date
//   POST /elements/{id}/conformity/  { conformity, remark? }: a person sets or lifts the verdict
//        (today; who and when in the element's history). Edit right on elements; locked: 400.
// Activity-log rows: building (a person's verdict on an element; tests/api/access/activity.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ctxOf } from '../../auth/guard';
import { actorOf, recordActivity } from '../../crud/activity-record';
import { fetchOne } from '../../crud/rows';
import { rows, type Runner } from '../../crud/sql';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { nonFieldError, notFound } from '../../http/errors';
import { pathId } from '../../http/ids';
import { parisDay, parisTodaySql } from './conformity';
import { elements } from './resource';
import { recordVerdicts } from './verdicts';
import { openControlSql } from '../controls/open';

const body = z.strictObject({ conformity: z.enum(['compliant', 'non_compliant']), remark: z.string().max(2000).optional() });

/** The reasons, most decisive first: the verdict that holds, late controls, the expiry date. */
export async function conformityReasons(db: Runner, id: number) {
  const [e] = await rows<{ non_compliant: boolean; conformity: string; expiry_date: string | null; expired: boolean }>(db, sql`
    SELECT non_compliant, conformity, expiry_date::text AS expiry_date, coalesce(expiry_date < ${parisTodaySql}, false) AS expired
    FROM elements WHERE id = ${id}`);
  const reasons: Record<string, unknown>[] = [];
  if (e.conformity === 'non_compliant') {
    const [v] = await rows<Record<string, unknown>>(db, sql`SELECT v.source, v.day::text AS day, v.remark, v.express_report_id AS report,
        x.file_name AS report_file, v.control_id AS control, k.designation AS control_designation,
        trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS user_name, v.created_at AS recorded_at
      FROM element_verdicts v LEFT JOIN express_reports x ON x.id = v.express_report_id LEFT JOIN controls k ON k.id = v.control_id
        LEFT JOIN users u ON u.id = v.user_id
      WHERE v.element_id = ${id} ORDER BY v.day DESC, v.id DESC LIMIT 1`);
    reasons.push({ kind: 'verdict', ...(v ?? { source: 'user', day: null }) });
  }
  const late = await rows<Record<string, unknown>>(db, sql`SELECT k.id AS control, k.designation, k.next_date::text AS next_date
    FROM controls k WHERE k.element_id = ${id} AND ${openControlSql('k.status')} AND k.leads_to_non_compliance
      AND k.next_date < ${parisTodaySql} ORDER BY k.next_date, k.id`);
  for (const k of late) reasons.push({ kind: 'late_control', ...k });
  if (e.expired) reasons.push({ kind: 'expired', expiry_date: e.expiry_date });
  return { conformity: e.non_compliant ? 'non_compliant' : 'compliant', reasons };
}

export const conformityRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['elements'];
  const elementOf = async (tx: Runner, req: FastifyRequest) => {
    const row = await fetchOne(tx, elements, ctxOf(req), pathId((req.params as { id: string }).id));
    if (!row) throw notFound();
    return row;
  };

  r.get('/elements/:id/conformity/', { schema: { tags }, config: { access: rights('baseregulationmodel', 'view') } }, async (req) =>
    conformityReasons(db, (await elementOf(db, req)).id as number));

  r.post('/elements/:id/conformity/', { schema: { body, tags }, config: { access: rights('baseregulationmodel', 'edit') } }, async (req) => {
    const ctx = ctxOf(req);
    return db.transaction(async (tx) => {
      const el = await elementOf(tx, req);
      if (el.locked) throw nonFieldError('api.elements.errors.locked');
      const id = el.id as number;
      await tx.execute(sql`SELECT 1 FROM elements WHERE id = ${id} FOR UPDATE`);
      const changes = await recordVerdicts(tx, [{ element: id, verdict: req.body.conformity, source: 'user', user: ctx.user.id,
        day: parisDay(), remark: req.body.remark ?? '' }]);
      const c = changes.get(id)!;
      await recordActivity(tx, actorOf(ctx), {
        action: 'update', objectType: 'elements', objectId: id, objectLabel: String(el.designation),
        scope: { company: el.company as number, factory: el.factory as number, building: el.building as number },
        changes: { verdict: [null, req.body.conformity], ...(c.before !== c.after ? { conformity: [c.before, c.after] } : {}),
          ...(req.body.remark ? { remark: [null, req.body.remark] } : {}) },
      });
      return conformityReasons(tx, id);
    });
  });
};
