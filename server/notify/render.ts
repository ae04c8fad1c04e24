// A notification e-mail from its content: responsive HTML rendered by MJML (tables and media
// queries every mail client reads) and the same content as plain text. The frame: company logo
// when one is given, greeting, paragraphs, sections of linked lines, a button, and a footer saying
// why it was sent with the one-click unsubscribe of that kind and the preferences link.
//
// MJML is run once per frame variant (language, logo or not, button or not: at most 8), with
// placeholders where the text goes; each mail fills the compiled HTML. Rendering MJML per mail
// cost 12 ms of CPU for a reminder of 50 sites (parser, validator, juice's DOM) against 0.7 ms
// filled (tests/bench/notify-render.ts, results/notifications.md). The content goes in one text
// block as escaped HTML.
import mjml2html from 'mjml';
import { escapeHtml } from '../mail/layout';

export interface Line { text: string; href?: string }
export interface Section { title: string; href?: string; lines: Line[] }

/** What a sender says, already in the recipient's language. */
export interface Message {
  subject: string;
  paragraphs: string[];
  sections?: Section[];
  action?: { label: string; href: string };
}

export interface Frame {
  locale: string;
  app: string;
  greeting: string;
  footer: string;
  unsubscribe: { label: string; href: string };
  preferences: { label: string; href: string };
  logoUrl?: string | null;
}

const e = escapeHtml;
const link = (l: Line) => (l.href ? `<a href="${e(l.href)}" style="color:#1565c0;">${e(l.text)}</a>` : e(l.text));
const P = 'margin:0 0 12px;';

/** What fills a compiled frame (escaped HTML), by placeholder name. */
type Slot = 'title' | 'preview' | 'app' | 'body' | 'logo' | 'action_href' | 'action_label' | 'footer'
  | 'unsubscribe_href' | 'unsubscribe_label' | 'preferences_href' | 'preferences_label';

/** A placeholder: plain ASCII that MJML and juice copy as is, into text and attributes alike. */
const slot = (name: Slot) => `@@notify-${name}@@`;
const SLOT_RE = /@@notify-([a-z_]+)@@/;

function sectionHtml(s: Section): string {
  const title = s.href ? `<a href="${e(s.href)}" style="color:#1f2933;">${e(s.title)}</a>` : e(s.title);
  const items = s.lines.map((l) => `<li style="margin:0 0 4px;">${link(l)}</li>`).join('');
  return `<p style="margin:16px 0 4px;font-size:16px;font-weight:bold;">${title}</p><ul style="margin:0 0 12px;padding-left:20px;">${items}</ul>`;
}

/** The frame's MJML with placeholders; `logo` and `action` decide whether those blocks exist. */
function frameMjml(locale: string, logo: boolean, action: boolean): string {
  return `<mjml lang="${e(locale)}">
<mj-head><mj-title>${slot('title')}</mj-title><mj-preview>${slot('preview')}</mj-preview>
<mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" /><mj-text font-size="15px" line-height="1.5" color="#1f2933" /></mj-attributes></mj-head>
<mj-body background-color="#f4f5f7" width="600px">
<mj-section background-color="#ffffff" padding="16px 12px 0"><mj-column>
${logo ? `<mj-image src="${slot('logo')}" alt="" width="140px" align="left" padding="0 0 8px" />` : ''}
<mj-text font-size="18px" font-weight="bold">${slot('app')}</mj-text><mj-divider border-width="1px" border-color="#e4e7eb" /></mj-column></mj-section>
<mj-section background-color="#ffffff" padding="0 12px"><mj-column>
<mj-text>${slot('body')}</mj-text>
${action ? `<mj-button href="${slot('action_href')}" background-color="#1565c0" color="#ffffff" align="left">${slot('action_label')}</mj-button>` : ''}
</mj-column></mj-section>
<mj-section padding="8px 12px"><mj-column>
<mj-text font-size="12px" color="#52606d">${slot('footer')}<br />
<a href="${slot('unsubscribe_href')}" style="color:#52606d;">${slot('unsubscribe_label')}</a> · <a href="${slot('preferences_href')}" style="color:#52606d;">${slot('preferences_label')}</a></mj-text>
</mj-column></mj-section>
</mj-body></mjml>`;
}

/** Compiled HTML split at its placeholders: literal, slot name, literal, slot name, … literal. */
type Compiled = string[];
/** Bounded by construction: languages × 2 × 2 entries. */
const compiled = new Map<string, Promise<Compiled>>();

async function compile(locale: string, logo: boolean, action: boolean): Promise<Compiled> {
  const out = await mjml2html(frameMjml(locale, logo, action), { validationLevel: 'strict' });
  if (out.errors.length) throw new Error(`notification mail: ${out.errors.map((x) => x.formattedMessage).join('; ')}`);
  const parts = out.html.split(SLOT_RE);
  // Every placeholder must have come through untouched, once at least (an MJML upgrade that escaped one would drop content).
  const names = new Set(parts.filter((_, i) => i % 2 === 1));
  const want: Slot[] = ['title', 'preview', 'app', 'body', 'footer', 'unsubscribe_href', 'preferences_href', ...(logo ? ['logo' as const] : []), ...(action ? ['action_href' as const] : [])];
  const lost = want.filter((n) => !names.has(n));
  if (lost.length) throw new Error(`notification mail: placeholders lost by MJML: ${lost.join(', ')}`);
  return parts;
}

function frameOf(locale: string, logo: boolean, action: boolean): Promise<Compiled> {
  const key = `${locale}|${logo ? 1 : 0}|${action ? 1 : 0}`;
  let c = compiled.get(key);
  if (!c) {
    c = compile(locale, logo, action);
    compiled.set(key, c);
    c.catch(() => compiled.delete(key)); // a failure is not kept: the next mail tries again
  }
  return c;
}

export async function renderHtml(m: Message, f: Frame): Promise<string> {
  const parts = await frameOf(f.locale, !!f.logoUrl, !!m.action);
  const body = [`<p style="${P}">${e(f.greeting)}</p>`, ...m.paragraphs.map((p) => `<p style="${P}">${e(p)}</p>`),
    ...(m.sections ?? []).map(sectionHtml)].join('\n');
  const values: Record<Slot, string> = {
    title: e(m.subject), preview: e(m.paragraphs[0] ?? ''), app: e(f.app), body, logo: e(f.logoUrl ?? ''),
    action_href: e(m.action?.href ?? ''), action_label: e(m.action?.label ?? ''), footer: e(f.footer),
    unsubscribe_href: e(f.unsubscribe.href), unsubscribe_label: e(f.unsubscribe.label),
    preferences_href: e(f.preferences.href), preferences_label: e(f.preferences.label),
  };
  // One pass over the parts: text that happens to look like a placeholder is never filled again.
  return parts.map((p, i) => (i % 2 ? values[p as Slot] ?? '' : p)).join('');
}

export function renderText(m: Message, f: Frame): string {
  const blocks = [f.app, f.greeting, ...m.paragraphs];
  for (const s of m.sections ?? []) {
    blocks.push([s.title + (s.href ? `\n${s.href}` : ''), ...s.lines.map((l) => `- ${l.text}${l.href ? `\n  ${l.href}` : ''}`)].join('\n'));
  }
  if (m.action) blocks.push(`${m.action.label}\n${m.action.href}`);
  blocks.push(`-- \n${f.footer}\n${f.unsubscribe.label}: ${f.unsubscribe.href}\n${f.preferences.label}: ${f.preferences.href}`);
  return `${blocks.join('\n\n')}\n`;
}
