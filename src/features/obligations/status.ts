// The click cycle of an obligation's status (spec §4): to validate ⇄ validated; an obligation
// without follow-up goes back to to validate.
export type ObligationStatus = 'not_validated' | 'validated' | 'no_followup';

export const nextObligationStatus = (status: ObligationStatus): ObligationStatus =>
  (status === 'not_validated' ? 'validated' : 'not_validated');
