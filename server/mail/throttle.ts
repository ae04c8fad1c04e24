// SMTP_MAX_PER_SECOND: mail providers cap a sender's rate (Amazon SES 14/s by default, Brevo,
// Mailjet…) and answer past it with temporary refusals that would turn a 10,000-user reminder
// run into retries. Each message takes the next free slot, 1/rate s after the previous one's, so
// concurrent senders of this instance share the rate; a slot is taken before the wait (no burst
// after a pause longer than a slot). Per instance: with N instances the provider sees up to N×.
import type { Mailer } from './types';

export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };

/** `inner` limited to `perSecond` messages a second (0 or less: unchanged). */
export function throttleMailer(inner: Mailer, perSecond: number, clock: Clock = realClock): Mailer {
  if (!(perSecond > 0)) return inner;
  const gap = 1000 / perSecond;
  let next = -Infinity;
  return {
    async send(message) {
      const now = clock.now();
      const at = Math.max(now, next);
      next = at + gap;
      if (at > now) await clock.sleep(at - now);
      await inner.send(message);
    },
    close: () => inner.close(),
  };
}
