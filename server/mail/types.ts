// The mail service seen by the rest of the server: send one message, rendered from a template.
import type { Locale } from '../http/i18n';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe of notifications). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends (or, with no SMTP configured, writes to the outbox). Rejects when the peer refuses. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** A template call: which template, the recipient's language, its parameters. */
export interface MailRequest {
  to: string;
  locale: Locale;
  template: string;
  params: Record<string, string | number>;
}

/** What a template renders: a message without its recipient. */
export type RenderedMail = Omit<MailMessage, 'to'>;
