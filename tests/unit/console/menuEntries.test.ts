import { describe, expect, it } from 'vitest';
import type { SvgIconComponent } from '@mui/icons-material';
import { isGroup, menuEntries, menuEntriesOf } from '../../../src/layout/menuEntries';
import { MENU_POSITIONS, type AreaMenuEntry } from '../../../src/features/consoleArea';

const routes = (entries: typeof menuEntries) =>
  entries.map((e) => (isGroup(e) ? `${e.key}: ${e.children.map((c) => c.route).join(' ')}` : e.route));

// Derived from the registered areas (issue 27 §1): a new area's entry takes its place by its
// MENU_POSITIONS key, and nothing here is edited. The rules are checked on the real sidebar and
// on a made-up list of entries.
describe('sidebar derived from the console areas', () => {
  it("keeps spec §2's order: the fixed landmarks in their places, data management folded", () => {
    const top = routes(menuEntries);
    const at = (route: string) => top.indexOf(route);
    expect(top[0]).toBe('/dashboard');
    for (const [before, after] of [['/dashboard', '/elements'], ['/elements', '/controls'], ['/controls', '/tasks'],
      ['/tasks', '/documents'], ['/documents', '/rxpress'], ['/rxpress', '/score'], ['/score', '/user/team/users'],
      ['/user/team/users', '/user/notifications']]) {
      expect(at(before), `${before} before ${after}`).toBeLessThan(at(after));
    }
    const group = menuEntries.find(isGroup);
    expect(group?.children.map((c) => c.route)).toEqual(expect.arrayContaining(['/sites', '/tag', '/imports']));
    expect(new Set(top).size).toBe(top.length);
  });

  it('orders any entries by position, folds a group at its own place, leaves out empty groups', () => {
    const icon = {} as SvgIconComponent;
    const entry = (route: string, position: number, group?: 'data_management'): AreaMenuEntry => ({ route, icon, label: route, position, group });
    const made = menuEntriesOf([
      entry('/help', MENU_POSITIONS.help), entry('/b', MENU_POSITIONS.elements), entry('/site', 1, 'data_management'),
      entry('/a', MENU_POSITIONS.dashboard), entry('/tag', 2, 'data_management'),
    ]);
    expect(routes(made)).toEqual(['/a', '/b', 'data_management: /site /tag', '/help']);
    expect(routes(menuEntriesOf([entry('/a', 1)]))).toEqual(['/a']);
  });
});
