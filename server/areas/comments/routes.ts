// Pinned notes: GET /comments/?object_type=&object_id= (pinned first, then newest), POST
// /comments/ {object_type, object_id, text}, POST /comments/{id}/pin/ and /unpin/, DELETE
// /comments/{id}/ (its author, or whoever may edit the object's area).
// Declared `authenticated`: the right needed depends on the object's type (its area's view to
// read, edit to write), so each handler checks it on the object (objects.ts); objects out of
// scope, or of an area the caller cannot read, answer 404.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ctxOf } from '../../auth/guard';
import { rows, type Runner } from '../../crud/sql';
import { textProblem } from '../../crud/values';
import { AUTHENTICATED } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { DetailError, fieldError, notFound, ValidationError } from '../../http/errors';
import { idFromText, pathId } from '../../http/ids';
import { isObjectType, mayEdit, OBJECT_TYPES, reachObject, type ObjectType } from './objects';

export const NOTE_MAX = 10_000;
const tags = ['comments'];
const config = { access: AUTHENTICATED };

export interface Note {
  id: number; object_type: ObjectType; object_id: number; text: string; author: number | null; author_name: string | null;
  created_at: string; pinned: boolean; pinned_at: string | null; pinned_by: number | null; pinned_by_name: string | null;
}

const NOTE_SELECT = sql`c.id, c.object_type::text AS object_type, c.object_id, c.text, c.author_id AS author,
  nullif(trim(coalesce(au.first_name, '') || ' ' || coalesce(au.last_name, '')), '') AS author_name,
  to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
  c.pinned_at IS NOT NULL AS pinned,
  to_char(c.pinned_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS pinned_at, c.pinned_by_id AS pinned_by,
  nullif(trim(coalesce(pb.first_name, '') || ' ' || coalesce(pb.last_name, '')), '') AS pinned_by_name
  FROM comments c LEFT JOIN users au ON au.id = c.author_id LEFT JOIN users pb ON pb.id = c.pinned_by_id`;

/** object_type and object_id from a query or a body: 400 per field when malformed. */
function objectOf(given: Record<string, unknown>): { type: ObjectType; id: number } {
  const errors: Record<string, { key: string; params?: Record<string, string> }[]> = {};
  const type = given.object_type;
  if (type === undefined || type === '') errors.object_type = [{ key: 'api.validation.required' }];
  else if (!isObjectType(type)) errors.object_type = [{ key: 'api.comments.errors.object_type', params: { types: OBJECT_TYPES.join(', ') } }];
  const rawId = given.object_id;
  const id = typeof rawId === 'number' && Number.isInteger(rawId) ? idFromText(String(rawId)) : typeof rawId === 'string' ? idFromText(rawId) : null;
  if (rawId === undefined || rawId === '') errors.object_id = [{ key: 'api.validation.required' }];
  else if (id === null) errors.object_id = [{ key: 'api.validation.invalid_integer' }];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { type: type as ObjectType, id: id! };
}

async function noteById(db: Runner, id: number): Promise<Note | undefined> {
  return (await rows<Note>(db, sql`SELECT ${NOTE_SELECT} WHERE c.id = ${id}`))[0];
}

export const commentRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get('/comments/', { schema: { querystring: z.looseObject({}), tags }, config }, async (req) => {
    const ctx = ctxOf(req);
    const o = objectOf(req.query as Record<string, unknown>);
    await reachObject(db, ctx, o.type, o.id, 'view');
    const results = await rows<Note>(db, sql`SELECT ${NOTE_SELECT}
      WHERE c.object_type = ${o.type} AND c.object_id = ${o.id}
      ORDER BY (c.pinned_at IS NOT NULL) DESC, c.pinned_at DESC NULLS LAST, c.created_at DESC, c.id DESC LIMIT 1000`);
    return { results };
  });

  // Unknown fields are refused like the engine's (each field's own checks below give its message).
  const body = z.strictObject({ object_type: z.unknown().optional(), object_id: z.unknown().optional(), text: z.unknown().optional() });
  app.post('/comments/', { schema: { body, tags }, config }, async (req, reply) => {
    const ctx = ctxOf(req);
    const body = req.body as Record<string, unknown>;
    const o = objectOf(body);
    const text = body.text;
    if (typeof text !== 'string') throw fieldError('text', text === undefined ? 'required' : 'invalid_string');
    if (!text.trim()) throw fieldError('text', 'blank');
    if (text.length > NOTE_MAX) throw fieldError('text', 'max_length', { max: NOTE_MAX });
    const problem = textProblem(text);
    if (problem) throw fieldError('text', problem);
    const company = await reachObject(db, ctx, o.type, o.id, 'edit');
    const [created] = await rows<{ id: number }>(db, sql`INSERT INTO comments (company_id, object_type, object_id, text, author_id)
      VALUES (${company}, ${o.type}, ${o.id}, ${text}, ${ctx.user.id}) RETURNING id`);
    return reply.code(201).send(await noteById(db, created.id));
  });

  /** A note whose object the caller reaches for `action` (404 otherwise). */
  const reachNote = async (req: { params: unknown }, action: 'view' | 'edit') => {
    const ctx = ctxOf(req as never);
    const note = await noteById(db, pathId((req.params as { id: string }).id));
    if (!note) throw notFound();
    await reachObject(db, ctx, note.object_type, note.object_id, action);
    return { ctx, note };
  };

  for (const pin of [true, false]) {
    app.post(`/comments/:id/${pin ? 'pin' : 'unpin'}/`, { schema: { tags }, config }, async (req) => {
      const { ctx, note } = await reachNote(req, 'edit');
      await db.execute(pin
        ? sql`UPDATE comments SET pinned_at = coalesce(pinned_at, now()), pinned_by_id = coalesce(pinned_by_id, ${ctx.user.id}) WHERE id = ${note.id}`
        : sql`UPDATE comments SET pinned_at = NULL, pinned_by_id = NULL WHERE id = ${note.id}`);
      return noteById(db, note.id);
    });
  }

  app.delete('/comments/:id/', { schema: { tags }, config }, async (req, reply) => {
    const { ctx, note } = await reachNote(req, 'view');
    if (note.author !== ctx.user.id && !mayEdit(ctx, note.object_type)) throw new DetailError(403, { key: 'api.comments.errors.not_author' });
    await db.execute(sql`DELETE FROM comments WHERE id = ${note.id}`);
    return reply.code(204).send();
  });
};
