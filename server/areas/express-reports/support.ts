// GET /support/express-reports/: support's queue (spec §2 /support/rxpress), every company's
// reports whatever company support has selected, by status and age, with pages, duration and a
// summary of the result. Support opens and checks them through the normal routes.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPRESS_REPORT_STATUSES } from '../../../resources/expressReports';
import { and, rows } from '../../crud/sql';
import { SUPPORT } from '../../http/access';
import type { AppDeps } from '../../http/deps';

const query = z.object({
  status: z.string().max(200).optional(),
  company: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  ordering: z.enum(['age', '-age']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export const supportQueueRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/support/express-reports/', { schema: { querystring: query, tags: ['support'] }, config: { access: SUPPORT } }, async (req) => {
    const q = req.query;
    const statuses = (q.status ?? '').split(',').filter((s) => (EXPRESS_REPORT_STATUSES as readonly string[]).includes(s));
    const where = and([
      statuses.length ? sql`x.status::text = ANY(${sql.param(statuses)}::text[])` : undefined,
      q.company ? sql`x.company_id = ${q.company}` : undefined,
    ]);
    // Oldest first by default: the queue is worked from the report waiting longest.
    const order = q.ordering === '-age' ? sql`x.deposit_date DESC, x.id DESC` : sql`x.deposit_date ASC, x.id ASC`;
    const [{ count }] = await rows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM express_reports x WHERE ${where}`);
    const results = await rows(db, sql`SELECT x.id, x.company_id AS company, c.name AS company_name, x.status, x.file_name AS file,
        to_char(x.deposit_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS deposit_date,
        round(extract(epoch FROM now() - x.deposit_date) / 3600)::int AS age_hours, x.pages, x.duration, x.validation_pending,
        x.analysis_error,
        jsonb_build_object(
          'elements', coalesce(jsonb_array_length(x.result->'elements'), 0),
          'observations', coalesce(jsonb_array_length(x.result->'observations'), 0),
          'not_found', (SELECT count(*)::int FROM jsonb_array_elements(coalesce(x.result->'observations', '[]')) o
            WHERE o->>'proposal' = 'element_not_found'),
          'inspection_date', x.result->'inspection_date'->>'value') AS summary
      FROM express_reports x JOIN companies c ON c.id = x.company_id WHERE ${where}
      ORDER BY ${order} LIMIT ${q.limit ?? 100} OFFSET ${q.offset ?? 0}`);
    return { count, results };
  });
};
