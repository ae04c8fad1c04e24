import { describe, expect, it } from 'vitest';
import { SPEC_AREAS, type Rights } from '../../../resources/types';
import { AREAS } from '../../../resources/rights';
import {
  applyBulkRights, bulkBeyondEditor, intersectRights, normalizeRights, regulationsBeyondEditor, rightPairs, rightsBeyondEditor,
} from '../../../server/areas/users/rights';
import { RIGHTS_GRID, TEMPLATE_NAMES, templateRights } from '../../../server/areas/users/templates';

describe('normalizeRights', () => {
  it('orders areas as the spec and actions as view, create, edit, delete; drops unknown and empty', () => {
    const r = normalizeRights({ team: ['delete', 'view', 'view'], user: ['edit'], nowhere: ['view'], tag: [], token: ['fly'] });
    expect(r).toEqual({ user: ['edit'], team: ['view', 'delete'] });
    expect(Object.keys(r)).toEqual(['user', 'team']);
  });
  it('reads anything that is not an object as no rights', () => {
    expect(normalizeRights(null)).toEqual({});
    expect(normalizeRights([['user', ['view']]])).toEqual({});
    expect(normalizeRights('user')).toEqual({});
  });
  it('lists area.action pairs in spec order', () => {
    expect(rightPairs({ team: ['edit'], user: ['view', 'delete'] })).toEqual(['user.view', 'user.delete', 'team.edit']);
  });
});

describe('rightsBeyondEditor', () => {
  const editor: Rights = { user: ['view', 'create', 'edit'], team: ['view'] };
  it('refuses granting a right the editor lacks, listed in spec order', () => {
    expect(rightsBeyondEditor(editor, {}, { team: ['edit'], user: ['view', 'delete'] })).toEqual(['user.delete', 'team.edit']);
  });
  it('refuses taking such a right away too', () => {
    expect(rightsBeyondEditor(editor, { token: ['view'] }, {})).toEqual(['token.view']);
  });
  it('lets unchanged rights the editor lacks stay, and allows changes within theirs', () => {
    expect(rightsBeyondEditor(editor, { token: ['view'] }, { token: ['view'], user: ['create'] })).toEqual([]);
  });
});

describe('bulk rights', () => {
  it('sets, adds and removes', () => {
    const current: Rights = { user: ['view', 'edit'], tag: ['view'] };
    expect(applyBulkRights('set', current, { file: ['view'] })).toEqual({ file: ['view'] });
    expect(applyBulkRights('add', current, { user: ['delete'], file: ['view'] })).toEqual({ user: ['view', 'edit', 'delete'], file: ['view'], tag: ['view'] });
    expect(applyBulkRights('remove', current, { user: ['edit'], tag: ['view'] })).toEqual({ user: ['view'] });
  });
  it('gathers what the editor may not change over the whole selection', () => {
    const editor: Rights = { tag: ['view', 'edit'] };
    const changes: { before: Rights; after: Rights }[] = [
      { before: { token: ['view'] }, after: { tag: ['edit'] } },
      { before: { dashboard: ['view'] }, after: { tag: ['edit'] } },
      { before: { token: ['view'] }, after: { token: ['view'], tag: ['edit'] } },
    ];
    expect(bulkBeyondEditor(editor, changes)).toEqual(['dashboard.view', 'token.view']);
  });
});

describe('intersectRights and regulations', () => {
  it('keeps the rights held by both', () => {
    expect(intersectRights({ user: ['view', 'edit'], team: ['view'] }, { user: ['edit', 'delete'] })).toEqual({ user: ['edit'] });
  });
  it('lists the regulations the editor does not hold', () => {
    expect(regulationsBeyondEditor([1, 2], [2, 3, 4])).toEqual([3, 4]);
    expect(regulationsBeyondEditor([1, 2], [1])).toEqual([]);
  });
});

describe('templates and the rights grid', () => {
  it("has spec §6's 23 areas in spec order (then any an area declares), each with the four actions", () => {
    expect(RIGHTS_GRID.map((g) => g.area)).toEqual([...AREAS]);
    expect(RIGHTS_GRID.slice(0, 23).map((g) => g.area)).toEqual([...SPEC_AREAS]);
    expect(RIGHTS_GRID.every((g) => g.actions.length === 4)).toBe(true);
  });
  it('reader ⊂ contributor ⊂ manager, none with company or token changes', () => {
    const [reader, contributor, manager] = TEMPLATE_NAMES.map(templateRights);
    expect(rightPairs(reader)).toEqual(AREAS.map((a) => `${a}.view`));
    expect(rightsBeyondEditor(contributor, {}, reader)).toEqual([]);
    expect(rightsBeyondEditor(manager, {}, contributor)).toEqual([]);
    expect(manager.user).toEqual(['view', 'create', 'edit', 'delete']);
    for (const t of [contributor, manager]) {
      expect(t.company).toEqual(['view']);
      expect(t.token).toEqual(['view']);
    }
    expect(contributor.control).toEqual(['view', 'create', 'edit']);
    expect(contributor.user).toEqual(['view']);
  });
});
