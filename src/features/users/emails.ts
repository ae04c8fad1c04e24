// Several e-mail addresses typed at once (one per line, or separated by commas or semicolons):
// each is trimmed and lowercased (spec §5), then checked against a standard address pattern.

/** The API takes 1 to 50 addresses per invitation. */
export const MAX_INVITES = 50;

// The HTML standard's address pattern, with at least one dot in the domain.
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export const isValidEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(normalizeEmail(value));

export interface ParsedEmails {
  /** Valid addresses, normalized, each once, in the order typed. */
  emails: string[];
  /** Entries that are not addresses, as typed (trimmed). */
  invalid: string[];
}

export const parseEmails = (text: string | null | undefined): ParsedEmails => {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const entry of (text ?? '').split(/[\n\r,;]+/)) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const email = normalizeEmail(trimmed);
    if (!isValidEmail(email)) {
      if (!invalid.includes(trimmed)) invalid.push(trimmed);
    } else if (!emails.includes(email)) emails.push(email);
  }
  return { emails, invalid };
};

/** A react-admin validation error of the typed list (a translation key and its arguments). */
export interface ValidationError {
  message: string;
  args?: Record<string, unknown>;
}

export const emailListError = (text: string | null | undefined): ValidationError | undefined => {
  const { emails, invalid } = parseEmails(text);
  if (invalid.length) return { message: 'app.users.errors.email_invalid', args: { smart_count: invalid.length, emails: invalid.join(', ') } };
  if (!emails.length) return { message: 'app.users.errors.emails_required' };
  if (emails.length > MAX_INVITES) return { message: 'app.users.errors.too_many_emails', args: { max: MAX_INVITES } };
  return undefined;
};
