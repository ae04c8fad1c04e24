import { describe, expect, it } from 'vitest';
import { demoCompanyOf } from '../../../src/layout/DemoBadge';
import type { Company } from '../../../src/providers/types';

const company = (id: number, is_demo: boolean, sites: number[]): Company => ({
  id, name: `C${id}`, is_demo, tier: 'pro', repere_1: '', repere_2: '', use_repere_2: false, integration: null,
  factories: sites.map((s) => ({ id: s, name: `S${s}` })), buildings: [],
});

describe('demo status (spec §1: read from the first site\'s company)', () => {
  const real = company(1, false, [10, 11]);
  const demo = company(2, true, [20]);
  it('is the status of the company that holds the user\'s first site', () => {
    expect(demoCompanyOf({ factories: [20, 10] }, [real, demo])?.is_demo).toBe(true);
    expect(demoCompanyOf({ factories: [11, 20] }, [real, demo])?.is_demo).toBe(false);
  });
  it('falls back to the first company for a user without sites, none without companies', () => {
    expect(demoCompanyOf({ factories: [] }, [demo, real])?.id).toBe(2);
    expect(demoCompanyOf(null, [])).toBeUndefined();
  });
});
