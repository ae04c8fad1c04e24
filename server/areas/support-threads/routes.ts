// Support conversations (spec §1 services quote, §2 help and support contact):
//   GET  /support-threads/                 the caller's company's threads (support: every company's,
//                                          whatever company is selected), newest first, with unread counts
//   POST /support-threads/ {subject, message[, company]}   opens a thread (company side only)
//   GET  /support-threads/{id}/messages/   the thread and its messages; marks it read for the caller's side
//   POST /support-threads/{id}/messages/ {text}            answers; the other side is told by e-mail
// A thread belongs to its company: anyone of that company reads and answers it, support staff
// every thread; anyone else gets 404 (declared `owner`).
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import { ctxOf } from '../../auth/guard';
import { intArr, rows, type Runner } from '../../crud/sql';
import { textProblem } from '../../crud/values';
import { AUTHENTICATED, OWNER } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { fieldError, forbidden, notFound, ValidationError } from '../../http/errors';
import { idFromText, pathId } from '../../http/ids';
import { SUPPORT_NOTIFY_JOB } from './notify';

const tags = ['support-threads'];
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 10_000;
const isSupport = (ctx: RequestContext) => ctx.user.role === 'support';
const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/**
 * The threads the caller reaches: their companies'. Support: every company's, whatever company is
 * selected, as support's express-report queue does: the inbox is one queue across customers, and
 * a thread opened from a link must not be "introuvable" because another company is in force.
 */
const reach = (ctx: RequestContext): SQL => (isSupport(ctx) ? sql`true` : sql`th.company_id = ANY(${intArr(ctx.companies)})`);

/** Unread: the other side's messages since the caller's side last read the thread. */
const unread = (ctx: RequestContext): SQL => (isSupport(ctx)
  ? sql`(SELECT count(*)::int FROM support_messages m WHERE m.thread_id = th.id AND NOT m.from_support AND (th.support_read_at IS NULL OR m.created_at > th.support_read_at))`
  : sql`(SELECT count(*)::int FROM support_messages m WHERE m.thread_id = th.id AND m.from_support AND m.created_at > th.company_read_at)`);

const threadSelect = (ctx: RequestContext) => sql`th.id, th.subject, th.company_id AS company, c.name AS company_name,
  th.author_id AS author, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS author_name,
  ${iso('th.created_at')} AS created_at, ${iso('th.last_message_at')} AS last_message_at, ${unread(ctx)} AS unread
  FROM support_threads th JOIN companies c ON c.id = th.company_id LEFT JOIN users u ON u.id = th.author_id`;

/** A text field of a body: required, not blank, at most `max` characters, no control characters. */
function textField(body: Record<string, unknown>, field: string, max: number, errors: Record<string, { key: string; params?: Record<string, number> }[]>) {
  const v = body[field];
  if (v === undefined || v === null) errors[field] = [{ key: 'api.validation.required' }];
  else if (typeof v !== 'string') errors[field] = [{ key: 'api.validation.invalid_string' }];
  else if (!v.trim()) errors[field] = [{ key: 'api.validation.blank' }];
  else if (v.length > max) errors[field] = [{ key: 'api.validation.max_length', params: { max } }];
  else if (textProblem(v)) errors[field] = [{ key: `api.validation.${textProblem(v)}` }];
  return typeof v === 'string' ? v.trim() : '';
}

async function threadOf(db: Runner, ctx: RequestContext, id: number) {
  const [th] = await rows<{ id: number; subject: string; company: number; company_name: string; unread: number }>(db,
    sql`SELECT ${threadSelect(ctx)} WHERE th.id = ${id} AND ${reach(ctx)}`);
  if (!th) throw notFound();
  return th;
}

