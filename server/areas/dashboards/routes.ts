// The dashboards' routes (spec §7, §9): GET /dashboard/main/ (the greeting), the seven
// /dashboard/main/control_cycle_<cycle>/ and /dashboard/conformity/<name>/. They accept only
// `page` and `tab` (anything else: 400) and may be cached 5 minutes by the browser (private:
// the answer is the caller's). Rights: the dashboard area's view for the main dashboard (every
// user's, like the preferred dashboard: account/profile.ts); the score needs the
// conformityscorehistory area's view and 'score' (or the old 'conformity') in the user's
// dashboard access, else 403.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONFORMITY_CARDS, conformityCardSchema, conformityFormulaSchema, conformityHistorySchema, conformityImproveSchema,
  DASHBOARD_CYCLES, dashboardCycleSchema, dashboardMainSchema, dashboardScoreSchema,
} from '../../../resources/dashboards';
import { resources } from '../../../resources';
import type { RequestContext } from '../../auth/context';
import { ctxOf } from '../../auth/guard';
import { can } from '../../auth/rights';
import { countRows } from '../../crud/rows';
import { parseListQuery } from '../../crud/query';
import { resourceOf } from '../../crud/registry';
import { rights } from '../../http/access';
import type { Db } from '../../db/pool';
import type { AppDeps } from '../../http/deps';
import { fieldError, forbidden } from '../../http/errors';
import { card, summary } from './cards';
import { cycle } from './cycles';
import { WEIGHTS } from './formula';
import { historyOf } from './history';
import { improve } from './improve';
import { branchParam, parseBranches, withinBranches } from '../branches/scope';

const text = z.union([z.string().max(100), z.array(z.string().max(100)).max(5)]).optional();
/**
 * Page and tab (spec §9), and `branch` (issue 29: the dashboards over a branch's sites):
 * z.strictObject refuses any other parameter.
 */
const query = z.strictObject({ page: text, tab: text, branch: branchParam });
const tags = ['dashboard'];
const MAIN = { access: rights('dashboard', 'view') };
// Express reports are a pro feature: their cycle is refused below pro like every other pro route.
const MAIN_PRO = { access: rights('dashboard', 'view', 'pro') };
const SCORE = { access: rights('conformityscorehistory', 'view') };

function checkPage(q: z.infer<typeof query>): void {
  const page = Array.isArray(q.page) ? q.page[q.page.length - 1] : q.page;
  if (page !== undefined && !/^\d{1,6}$/.test(page)) throw fieldError('page', 'invalid_integer');
}

/** The score is a dashboard the user must have been given (users.dashboard_access). */
function checkScoreAccess(ctx: RequestContext): void {
  const granted = ctx.user.dashboardAccess;
  if (ctx.user.role !== 'support' && !granted.includes('score') && !granted.includes('conformity')) {
    throw forbidden('dashboard_denied', { dashboard: 'score' });
  }
}

const cached = (reply: FastifyReply) => reply.header('cache-control', 'private, max-age=300');

export const dashboardRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Dashboards read from the replica when there is one (server/db/reads.ts).
  const dbOf = (req: FastifyRequest) => deps.reads?.db(req) ?? deps.db;
  /** The caller's context, narrowed to `?branch=` when given. */
  const scoped = (req: FastifyRequest) =>
    withinBranches(dbOf(req), ctxOf(req), parseBranches((req.query as z.infer<typeof query>).branch));

  r.get('/dashboard/main/', { schema: { querystring: query, response: { 200: dashboardMainSchema }, tags }, config: MAIN }, async (req, reply) => {
    checkPage(req.query);
    const ctx = await scoped(req);
    const elements = resourceOf('elements');
    // The count of GET /elements/count/ (the greeting's "elements managed"); 0 without that right.
    const count = elements && can(ctx.rights, resources.elements.area, 'view')
      ? await countRows(dbOf(req), elements, ctx, parseListQuery(resources.elements, {}, false)) : 0;
    cached(reply);
    return { first_name: ctx.user.firstName, last_name: ctx.user.lastName, element_count: count };
  });

  for (const name of DASHBOARD_CYCLES) {
    r.get(`/dashboard/main/control_cycle_${name}/`, { schema: { querystring: query, response: { 200: dashboardCycleSchema }, tags },
      config: name === 'express_repport' ? MAIN_PRO : MAIN },
      async (req, reply) => {
        checkPage(req.query);
        // The caller's whole context and the lists' `branch` filter: each count is its list's.
        const answer = await cycle(dbOf(req), ctxOf(req), name, parseBranches(req.query.branch));
        cached(reply);
        return answer;
      });
  }

  for (const name of CONFORMITY_CARDS) {
    r.get(`/dashboard/conformity/${name}/`, { schema: { querystring: query, response: { 200: conformityCardSchema }, tags }, config: SCORE },
      async (req, reply) => {
        checkPage(req.query);
        const ctx = await scoped(req);
        checkScoreAccess(ctx);
        const answer = await card(dbOf(req), ctx, name);
        cached(reply);
        return answer;
      });
  }

  // GET /dashboard/{name}/ (spec §7): the score dashboard's summary, under its name and the old one
  // ('conformity', mapped to 'score' like the stored preference). /dashboard/main/ is above.
  for (const name of ['score', 'conformity']) {
    r.get(`/dashboard/${name}/`, { schema: { querystring: query, response: { 200: dashboardScoreSchema }, tags }, config: SCORE },
      async (req, reply) => {
        checkPage(req.query);
        const ctx = await scoped(req);
        checkScoreAccess(ctx);
        const out = await summary(dbOf(req), ctx);
        cached(reply);
        return out;
      });
  }

  const more = [
    ['history', conformityHistorySchema, (ctx: RequestContext, db: Db) => historyOf(db, ctx)],
    ['improve', conformityImproveSchema, (ctx: RequestContext, db: Db) => improve(db, ctx)],
    ['formula', conformityFormulaSchema, async () => ({ weights: { ...WEIGHTS }, text_key: 'dashboard.score.formula' })],
  ] as const;
  for (const [name, schema, answer] of more) {
    r.get(`/dashboard/conformity/${name}/`, { schema: { querystring: query, response: { 200: schema }, tags }, config: SCORE },
      async (req, reply) => {
        checkPage(req.query);
        const ctx = await scoped(req);
        checkScoreAccess(ctx);
        const out = await answer(ctx, dbOf(req));
        cached(reply);
        return out;
      });
  }
};
