import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmationRequired, dataProvider } from '../../../src/providers/dataProvider';
import { call, json, mockFetch, signIn } from './helpers';

const page = (ids: number[], next: string | null, previous: string | null = null) =>
  json({ next, previous, results: ids.map((id) => ({ id, name: `S${id}` })) });
const params = (pageNumber: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page: pageNumber, perPage: 2 },
  sort: { field: 'name', order: 'ASC' as const },
  filter,
});

describe('dataProvider', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('follows cursors page after page and never returns a total', async () => {
    const fetch = mockFetch(
      page([1, 2], '/api/v1/factories/?page_size=2&cursor=P2'),
      page([3, 4], '/api/v1/factories/?page_size=2&cursor=P3', '/api/v1/factories/?page_size=2&cursor=B1'),
      page([5], null, '/api/v1/factories/?cursor=B2'),
    );
    const first = await dataProvider.getList('sites', params(1, { q: 'usine' }));
    expect(first).toEqual({ data: [{ id: 1, name: 'S1' }, { id: 2, name: 'S2' }], pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    expect(first).not.toHaveProperty('total');
    const second = await dataProvider.getList('sites', params(2, { q: 'usine' }));
    expect(second.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    const third = await dataProvider.getList('sites', params(3, { q: 'usine' }));
    expect(third.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    expect(call(fetch, 0).url).toBe('/api/v1/factories/?search=usine&ordering=name&page_size=2');
    expect(call(fetch, 1).url).toBe('/api/v1/factories/?search=usine&ordering=name&page_size=2&cursor=P2');
    expect(call(fetch, 2).url).toContain('cursor=P3');
  });

  it('answers an unknown page with nothing, so react-admin goes back to page 1', async () => {
    const fetch = mockFetch();
    expect(await dataProvider.getList('sites', params(4, { q: 'other' }))).toEqual({
      data: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens a page from the cursor of a pasted list URL, and tells each page its cursor', async () => {
    const fetch = mockFetch(page([7, 8], '/api/v1/factories/?cursor=P4'), page([9], null));
    const third = await dataProvider.getList('sites', { ...params(3, { q: 'collé' }), meta: { cursor: 'P3', cursorPage: 3 } });
    expect(third.data.map((r) => r.id)).toEqual([7, 8]);
    expect(third.meta).toEqual({ cursor: 'P3' });
    expect(call(fetch, 0).url).toContain('cursor=P3');
    // The next page comes from the API's link, as usual.
    const fourth = await dataProvider.getList('sites', { ...params(4, { q: 'collé' }), meta: { cursor: 'P3', cursorPage: 3 } });
    expect(fourth.meta).toEqual({ cursor: 'P4' });
    expect(call(fetch, 1).url).toContain('cursor=P4');
  });

  it('keeps the list within its first tab unless another is chosen', async () => {
    const fetch = mockFetch(page([1], null), page([1], null), json({ count: 3 }));
    await dataProvider.getList('buildings', params(1));
    await dataProvider.getList('buildings', params(1, { tab: 'all' }));
    await dataProvider.count('buildings', { filter: { factory: [1, 2] } });
    expect(call(fetch, 0).url).toContain('tab=real');
    expect(call(fetch, 1).url).toContain('tab=all');
    expect(call(fetch, 2).url).toBe('/api/v1/buildings/count/?factory=1%2C2&tab=real');
  });

  it('drops an ordering on a field that cannot be sorted', async () => {
    const fetch = mockFetch(page([1], null));
    await dataProvider.getList('sites', { ...params(1), sort: { field: 'company', order: 'ASC' } });
    expect(call(fetch).url).not.toContain('ordering');
  });

  it('batches getMany as ?id=1,2,3 and maps resources to API names', async () => {
    const fetch = mockFetch(page([1, 2, 3], null), json({ id: 1 }));
    expect((await dataProvider.getMany('sites', { ids: [1, 2, 3] })).data).toHaveLength(3);
    await dataProvider.getOne('sites', { id: 1 });
    expect(call(fetch, 0).url).toBe('/api/v1/factories/?id=1%2C2%2C3&page_size=100');
    expect(call(fetch, 1).url).toBe('/api/v1/factories/1/');
  });

  it('PATCHes only the changed fields', async () => {
    const fetch = mockFetch(json({ id: 1, name: 'New', regulations: [1, 2] }));
    const previousData = { id: 1, name: 'Old', regulations: [1, 2], company: 1 };
    await dataProvider.update('sites', { id: 1, data: { ...previousData, name: 'New', regulations: [1, 2] }, previousData });
    expect(call(fetch).init.method).toBe('PATCH');
    expect(call(fetch).body).toEqual({ name: 'New' });
    // Nothing changed: no call at all.
    await dataProvider.update('sites', { id: 1, data: previousData, previousData });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('surfaces the bulk confirmation request, then replays it', async () => {
    const request = { url: '/api/v1/factories/bulk/', method: 'POST', data: { action: 'delete', ids: [1, 2], confirm: true } };
    const fetch = mockFetch(json({ message: 'Tapez CONFIRMER', confirm_request: request }), json({ count: 2 }));
    const error = await dataProvider.deleteMany('sites', { ids: [1, 2] }).catch((e) => e);
    expect(error).toBeInstanceOf(ConfirmationRequired);
    expect(error.message).toBe('Tapez CONFIRMER');
    expect(call(fetch, 0).body).toEqual({ action: 'delete', ids: [1, 2] });
    expect(await dataProvider.confirm(error.request)).toEqual({ count: 2 });
    expect(call(fetch, 1).body).toEqual(request.data);
  });

  it('sends the filter instead of ids for "all matching"', async () => {
    const fetch = mockFetch(json({ count: 7 }));
    await dataProvider.updateMany('buildings', { ids: [], data: { factory: 2 }, meta: { all: true, filter: { q: 'atelier' } } });
    expect(call(fetch).body).toEqual({ action: 'update', data: { factory: 2 }, all: true, filter: { search: 'atelier', tab: 'real' } });
  });

  it('never reports as done a delete the API answered with a confirmation', async () => {
    const request = { url: '/api/v1/factories/3/', method: 'DELETE', data: { confirm: true } };
    mockFetch(json({ message: '1 site sera supprimé…', confirm_request: request }));
    const error = await dataProvider.delete('sites', { id: 3, previousData: { id: 3 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfirmationRequired);
    expect((error as ConfirmationRequired).request).toEqual(request);
    mockFetch(json(undefined, 204));
    expect(await dataProvider.delete('sites', { id: 3, previousData: { id: 3 } })).toEqual({ data: { id: 3 } });
  });

  it('a delete that asks sends {"confirm": false} and surfaces the counts; the replay sends the API\'s own request', async () => {
    const request = { url: '/api/v1/buildings/4/', method: 'DELETE', data: { confirm: true } };
    const dependents = [{ kind: 'elements', count: 2, label: '2 élément(s)' }];
    const fetch = mockFetch(json({ message: '1 objet(s)… 2 élément(s)', dependents, confirm_request: request }), json(undefined, 204));
    const error = await dataProvider.delete('buildings', { id: 4, previousData: { id: 4 }, meta: { ask: true } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfirmationRequired);
    expect((error as ConfirmationRequired).dependents).toEqual(dependents);
    expect(call(fetch, 0).init.method).toBe('DELETE');
    expect(call(fetch, 0).body).toEqual({ confirm: false });
    await dataProvider.delete('buildings', { id: 4, previousData: { id: 4 }, meta: { replay: request } });
    expect(call(fetch, 1).url).toContain('/api/v1/buildings/4/');
    expect(call(fetch, 1).body).toEqual({ confirm: true });
  });
});
