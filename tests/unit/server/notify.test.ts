// Notification building blocks without a database: switches (and their former names), the
// unsubscribe signature, the digest's week, the MJML frame.
import { describe, expect, it } from 'vitest';
import { isoWeek } from '../../../server/areas/notifications/digest';
import { horizonOf, isEnabled } from '../../../server/notify/kinds';
import { renderHtml, renderText } from '../../../server/notify/render';
import { signature, verify } from '../../../server/notify/unsubscribe';

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
