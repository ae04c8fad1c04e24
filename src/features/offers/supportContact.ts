// How a quote request reaches the provider. There is no chat backend in this product: the
// console pre-fills a message the user can edit, then copy or send by e-mail (a mailto: link
// opening the user's mail client) to the support address.

/** Set at build time with VITE_SUPPORT_EMAIL; the default is a placeholder to replace. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@example.com';

/** RFC 6068: percent-encoded subject and body, line breaks as CRLF. */
export const mailtoUrl = (to: string, subject: string, body: string) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`;
