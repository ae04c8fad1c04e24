// Hand-written overrides per metadata resource; every other resource gets the engine's views.
import { resourceList } from '../../resources';
import { resourceProps, type ViewOverrides } from '../engine/resourceViews';
import { buildingsViews } from './buildings';
import { elementsViews } from './elements';
import { groupsViews } from './groups';
import { sitesViews } from './sites';
import { teamsViews } from './teams';
import { usersViews } from './users';

const overrides: Record<string, ViewOverrides> = {
  factories: sitesViews,
  buildings: buildingsViews,
  users: usersViews,
  teams: teamsViews,
  elements: elementsViews,
  groups: groupsViews,
};

/** The <Resource> props of every area, built once (stable component identities). */
export const appResources = resourceList.map((def) => resourceProps(def, overrides[def.name]));
