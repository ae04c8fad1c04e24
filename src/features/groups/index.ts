// Groups at /groups: engine list; the page and the edit form list the group's elements.
import type { ViewOverrides } from '../../engine/resourceViews';
import { GroupEdit, GroupShow } from './GroupViews';

export const groupsViews: ViewOverrides = { show: GroupShow, edit: GroupEdit };
