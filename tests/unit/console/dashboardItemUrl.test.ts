// The list a dashboard number opens (issue 15) and, on a branch's dashboard, the same list on that
// branch (issue 29), so the rows listed are the rows counted.
import { describe, expect, it } from 'vitest';
import { itemUrl } from '../../../src/features/dashboard/dashboardApi';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('dashboard item URL', () => {
  it('opens the list with the item filter, a tab value as its tab', () => {
    expect(itemUrl({ resource: 'controls', filter: { late: 'true', leads_to_non_compliance: 'true' } }))
      .toMatch(/^\/controls\?/);
    expect(query(itemUrl({ resource: 'controls', filter: { late: 'true', leads_to_non_compliance: 'true' } })))
      .toEqual({ tab: 'late', leads_to_non_compliance: 'true' });
  });

  it('carries the branch along, and nothing without one', () => {
    expect(query(itemUrl({ resource: 'controls', filter: { late: 'true' } }, 7))).toEqual({ tab: 'late', branch: '7' });
    expect(query(itemUrl({ resource: 'express-reports', filter: { status: 'to_check' } }, 3))).toMatchObject({ branch: '3' });
    expect(query(itemUrl({ resource: 'tasks', filter: { open: 'true' } }))).not.toHaveProperty('branch');
  });
});
