import { describe, expect, it } from 'vitest';
import { resourceList } from '../../../resources';
import { activityLog } from '../../../resources/activityLog';
import { buildings } from '../../../resources/buildings';
import { customAttributes } from '../../../resources/customAttributes';
import { users } from '../../../resources/users';
import { listUrlOf, listUrlSpec, parseListUrl } from '../../../src/engine/listUrl';

const usersSpec = listUrlSpec(users);

describe('engine list URL (spec §2 shared search parameters)', () => {
  it('names the shared filters as the spec does, the others by their API names', () => {
    expect(usersSpec.params.map((p) => p.param)).toEqual(['factory', 'building', 'rid', 'branch', 'is_active', 'exclude_from_sso', 'force_password_change', 'teams', 'invited']);
    expect(listUrlSpec(customAttributes).params.map((p) => p.param)).toEqual(['factory', 'elt', 'branch', 'company', 'type']);
    // Fields driven by tabs are the tab's business.
    expect(listUrlSpec(buildings).params.map((p) => p.param)).toEqual(['factory', 'branch']);
    // Rows on sites take a company branch (issue 29): read as ids, like the sites.
    expect(parseListUrl(usersSpec, '?branch=2,3').filter).toEqual({ branch: [2, 3] });
  });

  it('reads arrays comma-separated (repeated too), booleans, dates, numbers; drops unusable values', () => {
    const s = parseListUrl(usersSpec, '?factory=3,4&factory=5&rid=1,x&teams=&is_active=false&invited=maybe');
    expect(s.filter).toEqual({ factories: [3, 4, 5], regulations: [1], is_active: false });
    const log = parseListUrl(listUrlSpec(activityLog), '?user=7&created_after=2026-01-31&created_before=31/01/2026&action=create');
    expect(log.filter).toEqual({ user: 7, created_after: '2026-01-31', action: 'create' });
  });

  it('joins a text parameter given several times with spaces', () => {
    expect(parseListUrl(usersSpec, '?search=jean&search=dupont').filter.q).toBe('jean dupont');
    expect(parseListUrl(listUrlSpec(activityLog), '?action=bulk&action=update').filter.action).toBe('bulk update');
  });

  it('defaults: the first tab, the default ordering, page 1; tab and ordering read from the URL', () => {
    expect(parseListUrl(listUrlSpec(buildings), '')).toEqual({ filter: { tab: 'real' }, sort: { field: 'name', order: 'ASC' }, page: 1, openSheet: null });
    const s = parseListUrl(listUrlSpec(buildings), '?tab=all&ordering=-created_at&page=2&cursor=abc&page_size=50&open_sheet=9');
    expect(s).toMatchObject({ filter: { tab: 'all' }, sort: { field: 'created_at', order: 'DESC' }, page: 2, cursor: 'abc', perPage: 50, openSheet: 9 });
    // A cursor without its page means nothing.
    expect(parseListUrl(usersSpec, '?cursor=abc').cursor).toBeUndefined();
  });

  it('keeps unknown parameters as they are, and writes them back', () => {
    const s = parseListUrl(usersSpec, '?display_global=true&search=a&filter=%7B%7D');
    expect(s.filter).toEqual({ q: 'a' });
    expect(s.extra).toEqual([['display_global', 'true'], ['filter', '{}']]);
    expect(listUrlOf(usersSpec, s)).toBe('?search=a&display_global=true&filter=%7B%7D');
  });

  it('round-trips every resource list URL, and writes nothing at the defaults', () => {
    for (const def of resourceList) expect(listUrlOf(listUrlSpec(def), parseListUrl(listUrlSpec(def), ''))).toBe('');
    const url = '?factory=3,4&building=9&rid=1&is_active=true&teams=2,5&search=jean+dupont&ordering=-email&page=3&cursor=xyz&page_size=50&open_sheet=12';
    expect(listUrlOf(usersSpec, parseListUrl(usersSpec, url))).toBe(url);
  });

  it('writes react-admin state: lists joined by commas, empty values left out, no page 1', () => {
    expect(listUrlOf(usersSpec, {
      filter: { factories: [1, 2], regulations: [], teams: '', q: '  ', is_active: false },
      sort: { field: 'last_name', order: 'ASC' }, page: 1, cursor: 'ignored', perPage: 25, openSheet: null,
    })).toBe('?factory=1,2&is_active=false');
  });
});
