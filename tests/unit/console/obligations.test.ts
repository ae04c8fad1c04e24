import { describe, expect, it } from 'vitest';
import { OBLIGATION_STATUSES } from '../../../resources/obligations';
import { nextObligationStatus } from '../../../src/features/obligations/status';

describe("an obligation's status chip (spec §4)", () => {
  it('toggles to validate ⇄ validated; no follow-up goes back to to validate', () => {
    expect(nextObligationStatus('not_validated')).toBe('validated');
    expect(nextObligationStatus('validated')).toBe('not_validated');
    expect(nextObligationStatus('no_followup')).toBe('not_validated');
    for (const s of OBLIGATION_STATUSES) expect(OBLIGATION_STATUSES).toContain(nextObligationStatus(s));
  });
});
