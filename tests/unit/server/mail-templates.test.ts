import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { fr } from '../../../locales/fr';
import { LOCALES } from '../../../locales/types';
import { absoluteLink } from '../../../server/mail/links';
import { MAIL_TEMPLATES, renderMail, type MailTemplate } from '../../../server/mail/templates';

const URL = 'https://conformite.example.fr';
const PARAMS: Record<MailTemplate, Record<string, string | number>> = {
  export_ready: { resource: 'Équipements', rows: 1234567, link: '/exports/1/file', expires: '3 mars 2026' },
  invitation: { inviter: 'Zoé Martin', company: 'Aciérie du Nord', link: '/set-password?token=t' },
  password_reset: { link: '/reset-password?token=r' },
  job_failed: { what: 'Import', reason: 'Fichier illisible' },
  webhook_disabled: { url: 'https://hooks.example.fr/conformité', failures: 10, link: '/integrations/webhooks/1' },
};

type Tree = { readonly [key: string]: string | Tree };
/** Every leaf as [dotted key, text]. */
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('mail templates', () => {
  const cases = MAIL_TEMPLATES.flatMap((template) => LOCALES.map((locale) => [template, locale] as const));

  it('has the five templates', () => {
    expect([...MAIL_TEMPLATES].sort()).toEqual(['export_ready', 'invitation', 'job_failed', 'password_reset', 'webhook_disabled']);
  });

  it.each(cases)('%s renders completely in %s', (template, locale) => {
    const mail = renderMail(template, locale, PARAMS[template], URL);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('%{');
      // t() answers a missing key with the key itself.
      expect(part).not.toMatch(/\bmail\.\w+|\bapp\.name\b/);
    }
    const name = locale === 'fr' ? 'Conformité' : 'Compliance';
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain(name);
    expect(mail.html).toContain(name);
    expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}">`));
    expect(mail.html).toContain(`href="${URL}"`);
    expect(mail.text).toContain(`\n${URL}\n`);
    for (const [k, v] of Object.entries(PARAMS[template])) {
      if (k === 'link') expect(mail.text).toContain(`${URL}${v}`);
      else if (typeof v === 'string') expect(mail.text).toContain(v);
    }
  });

  it('English is translated, not a copy of the French', () => {
    const frText = new Map(leaves(fr.mail));
    for (const [key, text] of leaves(en.mail)) expect(text, key).not.toBe(frText.get(key));
    for (const template of MAIL_TEMPLATES) {
      const [frMail, enMail] = LOCALES.map((l) => renderMail(template, l, PARAMS[template], URL));
      expect(enMail.subject).not.toBe(frMail.subject);
    }
  });

  it('English has every French mail key with the same placeholders', () => {
    const frLeaves = leaves(fr.mail);
    const enLeaves = new Map(leaves(en.mail));
    expect([...enLeaves.keys()].sort()).toEqual(frLeaves.map(([k]) => k).sort());
    for (const [key, text] of frLeaves) expect(placeholders(enLeaves.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('formats numbers the local way', () => {
    expect(renderMail('export_ready', 'fr', PARAMS.export_ready, URL).text).toContain('1\u202f234\u202f567');
    expect(renderMail('export_ready', 'en', PARAMS.export_ready, URL).text).toContain('1,234,567');
  });

  it('escapes parameters in the HTML part, not in the text part', () => {
    const params = { what: '<script>alert("x")</script>', reason: "O'Brien & <b>co</b>" };
    const mail = renderMail('job_failed', 'en', params, URL);
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('O&#39;Brien &amp; &lt;b&gt;co&lt;/b&gt;');
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it('throws on an unknown template or a missing parameter', () => {
    expect(() => renderMail('welcome', 'fr', {}, URL)).toThrow('Unknown mail template: welcome');
    expect(() => renderMail('layout', 'fr', {}, URL)).toThrow('Unknown mail template: layout');
    expect(() => renderMail('toString', 'fr', {}, URL)).toThrow('Unknown mail template');
    expect(() => renderMail('invitation', 'fr', { inviter: 'A', link: '/x' }, URL)).toThrow(/needs: company/);
  });
});

describe('absoluteLink', () => {
  it.each([
    ['/reset?t=1', 'https://a.fr', 'https://a.fr/reset?t=1'],
    ['reset', 'https://a.fr/', 'https://a.fr/reset'],
    ['/reset', 'https://a.fr/app', 'https://a.fr/app/reset'],
    ['https://files.example.com/x?sig=1', 'https://a.fr', 'https://files.example.com/x?sig=1'],
  ])('%s with %s → %s', (link, base, expected) => {
    expect(absoluteLink(link, base)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example.com/x'])('refuses %s', (link) => {
    expect(() => absoluteLink(link, 'https://a.fr')).toThrow(/path or an http\(s\) URL/);
  });
});
