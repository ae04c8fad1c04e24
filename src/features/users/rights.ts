// The rights grid (areas × view/create/edit/delete) as pure functions. An editor can only give or
// take rights they hold (spec §5; the API refuses the others). Holding create, edit or delete
// implies view: checking one checks view, unchecking view unchecks them.
import { ACTIONS, type Action } from '../../../resources/types';
import type { AreaDef, RightsTemplate, RightsValue } from '../../providers/usersApi';

export type { AreaDef, RightsTemplate, RightsValue };

export const holds = (rights: RightsValue | null | undefined, area: string, action: Action) => !!rights?.[area]?.includes(action);

/** May the editor (holding `limits`) give or take this right? No limits: anything. */
export const canGrant = (limits: RightsValue | null | undefined, area: string, action: Action) =>
  limits == null || holds(limits, area, action);

/** Actions in the grid's order, each once; areas without actions dropped. */
export const normalize = (rights: RightsValue | null | undefined): RightsValue => {
  const out: RightsValue = {};
  for (const [area, actions] of Object.entries(rights ?? {})) {
    const kept = ACTIONS.filter((a) => actions?.includes(a));
    if (kept.length) out[area] = kept;
  }
  return out;
};

const withAction = (rights: RightsValue, area: string, action: Action, on: boolean): RightsValue => {
  const current = rights[area] ?? [];
  return { ...rights, [area]: on ? [...current, action] : current.filter((a) => a !== action) };
};

/** Checks or unchecks one box, with the view implication, leaving rights the editor lacks alone. */
export const toggleRight = (
  rights: RightsValue | null | undefined, area: string, action: Action, on: boolean, limits?: RightsValue | null,
): RightsValue => {
  let next: RightsValue = { ...(rights ?? {}) };
  if (!canGrant(limits, area, action)) return normalize(next);
  next = withAction(next, area, action, on);
  if (on && action !== 'view' && canGrant(limits, area, 'view')) next = withAction(next, area, 'view', true);
  if (!on && action === 'view')
    for (const other of ACTIONS) if (other !== 'view' && canGrant(limits, area, other)) next = withAction(next, area, other, false);
  return normalize(next);
};

/** Checks or unchecks a whole column (one action on every area that offers it). */
export const toggleColumn = (
  rights: RightsValue | null | undefined, areas: AreaDef[], action: Action, on: boolean, limits?: RightsValue | null,
): RightsValue =>
  areas.filter((a) => a.actions.includes(action)).reduce((acc, a) => toggleRight(acc, a.area, action, on, limits), normalize(rights));

/** State of a column's header box: every grantable box checked, some, or none. */
export const columnState = (
  rights: RightsValue | null | undefined, areas: AreaDef[], action: Action, limits?: RightsValue | null,
): 'all' | 'some' | 'none' => {
  const boxes = areas.filter((a) => a.actions.includes(action) && canGrant(limits, a.area, action));
  const checked = boxes.filter((a) => holds(rights, a.area, action)).length;
  return checked === 0 ? 'none' : checked === boxes.length ? 'all' : 'some';
};

/** The part of `rights` the editor holds (a template or another user's profile, limited). */
export const clampRights = (rights: RightsValue | null | undefined, limits?: RightsValue | null): RightsValue => {
  if (limits == null) return normalize(rights);
  const out: RightsValue = {};
  for (const [area, actions] of Object.entries(rights ?? {})) out[area] = (actions ?? []).filter((a) => holds(limits, area, a));
  return normalize(out);
};

/** Rights the editor may not give, as `area.action` (what the API would refuse). */
export const beyondLimits = (rights: RightsValue | null | undefined, limits?: RightsValue | null): string[] =>
  Object.entries(normalize(rights)).flatMap(([area, actions]) =>
    (actions ?? []).filter((a) => !canGrant(limits, area, a)).map((a) => `${area}.${a}`),
  );

export const countRights = (rights: RightsValue | null | undefined) =>
  Object.values(rights ?? {}).reduce((n, actions) => n + (actions?.length ?? 0), 0);

/** The rights of a template, limited to the editor's (nothing for an unknown template). */
export const templateRights = (templates: RightsTemplate[], name: string | null | undefined, limits?: RightsValue | null) =>
  clampRights(templates.find((t) => t.name === name)?.rights, limits);
