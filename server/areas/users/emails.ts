// The e-mail list of an invitation as typed: blanks skipped, each address trimmed and lowercased,
// duplicates kept once. Answers are keyed by the address as typed (trimmed), which the console shows.
import { emailSchema } from '../../crud/schemas';

export interface SortedEmails {
  valid: { key: string; email: string }[];
  /** Typed addresses that are not e-mail addresses. */
  invalid: string[];
}

export function sortEmails(given: readonly string[]): SortedEmails {
  const out: SortedEmails = { valid: [], invalid: [] };
  const seen = new Set<string>();
  for (const raw of given) {
    const key = raw.trim();
    if (!key) continue;
    const parsed = emailSchema.safeParse(key);
    if (!parsed.success) {
      if (!out.invalid.includes(key)) out.invalid.push(key);
    } else if (!seen.has(parsed.data)) {
      seen.add(parsed.data);
      out.valid.push({ key, email: parsed.data });
    }
  }
  return out;
}