async function addMessage(deps: AppDeps, ctx: RequestContext, thread: number, text: string) {
  const fromSupport = isSupport(ctx);
  const side = fromSupport ? sql`support_read_at` : sql`company_read_at`;
  const [m] = await rows<{ id: number }>(deps.db, sql`WITH m AS (
      INSERT INTO support_messages (thread_id, author_id, from_support, text) VALUES (${thread}, ${ctx.user.id}, ${fromSupport}, ${text})
      RETURNING id, created_at)
    UPDATE support_threads SET last_message_at = m.created_at, ${side} = m.created_at FROM m WHERE support_threads.id = ${thread}
    RETURNING m.id`);
  await deps.jobs.enqueue(SUPPORT_NOTIFY_JOB, { messageId: m.id }, { userId: ctx.user.id, companyId: null });
  return m.id;
}

async function messagesOf(db: Runner, thread: number) {
  return rows(db, sql`SELECT m.id, m.text, m.from_support, m.author_id AS author,
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS author_name, ${iso('m.created_at')} AS created_at
    FROM support_messages m LEFT JOIN users u ON u.id = m.author_id WHERE m.thread_id = ${thread} ORDER BY m.created_at, m.id LIMIT 2000`);
}

export const supportThreadRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get('/support-threads/', { schema: { tags }, config: { access: AUTHENTICATED } }, async (req) => {
    const ctx = ctxOf(req);
    const results = await rows(db, sql`SELECT ${threadSelect(ctx)} WHERE ${reach(ctx)} ORDER BY th.last_message_at DESC, th.id DESC LIMIT 500`);
    return { next: null, previous: null, results };
  });

  app.post('/support-threads/', { schema: { body: z.looseObject({}), tags }, config: { access: AUTHENTICATED } }, async (req, reply) => {
    const ctx = ctxOf(req);
    // Support staff answer threads; they open none (a thread is a company's question).
    if (isSupport(ctx)) throw forbidden('permission_denied');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, { key: string; params?: Record<string, number> }[]> = {};
    const subject = textField(body, 'subject', SUBJECT_MAX, errors);
    const message = textField(body, 'message', MESSAGE_MAX, errors);
    let company = ctx.companies[0];
    if (body.company !== undefined && body.company !== null) {
      const id = idFromText(String(body.company));
      if (id === null || !ctx.companies.includes(id)) errors.company = [{ key: 'api.validation.does_not_exist', params: { id: Number(id ?? 0) } }];
      else company = id;
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    if (company === undefined) throw fieldError('company', 'required');
    const [th] = await rows<{ id: number }>(db, sql`INSERT INTO support_threads (company_id, author_id, subject)
      VALUES (${company}, ${ctx.user.id}, ${subject}) RETURNING id`);
    await addMessage(deps, ctx, th.id, message);
    return reply.code(201).send(await threadOf(db, ctx, th.id));
  });

  app.get('/support-threads/:id/messages/', { schema: { tags }, config: { access: OWNER } }, async (req) => {
    const ctx = ctxOf(req);
    const thread = await threadOf(db, ctx, pathId((req.params as { id: string }).id));
    const results = await messagesOf(db, thread.id);
    // Read: the caller's side has now seen every message.
    await rows(db, isSupport(ctx)
      ? sql`UPDATE support_threads SET support_read_at = now() WHERE id = ${thread.id}`
      : sql`UPDATE support_threads SET company_read_at = now() WHERE id = ${thread.id}`);
    return { thread: { ...thread, unread: 0 }, results };
  });

  app.post('/support-threads/:id/messages/', { schema: { body: z.looseObject({}), tags }, config: { access: OWNER } }, async (req, reply) => {
    const ctx = ctxOf(req);
    const thread = await threadOf(db, ctx, pathId((req.params as { id: string }).id));
    const errors: Record<string, { key: string; params?: Record<string, number> }[]> = {};
    const text = textField((req.body ?? {}) as Record<string, unknown>, 'text', MESSAGE_MAX, errors);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const id = await addMessage(deps, ctx, thread.id, text);
    const [created] = (await messagesOf(db, thread.id)).filter((m) => m.id === id);
    return reply.code(201).send(created);
  });
};
