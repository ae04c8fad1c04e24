// GET /R/options/ and /R/{id}/options/: what the console may offer, from the metadata filtered
// by the caller's rights (and, for one row, by what may be done to that row).
import type { ResourceOptions } from '../../resources/contract';
import type { Action } from '../../resources/types';
import { ACTIONS } from '../../resources/types';
import type { RequestContext } from '../auth/context';
import { can } from '../auth/rights';
import { hasKey, t } from '../http/i18n';
import type { ServerResource } from './types';

/** The right a detail or bulk action needs (edit → edit, delete → delete, others → view). */
const rightOf = (action: string): Action => (ACTIONS as readonly string[]).includes(action) ? (action as Action) : action === 'update' ? 'edit' : 'view';

export function optionsOf(res: ServerResource, ctx: RequestContext, row?: { protected: boolean }): ResourceOptions {
  const { def } = res;
  const allowed = (action: string) => can(ctx.rights, def.area, rightOf(action));
  const tabLabel = (name: string) => {
    const key = `resources.${def.name}.tabs.${name}`;
    return hasKey(ctx.locale, key) ? t(ctx.locale, key) : name;
  };
  return {
    tabs: (def.tabs ?? []).map((tab) => ({ name: tab.name, label: tabLabel(tab.name), param: tab.param, default: tab.default })),
    detail_actions: (def.detailActions ?? []).filter((a) => allowed(a) && !(row?.protected && (a === 'edit' || a === 'delete'))),
    ordering: def.fields.filter((f) => f.sortable).map((f) => f.name),
    filters: def.fields.filter((f) => f.filter).map((f) => f.name),
    bulk_actions: def.bulkActions.filter(allowed),
  };
}
