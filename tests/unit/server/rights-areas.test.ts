// Issue 27: the rights areas are derived from the registered areas. Spec §6's 23 keep their order;
// an area of our own declares its rights area on its resource (no central list to edit), and the
// templates' operational areas come from the resources marked `operational`.
import { describe, expect, it } from 'vitest';
import { resourceList } from '../../../resources';
import { AREAS, areasOf, OPERATIONAL_AREAS, operationalAreasOf } from '../../../resources/rights';
import { defineResource, type Area } from '../../../resources/types';
import { hasKey } from '../../../server/http/i18n';

/** The lists as they were written by hand before (spec §6's order; the templates' operational areas). */
const SPEC_ORDER = ['dashboard', 'activity', 'companybranch', 'baseregulationmodel', 'elementtask', 'control',
  'intervention', 'taskintervention', 'file', 'document', 'group', 'expressreport', 'user', 'team',
  'typecustomcontrol', 'customattribute', 'useractiononobjecttracker', 'pageconsumption',
  'conformityscorehistory', 'token', 'tag', 'company', 'import'];
const OPERATIONAL = ['baseregulationmodel', 'elementtask', 'control', 'intervention', 'taskintervention', 'file',
  'document', 'group', 'expressreport', 'tag', 'import'];

describe('rights areas derived from the registered areas', () => {
  it("are spec §6's, in its order, as the hand-written list was, then the areas' own", () => {
    const own = resourceList.filter((def) => def.ownRightsArea).map((def) => def.area);
    expect([...AREAS]).toEqual([...SPEC_ORDER, ...new Set(own)]);
    expect(OPERATIONAL_AREAS.filter((a) => SPEC_ORDER.includes(a)).sort()).toEqual([...OPERATIONAL].sort());
  });

  it("append an area's own rights area once, after spec §6's, and take its operational mark", () => {
    const widget = 'widget' as Area;
    const defs = [...resourceList, { area: widget, ownRightsArea: true as const, operational: true as const }, { area: widget, ownRightsArea: true as const }];
    expect([...areasOf(defs)]).toEqual([...SPEC_ORDER, 'widget']);
    expect(operationalAreasOf(defs)).toContain('widget');
    // Naming a spec area is no new area.
    expect([...areasOf([{ area: 'tag', ownRightsArea: true }])]).toEqual(SPEC_ORDER);
  });

  it("every resource's rights area is listed, and every area is labelled in both languages", () => {
    for (const def of resourceList) expect(AREAS, def.name).toContain(def.area);
    for (const area of AREAS) {
      expect(hasKey('fr', `api.users.areas.${area}`), `fr ${area}`).toBe(true);
      expect(hasKey('en', `api.users.areas.${area}`), `en ${area}`).toBe(true);
    }
  });

  it('a rights area neither in spec §6 nor declared by an area fails the type check', () => {
    const base = { name: 'x', labelField: 'id', defaultOrdering: 'id', fields: [], bulkActions: [] };
    // @ts-expect-error: 'tga' is no rights area (a misspelt 'tag')
    const misspelt = defineResource({ ...base, area: 'tga' });
    expect(defineResource({ ...base, area: 'tag' }).area).toBe('tag');
    expect(misspelt.area).toBe('tga');
  });
});
