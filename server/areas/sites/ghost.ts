// A site always has one ghost building standing for "the whole site" (things attached to the
// site rather than to a building hang on it). It bears the site's name and follows renames.
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import type { Runner } from '../../crud/sql';

export async function afterFactoryCreate(tx: Runner, id: number, body: Record<string, unknown>, ctx: RequestContext) {
  await tx.execute(sql`INSERT INTO buildings (name, factory_id, is_ghost) VALUES (${String(body.name)}, ${id}, true)`);
  // The creator sees the site they just created (support staff already see every site).
  if (ctx.user.role !== 'support') {
    await tx.execute(sql`INSERT INTO user_factories (user_id, factory_id) VALUES (${ctx.user.id}, ${id}) ON CONFLICT DO NOTHING`);
  }
}

export async function afterFactoryUpdate(tx: Runner, id: number, changes: Record<string, unknown>) {
  if (typeof changes.name === 'string') {
    await tx.execute(sql`UPDATE buildings SET name = ${changes.name} WHERE factory_id = ${id} AND is_ghost`);
  }
}
