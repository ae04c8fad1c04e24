// The rights areas, derived from the registered areas (issue 27): spec §6's in its order, then those
// the registered resources declare as their own (`ownRightsArea`), in registration order. Read by
// the rights checks, the rights grid and templates, the API's rights schema and the console.
import { resourceList } from './index';
import { SPEC_AREAS, type Area, type ResourceDef } from './types';

type Defs = readonly Pick<ResourceDef, 'area' | 'ownRightsArea' | 'operational'>[];

/** Spec §6's areas, then the areas `defs` declare as their own (a non-empty tuple, as zod's enum wants). */
export const areasOf = (defs: Defs) =>
  [...new Set<Area>([...SPEC_AREAS, ...defs.filter((d) => d.ownRightsArea).map((d) => d.area)])] as unknown as readonly [Area, ...Area[]];

/** The rights areas of the resources marked `operational` (one is enough for its whole area). */
export const operationalAreasOf = (defs: Defs): readonly Area[] => [...new Set(defs.filter((d) => d.operational).map((d) => d.area))];

/** Every rights area. */
export const AREAS = areasOf(resourceList);

/**
 * The rights areas of day-to-day compliance work: in the templates, contributors create and edit
 * there, managers also delete (server/areas/users/templates.ts).
 */
export const OPERATIONAL_AREAS = operationalAreasOf(resourceList);
