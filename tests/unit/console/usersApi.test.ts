import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { call, json, mockFetch, signIn } from './helpers';

describe('dataProvider users methods', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads the rights grid areas and the templates', async () => {
    const fetch = mockFetch(
      json([{ area: 'user', label: 'Utilisateurs', actions: ['view'] }]),
      json([{ name: 'reader', label: 'Lecteur', rights: { user: ['view'] } }]),
    );
    expect(await dataProvider.getAreas()).toEqual([{ area: 'user', label: 'Utilisateurs', actions: ['view'] }]);
    expect((await dataProvider.getRightsTemplates())[0].name).toBe('reader');
    expect(call(fetch, 0).url).toBe('/api/v1/users/areas/');
    expect(call(fetch, 1).url).toBe('/api/v1/users/rights_templates/');
  });

  it('invites several users and answers the created ones and the refused addresses', async () => {
    const fetch = mockFetch(json({ created: [{ id: 9, email: 'a@demo.fr' }], errors: { 'b@demo.fr': ['Existe déjà.'] } }, 201));
    const body = {
      emails: ['a@demo.fr', 'b@demo.fr'], source: { kind: 'template' as const, template: 'reader' },
      factories: [1], regulations: [2], rights: { user: ['view' as const] }, teams: [],
    };
    expect(await dataProvider.inviteUsers(body)).toEqual({ created: [{ id: 9, email: 'a@demo.fr' }], errors: { 'b@demo.fr': ['Existe déjà.'] } });
    expect(call(fetch).url).toBe('/api/v1/users/invite/');
    expect(call(fetch).init.method).toBe('POST');
    expect(call(fetch).body).toEqual(body);
  });

  it('sends bulk rights on ids, or on every user matching the list filter', async () => {
    const fetch = mockFetch(json({ count: 2 }), json({ count: 40 }));
    expect(await dataProvider.bulkRights({ ids: [1, 2], rights: { team: ['edit'] }, mode: 'add' })).toEqual({ count: 2 });
    expect(call(fetch, 0).body).toEqual({ ids: [1, 2], rights: { team: ['edit'] }, mode: 'add' });
    await dataProvider.bulkRights({ ids: [], all: true, filter: { q: ' dupont ', factories: [1, 3] }, rights: {}, mode: 'set' });
    expect(call(fetch, 1).url).toBe('/api/v1/users/bulk_rights/');
    expect(call(fetch, 1).body).toEqual({ all: true, filter: { search: 'dupont', factories: '1,3' }, rights: {}, mode: 'set' });
  });

  it('passes the API refusal on as an error with the field messages', async () => {
    mockFetch(json({ rights: ["Vous n'avez pas le droit de modifier ces droits : user.delete"] }, 400));
    await expect(dataProvider.bulkRights({ ids: [1], rights: { user: ['delete'] }, mode: 'add' })).rejects.toMatchObject({
      status: 400,
      message: "Vous n'avez pas le droit de modifier ces droits : user.delete",
      body: { errors: { rights: "Vous n'avez pas le droit de modifier ces droits : user.delete" } },
    });
  });
});
