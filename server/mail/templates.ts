// The mail templates: which parameters each needs and which catalogue keys (mail.<name>.*) it
// shows, in order. Texts live in locales/<lang>/mail.ts; the frame is in layout.ts.
import type { Messages } from '../../locales/fr';
import { t, type Locale } from '../http/i18n';
import { layoutHtml, layoutText } from './layout';
import { absoluteLink } from './links';
import type { RenderedMail } from './types';

type Catalogue = Messages['mail'];
export type MailTemplate = Exclude<keyof Catalogue, 'layout'>;
export type MailParams = Record<string, string | number>;

/** Paragraph keys are checked against the French catalogue at compile time. */
interface TemplateSpec<T extends MailTemplate> {
  params: readonly string[];
  before: readonly Exclude<keyof Catalogue[T], 'subject'>[];
  /** Key of the button label; the button points at the `link` parameter. */
  action?: Exclude<keyof Catalogue[T], 'subject'>;
  after: readonly Exclude<keyof Catalogue[T], 'subject'>[];
}

const TEMPLATES: { [T in MailTemplate]: TemplateSpec<T> } = {
  export_ready: { params: ['resource', 'rows', 'link', 'expires'], before: ['intro', 'rows'], action: 'action', after: ['note'] },
  invitation: { params: ['inviter', 'company', 'link'], before: ['intro'], action: 'action', after: ['note'] },
  password_reset: { params: ['link'], before: ['intro'], action: 'action', after: ['note'] },
  job_failed: { params: ['what', 'reason'], before: ['intro', 'reason'], after: ['note'] },
  webhook_disabled: { params: ['url', 'failures', 'link'], before: ['intro'], action: 'action', after: ['note'] },
};

export const MAIL_TEMPLATES = Object.keys(TEMPLATES) as MailTemplate[];

export const isMailTemplate = (name: string): name is MailTemplate => Object.hasOwn(TEMPLATES, name);

/** Numbers are shown the local way (12 345 / 12,345); strings pass as given. */
function formatParams(locale: Locale, params: MailParams): Record<string, string> {
  const number = new Intl.NumberFormat(locale);
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? number.format(v) : v]),
  );
}

/**
 * Renders a template in a language. Throws on an unknown template or a missing parameter: a job
 * that passes the wrong data should fail loudly rather than mail "%{link}" to a customer.
 */
export function renderMail(template: string, locale: Locale, params: MailParams, publicUrl: string): RenderedMail {
  if (!isMailTemplate(template)) throw new Error(`Unknown mail template: ${template}`);
  const spec: { params: readonly string[]; before: readonly string[]; action?: string; after: readonly string[] } =
    TEMPLATES[template];
  const missing = spec.params.filter((name) => params[name] === undefined || params[name] === null);
  if (missing.length) throw new Error(`Mail template ${template} needs: ${missing.join(', ')}`);

  const app = t(locale, 'app.name');
  const values: Record<string, string> = { ...formatParams(locale, params), app };
  if (params.link !== undefined) values.link = absoluteLink(String(params.link), publicUrl);
  const tr = (key: string) => t(locale, `mail.${key}`, values);
  const own = (key: string) => tr(`${template}.${key}`);

  const content = {
    locale,
    app,
    // A header is one line: parameters must not fold or break it.
    subject: own('subject').replace(/\s+/g, ' ').trim(),
    greeting: tr('layout.greeting'),
    before: spec.before.map(own),
    action: spec.action ? { label: own(spec.action), url: values.link } : undefined,
    linkFallback: tr('layout.link_fallback'),
    after: spec.after.map(own),
    footer: tr('layout.footer'),
    openApp: tr('layout.open_app'),
    publicUrl,
  };
  return { subject: content.subject, text: layoutText(content), html: layoutHtml(content) };
}
