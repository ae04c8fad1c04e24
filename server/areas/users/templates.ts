// Rights templates of the user wizard ("from a rights template") and the rights grid: the areas
// of spec §6 in spec order (then any an area declares, resources/rights.ts), each with the four actions.
import { ACTIONS, type Action, type Area, type Rights } from '../../../resources/types';
import { AREAS, OPERATIONAL_AREAS } from '../../../resources/rights';

export const TEMPLATE_NAMES = ['reader', 'contributor', 'manager'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

function every(build: (area: Area) => readonly Action[]): Rights {
  const out: Rights = {};
  for (const area of AREAS) out[area] = [...build(area)];
  return out;
}

/**
 * reader: sees everything, changes nothing. contributor: also creates and edits the operational
 * areas (the day-to-day compliance work: those of the resources marked `operational`). manager:
 * also deletes there, and manages users and teams. None of them changes the company's settings,
 * branches, tokens or custom fields: that stays with administrators.
 */
export function templateRights(name: TemplateName): Rights {
  const operational = (area: Area) => OPERATIONAL_AREAS.includes(area);
  switch (name) {
    case 'reader':
      return every(() => ['view']);
    case 'contributor':
      return every((area) => (operational(area) ? ['view', 'create', 'edit'] : ['view']));
    case 'manager':
      return every((area) => (operational(area) || area === 'user' || area === 'team' ? ACTIONS : ['view']));
  }
}

/** The rights grid: every area with the actions that may be granted on it. */
export const RIGHTS_GRID: readonly { area: Area; actions: readonly string[] }[] = AREAS.map((area) => ({ area, actions: ACTIONS }));
