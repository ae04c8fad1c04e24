// Reference targets that are not engine resources, with the rows a caller may see. Apart from
// references.ts so the registry can check reference fields at start without importing it back.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../auth/context';
import { intArr } from './sql';

/** The visible rows of a target: `SELECT id FROM from WHERE where`, and their label. */
export interface VisibleSet { from: SQL; id: SQL; where: SQL; label: SQL }

export const NON_RESOURCE_TARGETS: Record<string, (ctx: RequestContext) => VisibleSet> = {
  companies: (ctx) => ({ from: sql`companies co`, id: sql`co.id`, where: sql`co.id = ANY(${intArr(ctx.companies)})`, label: sql`co.name` }),
};
