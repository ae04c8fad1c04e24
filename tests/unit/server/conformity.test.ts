import { describe, expect, it } from 'vitest';
import { effectiveConformity, isExpired, isLateBlocking, isNonCompliant, parisDay } from '../../../server/areas/elements/conformity';

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

  const ctl = (status: string, next_date: string, leads_to_non_compliance = true) => ({ status, next_date, leads_to_non_compliance });

  it('a blocking control is late the day after its next_date, while still open', () => {
    expect(isLateBlocking(ctl('to_do', '2026-11-22'), today)).toBe(false);
    expect(isLateBlocking(ctl('to_do', '2026-11-21'), today)).toBe(true);
    expect(isLateBlocking(ctl('to_do_planned', '2026-11-21'), today)).toBe(true);
    expect(isLateBlocking(ctl('finished', '2020-01-01'), today)).toBe(false);
    expect(isLateBlocking(ctl('no_follow_up', '2020-01-01'), today)).toBe(false);
    expect(isLateBlocking(ctl('to_do', '2020-01-01', false), today)).toBe(false);
  });

  it('non-compliant: people\'s verdict, or expired, or one late blocking control', () => {
    expect(isNonCompliant('compliant', null, [], today)).toBe(false);
    expect(isNonCompliant('non_compliant', null, [], today)).toBe(true);
    expect(isNonCompliant('compliant', '2026-11-21', [], today)).toBe(true);
    expect(isNonCompliant('compliant', '2026-11-22', [ctl('to_do', '2026-11-22')], today)).toBe(false);
    expect(isNonCompliant('compliant', null, [ctl('finished', '2025-01-01'), ctl('to_do', '2026-11-21')], today)).toBe(true);
    expect(isNonCompliant('compliant', null, [ctl('to_do', '2025-01-01', false), ctl('to_do', '2027-01-01')], today)).toBe(false);
  });

  it('the business day is Europe/Paris: 23:30 UTC in winter is already the next day', () => {
    expect(parisDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(parisDay(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
    // Summer time: UTC+2.
    expect(parisDay(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(parisDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });
});
