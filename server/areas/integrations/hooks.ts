// Rules of webhook writes the metadata cannot say: the company (omitted: the caller's current one)
// is on the corpo plan; the URL is http(s) and reaches no private address (ssrf.ts); on create the
// signing secret is made, stored sealed (secret-box.ts) and shown in the answer only. Turning a
// webhook back on clears its failure count.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import type { Runner } from '../../crud/sql';
import type { Hooks } from '../../crud/types';
import { fieldError } from '../../http/errors';
import { corpoCompanyOf } from '../company/corpo-company';
import { seal } from './secret-box';
import { webhookSettings } from './settings';
import { parseWebhookUrl, refusedUrl } from './ssrf';

type Body = Record<string, unknown>;

const shownOnce = new WeakMap<RequestContext, string>();

async function beforeWrite(tx: Runner, ctx: RequestContext, body: Body, row: { before: Body } | null): Promise<Body> {
  const company = corpoCompanyOf(ctx, body, row, 'api.integrations.errors.company_not_corpo');
  if (typeof body.url === 'string') {
    const parsed = parseWebhookUrl(body.url.trim());
    if ('problem' in parsed) throw fieldError('url', `api.integrations.errors.url_${parsed.problem}`);
    if (await refusedUrl(parsed.url, webhookSettings().allowedHosts)) throw fieldError('url', 'api.integrations.errors.url_blocked');
    body = { ...body, url: parsed.url.toString() };
  }
  if (Array.isArray(body.events) && body.events.length === 0) throw fieldError('events', 'api.integrations.errors.no_event');
  if (row) {
    // Switched on again by hand: a fresh count, and no longer marked as disabled.
    return body.active === true && row.before.active === false ? { ...body, failures_in_row: 0, disabled_at: null } : body;
  }
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  shownOnce.set(ctx, secret);
  return { ...body, company, creator_id: ctx.user.id, secret: await seal(tx, secret) };
}

export const webhookHooks: Hooks = {
  beforeWrite,
  createAnswer: (row, ctx) => {
    const secret = shownOnce.get(ctx);
    shownOnce.delete(ctx);
    return secret ? { ...row, secret } : row;
  },
  createAnswerFields: {
    secret: z.string().describe('The signing secret, shown in this answer only: X-Conformite-Signature is sha256=<hex HMAC-SHA256 of the raw body with it>'),
  },
};
