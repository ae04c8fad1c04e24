// POST /express-reports/ as multipart: one PDF in `file` (sniffed: anything else is invalid_type;
// too big invalid_size; failed_upload/other), optional `factory` and `regulation` in the caller's
// scope. Creates the row (being_analysed) and queues the analysis (jobs.ts) once committed.
// Activity-log rows: company (an express report (a company's, maybe a site's; no building)).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../auth/context';
import { recordActivity, actorOf } from '../../crud/activity-record';
import { fetchOne } from '../../crud/rows';
import { rows } from '../../crud/sql';
import { checkReferences } from '../../crud/write';
import type { ServerResource } from '../../crud/types';
import type { AppDeps } from '../../http/deps';
import { DetailError, fieldError, ValidationError } from '../../http/errors';
import { receiveUpload } from '../../storage/upload';
import { uploadBodies } from './hooks';
import { enqueueAnalysis } from './jobs';

const ALLOWED_FIELDS = ['factory', 'regulation'];

function formIds(fields: Record<string, string | string[]>): { factory: number | null; regulation: number | null } {
  const out: Record<string, number | null> = { factory: null, regulation: null };
  for (const [name, raw] of Object.entries(fields)) {
    if (!ALLOWED_FIELDS.includes(name)) throw new ValidationError({ [name.slice(0, 100)]: [{ key: 'api.validation.unknown_field' }] });
    const value = [raw].flat()[0].trim();
    if (value === '' || value === 'null') continue;
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw fieldError(name, 'invalid');
    out[name] = Number(value);
  }
  return out as { factory: number | null; regulation: number | null };
}

export async function uploadExpressReport(res: ServerResource, deps: AppDeps, req: FastifyRequest, ctx: RequestContext) {
  const { store, db } = deps;
  const month = new Date().toISOString().slice(0, 7).replace('-', '/');
  const file = await receiveUpload(req, { store, accept: ['pdf'], key: (safe) => `express-reports/${month}/${randomUUID()}-${safe}` });
  try {
    const ids = formIds(file.fields);
    const row = await db.transaction(async (tx) => {
      await checkReferences(tx, res, ctx, ids);
      const [site] = ids.factory == null ? [] : await rows<{ company_id: number }>(tx, sql`SELECT company_id FROM factories WHERE id = ${ids.factory}`);
      const company = site?.company_id ?? ctx.selectedCompany ?? ctx.companies.find((c) => ctx.tiers.get(c) !== 'start') ?? ctx.companies[0];
      if (company == null) throw fieldError('factory', 'required');
      if (ctx.tiers.get(company) === 'start') throw new DetailError(403, { key: 'api.errors.tier_required', params: { tier: 'pro' } });
      const body = { ...ids };
      uploadBodies.add(body);
      await res.hooks?.beforeWrite?.(tx, ctx, body, null);
      const [created] = await rows<{ id: number }>(tx, sql`INSERT INTO express_reports (company_id, factory_id, regulation_id, file_name, blob_key, size, author_id)
        VALUES (${company}, ${ids.factory}, ${ids.regulation}, ${file.name.slice(0, 255)}, ${file.key}, ${file.size}, ${ctx.user.id}) RETURNING id`);
      await recordActivity(tx, actorOf(ctx), { action: 'create', objectType: res.def.name, objectId: created.id, objectLabel: file.name,
        scope: { company, factory: ids.factory, building: null } });
      return (await fetchOne(tx, res, ctx, created.id, { scoped: false }))!;
    });
    await enqueueAnalysis(deps.jobs, row.id as number, req.log);
    return row;
  } catch (err) {
    await store.delete(file.key).catch(() => {});
    throw err;
  }
}
