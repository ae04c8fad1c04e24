import { describe, expect, it } from 'vitest';
import {
  beyondLimits, clampRights, columnState, countRights, holds, normalize, templateRights, toggleColumn, toggleRight,
  type AreaDef, type RightsValue,
} from '../../../src/features/users/rights';

const all = ['view', 'create', 'edit', 'delete'] as const;
const areas: AreaDef[] = [
  { area: 'user', label: 'Utilisateurs', actions: [...all] },
  { area: 'team', label: 'Équipes', actions: [...all] },
  { area: 'dashboard', label: 'Tableau de bord', actions: ['view'] },
];
// The editor holds everything on users, only view and edit on teams, nothing on the dashboard.
const limits: RightsValue = { user: [...all], team: ['view', 'edit'] };

describe('toggleRight', () => {
  it('checks a box and the view it implies, in the grid order', () => {
    expect(toggleRight({}, 'user', 'edit', true, limits)).toEqual({ user: ['view', 'edit'] });
    expect(toggleRight({ user: ['delete'] }, 'user', 'create', true)).toEqual({ user: ['view', 'create', 'delete'] });
  });

  it('unchecking view unchecks the actions that need it', () => {
    expect(toggleRight({ user: ['view', 'create', 'delete'], team: ['view'] }, 'user', 'view', false, limits)).toEqual({ team: ['view'] });
    expect(toggleRight({ user: ['view', 'edit'] }, 'user', 'edit', false, limits)).toEqual({ user: ['view'] });
  });

  it('never changes a right the editor does not hold', () => {
    const start: RightsValue = { team: ['view', 'delete'] };
    expect(toggleRight(start, 'team', 'delete', false, limits)).toEqual(start);
    expect(toggleRight({}, 'team', 'create', true, limits)).toEqual({});
    expect(toggleRight({}, 'dashboard', 'view', true, limits)).toEqual({});
    // Unchecking view keeps the actions the editor cannot take away.
    expect(toggleRight(start, 'team', 'view', false, limits)).toEqual({ team: ['delete'] });
  });

  it('does not imply view when the editor cannot give it', () => {
    expect(toggleRight({}, 'team', 'edit', true, { team: ['edit'] })).toEqual({ team: ['edit'] });
  });
});

describe('columns', () => {
  it('toggles an action on every area offering it, within the limits', () => {
    expect(toggleColumn({}, areas, 'edit', true, limits)).toEqual({ user: ['view', 'edit'], team: ['view', 'edit'] });
    expect(toggleColumn({ user: ['view', 'edit'], team: ['view', 'edit', 'delete'] }, areas, 'view', false, limits)).toEqual({
      team: ['delete'],
    });
  });

  it('tells whether the grantable boxes of a column are all, some or none checked', () => {
    expect(columnState({}, areas, 'view', limits)).toBe('none');
    expect(columnState({ user: ['view'] }, areas, 'view', limits)).toBe('some');
    // The dashboard box is not grantable: it does not count.
    expect(columnState({ user: ['view'], team: ['view'] }, areas, 'view', limits)).toBe('all');
  });
});

describe('limits and templates', () => {
  const templates = [
    { name: 'reader', label: 'Lecteur', rights: { user: ['view'], team: ['view'], dashboard: ['view'] } as RightsValue },
    { name: 'manager', label: 'Gestionnaire', rights: { user: [...all], team: [...all] } as RightsValue },
  ];

  it('limits a template to the rights the editor holds', () => {
    expect(templateRights(templates, 'reader', limits)).toEqual({ user: ['view'], team: ['view'] });
    expect(templateRights(templates, 'manager', limits)).toEqual({ user: [...all], team: ['view', 'edit'] });
    expect(templateRights(templates, 'unknown', limits)).toEqual({});
    expect(templateRights(templates, 'reader')).toEqual(templates[0].rights);
  });

  it('lists the rights beyond the editor’s, as the API names them', () => {
    expect(beyondLimits({ user: ['view'], team: ['view', 'create', 'delete'], dashboard: ['view'] }, limits)).toEqual([
      'team.create', 'team.delete', 'dashboard.view',
    ]);
    expect(beyondLimits(clampRights({ team: [...all] }, limits), limits)).toEqual([]);
  });

  it('normalizes, counts and reads rights', () => {
    expect(normalize({ user: ['delete', 'view', 'view'], team: [] })).toEqual({ user: ['view', 'delete'] });
    expect(countRights({ user: ['view', 'edit'], team: ['view'] })).toBe(3);
    expect(holds({ user: ['edit'] }, 'user', 'edit')).toBe(true);
    expect(holds(undefined, 'user', 'edit')).toBe(false);
  });
});
