// Notification building blocks without a database: switches (and their former names), the
// unsubscribe signature, the digest's week, the MJML frame (compiled once per variant).
import { describe, expect, it, vi } from 'vitest';
import { isoWeek } from '../../../server/areas/notifications/digest';
import { day } from '../../../server/notify/format';
import { horizonOf, isEnabled } from '../../../server/notify/kinds';
import { renderHtml, renderText } from '../../../server/notify/render';
import { signature, verify } from '../../../server/notify/unsubscribe';

/** MJML's calls, counted (the real renderer answers). */
const mjmlCalls = vi.hoisted(() => ({ n: 0 }));
vi.mock('mjml', async (importOriginal) => {
  const real = (await importOriginal<typeof import('mjml')>()).default;
  return { default: async (...args: Parameters<typeof real>) => { mjmlCalls.n++; return real(...args); } };
});

describe('switches', () => {
  it('reads a kind, its former name, then its default', () => {
    expect(isEnabled({}, 'weekly_digest')).toBe(false);
    expect(isEnabled({}, 'export_ready')).toBe(true);
    expect(isEnabled({ import_finished: false }, 'import_failed')).toBe(false);
    expect(isEnabled({ import_finished: false, import_failed: true }, 'import_failed')).toBe(true);
    expect(horizonOf({ deadline_horizon_days: 15 })).toBe(15);
    expect(horizonOf({ deadline_horizon_days: 16 })).toBe(30);
  });
});

describe('unsubscribe signature', () => {
  it('holds for its user and kind only', () => {
    const s = signature('secret', 12, 'weekly_digest');
    expect(verify('secret', 12, 'weekly_digest', s)).toBe(true);
    expect(verify('secret', 13, 'weekly_digest', s)).toBe(false);
    expect(verify('secret', 12, 'export_ready', s)).toBe(false);
    expect(verify('other', 12, 'weekly_digest', s)).toBe(false);
    expect(verify('secret', 12, 'weekly_digest', '')).toBe(false);
  });
});

describe('digest period', () => {
  it('is the ISO week, the same from Monday to Sunday', () => {
    expect(isoWeek(new Date('2026-11-23T06:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2026-11-29T20:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
  });
});

describe('frame', () => {
  const frame = {
    locale: 'fr', app: 'Conformité', greeting: 'Bonjour Zoé,', footer: 'Pied <b>',
    unsubscribe: { label: 'Se désabonner', href: 'https://x.fr/u?a=1&b=2' }, preferences: { label: 'Préférences', href: 'https://x.fr/p' },
  };
  const message = { subject: 'Sujet', paragraphs: ['Texte & <script>'], sections: [{ title: 'Lyon', lines: [{ text: 'Extincteur', href: 'https://x.fr/c' }] }], action: { label: 'Ouvrir', href: 'https://x.fr/o' } };
  it('renders escaped, responsive HTML and the same content as text', async () => {
    const html = await renderHtml(message, frame);
    expect(html).toContain('Texte &amp; &lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('@media');
    expect(html).toContain('href="https://x.fr/u?a=1&amp;b=2"');
    const text = renderText(message, frame);
    expect(text).toContain('- Extincteur\n  https://x.fr/c');
    expect(text).toContain('Se désabonner: https://x.fr/u?a=1&b=2');
  });
});

describe('frame compiled once', () => {
  const frame = (i: number) => ({
    locale: i % 2 ? 'en' : 'fr', app: 'Conformité', greeting: `Bonjour n° ${i},`, footer: 'Pied',
    unsubscribe: { label: 'Se désabonner', href: `https://x.fr/u?u=${i}` }, preferences: { label: 'Préférences', href: 'https://x.fr/p' },
    logoUrl: i % 3 ? `https://x.fr/logo/${i}/` : null,
  });
  const message = (i: number) => ({
    subject: `Sujet ${i}`, paragraphs: [`Intro ${i} @@notify-body@@`],
    sections: Array.from({ length: 1 + (i % 4) }, (_, s) => ({ title: `Site ${i}-${s}`, lines: [{ text: `Ligne ${i}-${s}`, href: `https://x.fr/c/${i}/${s}` }] })),
    action: { label: `Ouvrir ${i}`, href: `https://x.fr/o/${i}` },
  });

  it('runs MJML once per language, logo and button, and fills each mail with its own content', async () => {
    const before = mjmlCalls.n;
    const htmls = await Promise.all(Array.from({ length: 40 }, (_, i) => renderHtml(message(i), frame(i))));
    // 2 languages × logo or not: 4 variants at most, however many mails (one MJML run per mail before).
    expect(mjmlCalls.n - before).toBeLessThanOrEqual(4);
    htmls.forEach((html, i) => {
      expect(html).toContain(`<html lang="${i % 2 ? 'en' : 'fr'}"`);
      expect(html).toContain(`<title>Sujet ${i}</title>`);
      expect(html).toContain(`Bonjour n° ${i},`);
      expect(html).toContain(`<a href="https://x.fr/c/${i}/0" style="color:#1565c0;">Ligne ${i}-0</a>`);
      expect(html).toContain(`Site ${i}-${i % 4}`);
      expect(html).not.toContain(`Site ${i}-${(i % 4) + 1}`);
      expect(html).toContain(`href="https://x.fr/o/${i}"`);
      expect(html).toContain(`Ouvrir ${i}`);
      expect(html).toContain(`href="https://x.fr/u?u=${i}"`);
      expect(html.includes(`src="https://x.fr/logo/${i}/"`)).toBe(i % 3 !== 0);
      // Text that looks like a placeholder is text: written as given, never filled.
      expect(html).toContain(`Intro ${i} @@notify-body@@`);
      expect(html).toContain('@media');
    });
  });

  it('leaves the button out when there is no action', async () => {
    const html = await renderHtml({ subject: 'S', paragraphs: ['P'] }, frame(0));
    expect(html).not.toContain('@@notify-');
    expect(html).not.toContain('background:#1565c0');
  });
});

describe('dates in mails', () => {
  it('are written by one formatter per language (each one holds ICU memory the GC does not see)', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    const counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) { made++; return new Real(...args); };
    Intl.DateTimeFormat = counting as unknown as typeof Intl.DateTimeFormat;
    try {
      const out = Array.from({ length: 300 }, (_, i) => day('2026-03-01', i % 2 ? 'en' : 'fr'));
      expect(out[0]).toBe('1 mars 2026');
      expect(out[1]).toBe('Mar 1, 2026');
      expect(day(null, 'fr')).toBe('—');
      // A reminder of 50 sites writes 250 dates: one formatter each grew the server by 2.5 MB a mail.
      expect(made).toBeLessThanOrEqual(2);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
