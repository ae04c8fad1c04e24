// SMTP_MAX_PER_SECOND: the mailer spaces messages 1/rate s apart, concurrent senders included.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { throttleMailer, type Clock } from '../../../server/mail/throttle';
import type { MailMessage, Mailer } from '../../../server/mail/types';

/** A clock that moves only when someone sleeps: the send times are exact. */
function fakeClock(): Clock & { t: number } {
  const c = { t: 0, now: () => c.t, sleep: async (ms: number) => { c.t += ms; } };
  return c;
}

function recorder(clock: { now: () => number }) {
  const times: number[] = [];
  const mailer: Mailer = { send: async () => { times.push(clock.now()); }, close: async () => {} };
  return { times, mailer };
}

const msg: MailMessage = { to: 'a@b.c', subject: 's', text: 't', html: 'h' };

describe('throttleMailer', () => {
  it('sends at most `rate` messages a second, one slot after another', async () => {
    const clock = fakeClock();
    const { times, mailer } = recorder(clock);
    const limited = throttleMailer(mailer, 4, clock);
    for (let i = 0; i < 9; i++) await limited.send(msg);
    expect(times).toEqual([0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000]);
  });

  it('shares the rate between concurrent senders', async () => {
    let now = 0;
    const sleeps: number[] = [];
    const clock: Clock = { now: () => now, sleep: async (ms) => { sleeps.push(ms); } };
    const limited = throttleMailer({ send: async () => {}, close: async () => {} }, 10, clock);
    await Promise.all([limited.send(msg), limited.send(msg), limited.send(msg)]);
    // All three asked at t=0: the first goes at once, the others wait for their own slot.
    expect(sleeps).toEqual([100, 200]);
    now = 1000; // after a pause, no burst is saved up: the next one goes at once
    await limited.send(msg);
    expect(sleeps).toEqual([100, 200]);
  });

  it('is off at 0 (the default), and the setting is read and checked', () => {
    const inner: Mailer = { send: async () => {}, close: async () => {} };
    expect(throttleMailer(inner, 0)).toBe(inner);
    expect(loadConfig({ SMTP_HOST: 'mx' }).smtp?.maxPerSecond).toBe(0);
    expect(loadConfig({ SMTP_HOST: 'mx', SMTP_MAX_PER_SECOND: '14' }).smtp?.maxPerSecond).toBe(14);
    expect(() => loadConfig({ SMTP_HOST: 'mx', SMTP_MAX_PER_SECOND: 'fast' })).toThrow(/SMTP_MAX_PER_SECOND/);
  });
});
