import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

describe('loadConfig: JOB_POLL_SECONDS', () => {
  it('polls every 10 s by default (enqueues of this instance wake a worker at once)', () => {
    expect(loadConfig({}).jobPollSeconds).toBe(10);
  });
  it('takes a positive whole number of seconds', () => {
    expect(loadConfig({ JOB_POLL_SECONDS: '3' }).jobPollSeconds).toBe(3);
  });
  it('stops the start on a malformed value instead of polling in a loop', () => {
    expect(() => loadConfig({ JOB_POLL_SECONDS: '0' })).toThrow(/JOB_POLL_SECONDS/);
    expect(() => loadConfig({ JOB_POLL_SECONDS: 'often' })).toThrow(/JOB_POLL_SECONDS/);
  });
});
