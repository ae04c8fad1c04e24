// The console's status steps and date rule of interventions mirror the API's (transitions.ts).
import { describe, expect, it } from 'vitest';
import { datesProblem, nextSteps } from '../../../src/features/interventions/steps';

describe('intervention steps', () => {
  it('offers one step forward and one back, nothing for an unknown status', () => {
    expect(nextSteps('to_do')).toEqual(['to_validate']);
    expect(nextSteps('to_validate')).toEqual(['done', 'to_do']);
    expect(nextSteps('done')).toEqual(['to_validate']);
    expect(nextSteps('bogus')).toEqual([]);
    expect(nextSteps(undefined)).toEqual([]);
  });

  it('refuses an end before the start, and only then', () => {
    expect(datesProblem('2026-03-10', '2026-03-09')).toBe('app.interventions.end_before_start');
    expect(datesProblem('2026-03-10', '2026-03-10')).toBeUndefined();
    expect(datesProblem('2026-03-10', '')).toBeUndefined();
    expect(datesProblem(null, '2026-03-09')).toBeUndefined();
  });
});
