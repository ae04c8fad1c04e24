// Pure rules of rights and tiers. The admin role does NOT bypass rights: the stored rights
// decide; support staff hold every right (on the selected company, see context.ts).
import { ACTIONS, TIERS, type Action, type Area, type Rights, type Tier } from '../../resources/types';
import { AREAS } from '../../resources/rights';

export const ALL_RIGHTS: Rights = Object.fromEntries(AREAS.map((area) => [area, [...ACTIONS]]));

/** Effective rights: support → everything; others → the stored rights, unknown names dropped. */
export function effectiveRights(role: string | null, stored: unknown): Rights {
  if (role === 'support') return ALL_RIGHTS;
  const rights: Rights = {};
  if (!stored || typeof stored !== 'object') return rights;
  for (const [area, actions] of Object.entries(stored as Record<string, unknown>)) {
    if (!(AREAS as readonly string[]).includes(area) || !Array.isArray(actions)) continue;
    rights[area as Area] = ACTIONS.filter((a) => actions.includes(a));
  }
  return rights;
}

export const can = (rights: Rights, area: Area, action: Action): boolean => !!rights[area]?.includes(action);

/** The missing permissions among `actions`, as `area.action` (for the 403 message). */
export const missing = (rights: Rights, area: Area, actions: Action[]): string[] =>
  actions.filter((a) => !can(rights, area, a)).map((a) => `${area}.${a}`);

/** Plan gating: a company's tier includes every tier up to its own (start < pro < corpo). */
export const tierIncludes = (companyTier: Tier, required: Tier | undefined): boolean =>
  !required || TIERS.indexOf(companyTier) >= TIERS.indexOf(required);
