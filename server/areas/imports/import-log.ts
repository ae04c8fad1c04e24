// The one activity-log entry of an applied import, with its real counts (the rows it wrote are not
// logged one by one: 100,000 entries would drown the log). An import belongs to a company and
// maybe a site, never to a building.
// Activity-log rows: company (one entry per applied import; tests/api/access/activity.ts).
import type { RequestContext } from '../../auth/context';
import { actorOf, recordActivity } from '../../crud/activity-record';
import type { Runner } from '../../crud/sql';
import type { ImportRow } from './jobs';

export async function logImport(tx: Runner, ctx: RequestContext, imp: ImportRow,
  done: { creation_count: number; modification_count: number; link_count: number }) {
  await recordActivity(tx, actorOf(ctx), {
    action: 'import', objectType: 'imports', objectId: imp.id, objectLabel: `${imp.number} — ${imp.file_name}`,
    scope: { company: imp.company_id, factory: imp.factory_id, building: null },
    changes: {
      object_type: [null, imp.object_type], action_type: [null, imp.action_type], creations: [null, done.creation_count],
      modifications: [null, done.modification_count], links: [null, done.link_count],
    },
  });
}
