// A maintenance intervention's observations (`tasks`): the ids written hold tasks of the
// intervention's site the caller sees (else does_not_exist / task_other_site); the ones taken
// out go back to no intervention. Wraps the intervention hooks, so the status rules stay there.
import { sql } from 'drizzle-orm';
import { scopeOf } from '../../crud/rows';
import { idsOf, intArr, rows } from '../../crud/sql';
import type { Hooks } from '../../crud/types';
import { fieldError } from '../../http/errors';
import { tasks } from '../tasks/resource';

const WANTED = '__tasks';

export const taskIdsSelect = sql`(SELECT coalesce(array_agg(t.id ORDER BY t.id), '{}') FROM tasks t WHERE t.intervention_id = iv.id)`;
export const taskIdsExport = sql`(SELECT string_agg(t.id::text, ', ' ORDER BY t.id) FROM tasks t WHERE t.intervention_id = iv.id)`;

export function withTasks(hooks: Hooks): Hooks {
  return {
    ...hooks,
    async beforeWrite(tx, ctx, given, row) {
      const wanted = given.tasks === undefined ? undefined : idsOf(given.tasks);
      const rest = { ...given };
      delete rest.tasks;
      const body = (await hooks.beforeWrite?.(tx, ctx, rest, row)) ?? rest;
      if (wanted === undefined) return body;
      const factory = (body.factory ?? row?.before.factory) as number | undefined;
      const found = await rows<{ id: number; factory_id: number }>(tx, sql`
        SELECT t.id, t.factory_id FROM tasks t WHERE t.id = ANY(${intArr(wanted)}) AND ${scopeOf(tasks, ctx)}`);
      const missing = wanted.find((id) => !found.some((f) => f.id === id));
      if (missing !== undefined) throw fieldError('tasks', 'does_not_exist', { id: missing });
      const elsewhere = found.find((f) => f.factory_id !== factory);
      if (elsewhere) throw fieldError('tasks', 'api.tasks.errors.task_other_site', { id: elsewhere.id });
      return { ...body, [WANTED]: wanted };
    },
    async afterCreate(tx, id, body, ctx) {
      await hooks.afterCreate?.(tx, id, body, ctx);
      const wanted = body[WANTED] as number[] | undefined;
      if (wanted?.length) await tx.execute(sql`UPDATE tasks SET intervention_id = ${id}, updated_at = now() WHERE id = ANY(${intArr(wanted)})`);
    },
    async afterUpdate(tx, id, body, ctx) {
      await hooks.afterUpdate?.(tx, id, body, ctx);
      const wanted = body[WANTED] as number[] | undefined;
      if (!wanted) return;
      await tx.execute(sql`UPDATE tasks SET intervention_id = NULL, updated_at = now()
        WHERE intervention_id = ${id} AND NOT (id = ANY(${intArr(wanted)}))`);
      if (wanted.length) await tx.execute(sql`UPDATE tasks SET intervention_id = ${id}, updated_at = now() WHERE id = ANY(${intArr(wanted)})`);
    },
  };
}
