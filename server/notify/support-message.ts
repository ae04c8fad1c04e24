// "A new message in a support conversation" (support-threads): to support staff when a company
// writes (the link opens support's queue), to the thread's author when support answers.
import type { Notice } from './deliver';
import { tr } from './format';

export interface SupportMessage { id: number | string; thread: number; subject: string; company: string; text: string; toSupport: boolean }

export function supportMessageNotice(p: SupportMessage): Notice {
  const link = p.toSupport ? `/support/messages?thread=${p.thread}` : `/messages?thread=${p.thread}`;
  return {
    kind: 'support_message', objectKey: `support-message:${p.id}`, link,
    message: (locale, url) => {
      const values = { subject: p.subject, company: p.company };
      const excerpt = p.text.length > 500 ? `${p.text.slice(0, 500)}…` : p.text;
      return {
        subject: tr(locale, p.toSupport ? 'support_message.subject_support' : 'support_message.subject_user', values),
        paragraphs: [tr(locale, p.toSupport ? 'support_message.intro_support' : 'support_message.intro_user', values), excerpt],
        action: { label: tr(locale, 'support_message.action'), href: url(link) },
      };
    },
  };
}

