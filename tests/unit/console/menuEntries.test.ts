import { describe, expect, it } from 'vitest';
import { isGroup, menuEntries } from '../../../src/layout/menuEntries';

const routes = (entries: typeof menuEntries) =>
  entries.map((e) => (isGroup(e) ? `${e.key}: ${e.children.map((c) => c.route).join(' ')}` : e.route));

describe('sidebar derived from the console areas', () => {
  it("follows spec §2's order, folds data management, lists only built areas", () => {
    expect(routes(menuEntries)).toEqual([
      '/dashboard', '/elements', '/scanner', '/groups', '/controls', '/control-interventions', '/calendar', '/tasks', '/maintenance-interventions', '/documents', '/obligations', '/rxpress', '/activity', '/score', '/user/contrat/consommation', 'data_management: /sites /custom-attribute /tag /voluntary-control-types /controlprice /imports',
      '/user/team/users', '/user/team/history', '/user/notifications',
    ]);
  });
});
