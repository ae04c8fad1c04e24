// A notification e-mail from its content: responsive HTML rendered by MJML (tables and media
// queries every mail client reads) and the same content as plain text. The frame: company logo
// when one is given, greeting, paragraphs, sections of linked lines, a button, and a footer saying
// why it was sent with the one-click unsubscribe of that kind and the preferences link.
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

function sectionMjml(s: Section): string {
  const title = s.href ? `<a href="${e(s.href)}" style="color:#1f2933;">${e(s.title)}</a>` : e(s.title);
  const items = s.lines.map((l) => `<li style="margin:0 0 4px;">${link(l)}</li>`).join('');
  return `<mj-text font-size="16px" font-weight="bold" padding-bottom="4px">${title}</mj-text>
<mj-text padding-top="0"><ul style="margin:0;padding-left:20px;">${items}</ul></mj-text>`;
}

export async function renderHtml(m: Message, f: Frame): Promise<string> {
  const logo = f.logoUrl ? `<mj-image src="${e(f.logoUrl)}" alt="" width="140px" align="left" padding="0 0 8px" />` : '';
  const src = `<mjml lang="${e(f.locale)}">
<mj-head><mj-title>${e(m.subject)}</mj-title><mj-preview>${e(m.paragraphs[0] ?? '')}</mj-preview>
<mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" /><mj-text font-size="15px" line-height="1.5" color="#1f2933" /></mj-attributes></mj-head>
<mj-body background-color="#f4f5f7" width="600px">
<mj-section background-color="#ffffff" padding="16px 12px 0"><mj-column>${logo}
<mj-text font-size="18px" font-weight="bold">${e(f.app)}</mj-text><mj-divider border-width="1px" border-color="#e4e7eb" /></mj-column></mj-section>
<mj-section background-color="#ffffff" padding="0 12px"><mj-column>
<mj-text>${e(f.greeting)}</mj-text>
${m.paragraphs.map((p) => `<mj-text>${e(p)}</mj-text>`).join('\n')}
${(m.sections ?? []).map(sectionMjml).join('\n')}
${m.action ? `<mj-button href="${e(m.action.href)}" background-color="#1565c0" color="#ffffff" align="left">${e(m.action.label)}</mj-button>` : ''}
</mj-column></mj-section>
<mj-section padding="8px 12px"><mj-column>
<mj-text font-size="12px" color="#52606d">${e(f.footer)}<br />
<a href="${e(f.unsubscribe.href)}" style="color:#52606d;">${e(f.unsubscribe.label)}</a> · <a href="${e(f.preferences.href)}" style="color:#52606d;">${e(f.preferences.label)}</a></mj-text>
</mj-column></mj-section>
</mj-body></mjml>`;
  const out = await mjml2html(src, { validationLevel: 'strict' });
  if (out.errors.length) throw new Error(`notification mail: ${out.errors.map((x) => x.formattedMessage).join('; ')}`);
  return out.html;
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
