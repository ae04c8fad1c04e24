// The frame every message shares: product name on top, paragraphs, an optional button, a footer
// linking back to the console. One structure, written twice: as plain text and as HTML.
import type { Locale } from '../http/i18n';

export interface MailAction {
  label: string;
  url: string;
}

/** A message's content in plain text; layout escapes it for the HTML part. */
export interface MailContent {
  locale: Locale;
  app: string;
  subject: string;
  greeting: string;
  before: string[];
  action?: MailAction;
  linkFallback: string;
  after: string[];
  footer: string;
  openApp: string;
  publicUrl: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML element or a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export function layoutText(c: MailContent): string {
  const blocks = [c.app, c.greeting, ...c.before];
  if (c.action) blocks.push(`${c.action.label}\n${c.action.url}`);
  blocks.push(...c.after);
  // "-- " (with its space) is the signature separator mail clients recognise.
  blocks.push(`-- \n${c.footer}\n${c.openApp}\n${c.publicUrl}`);
  return `${blocks.join('\n\n')}\n`;
}

const LINK = 'color:#1565c0;';
const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;

function actionHtml(action: MailAction, fallback: string): string {
  const url = escapeHtml(action.url);
  return [
    '<p style="margin:24px 0;">',
    `<a href="${url}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#ffffff;`,
    `text-decoration:none;border-radius:4px;font-weight:bold;">${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#52606d;">${escapeHtml(fallback)}<br>`,
    `<a href="${url}" style="${LINK}word-break:break-all;">${url}</a></p>`,
  ].join('');
}

export function layoutHtml(c: MailContent): string {
  const home = escapeHtml(c.publicUrl);
  const body = [
    p(c.greeting),
    ...c.before.map((text) => p(text)),
    c.action ? actionHtml(c.action, c.linkFallback) : '',
    ...c.after.map((text) => p(text)),
  ].join('\n');
  return `<!doctype html>
<html lang="${c.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;"><tr>
<td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:6px;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e4e7eb;font-size:18px;font-weight:bold;">${escapeHtml(c.app)}</td></tr>
<tr><td style="padding:24px 28px 8px;font-size:15px;line-height:1.5;">
${body}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e4e7eb;font-size:12px;line-height:1.5;color:#7b8794;">
${escapeHtml(c.footer)}<br><a href="${home}" style="${LINK}">${escapeHtml(c.openApp)}</a> · ${home}
</td></tr>
</table></td></tr></table>
</body>
</html>
`;
}
