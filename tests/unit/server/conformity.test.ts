import { describe, expect, it } from 'vitest';
import { effectiveConformity, isExpired } from '../../../server/areas/elements/conformity';

describe('element conformity', () => {
  const today = '2026-11-22';

  it('an element is valid through its expiry date, expired the day after', () => {
    expect(isExpired('2026-11-22', today)).toBe(false);
    expect(isExpired('2026-11-21', today)).toBe(true);
    expect(isExpired('2025-12-31', today)).toBe(true);
    expect(isExpired(null, today)).toBe(false);
  });

  it('an expired element is non-compliant and to be discarded whatever was stored', () => {
    expect(effectiveConformity('compliant', '2026-01-01', today)).toEqual({ conformity: 'non_compliant', to_discard: true });
    expect(effectiveConformity('non_compliant', '2026-01-01', today)).toEqual({ conformity: 'non_compliant', to_discard: true });
  });

  it('otherwise the stored conformity holds', () => {
    expect(effectiveConformity('compliant', '2027-01-01', today)).toEqual({ conformity: 'compliant', to_discard: false });
    expect(effectiveConformity('non_compliant', null, today)).toEqual({ conformity: 'non_compliant', to_discard: false });
    expect(effectiveConformity('compliant', null, today)).toEqual({ conformity: 'compliant', to_discard: false });
  });
});
