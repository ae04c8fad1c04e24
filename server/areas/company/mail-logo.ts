// The company logo in e-mails (issues 29, 30): mail clients load images without a session, so the
// logo is served at an address signed with the server secret (HMAC of the company id): it names
// no company a reader could not already see in the mail, and an unsigned or forged one is a 404.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Runner } from '../../crud/sql';
import { serverSecret } from '../../notify/unsubscribe';

const sign = (secret: string, company: number) => createHmac('sha256', secret).update(`company-logo:${company}`).digest('hex').slice(0, 32);

/** True when `sig` is the signature of `company`'s logo address (constant-time). */
export async function validLogoSignature(db: Runner, company: number, sig: string): Promise<boolean> {
  const want = Buffer.from(sign(await serverSecret(db), company));
  const given = Buffer.from(sig);
  return given.length === want.length && timingSafeEqual(given, want);
}

/**
 * The absolute address of the logo of the recipient's company (their first company that has one),
 * or null when none has a logo.
 */
export async function mailLogoUrl(db: Runner, publicUrl: string, userId: number): Promise<string | null> {
  const [row] = await rows<{ company: number }>(db, sql`SELECT uc.company_id AS company FROM user_companies uc
    JOIN company_logos l ON l.company_id = uc.company_id WHERE uc.user_id = ${userId} ORDER BY uc.company_id LIMIT 1`);
  if (!row) return null;
  return `${publicUrl.replace(/\/+$/, '')}/api/v1/company/logo/mail/${row.company}/${sign(await serverSecret(db), row.company)}/`;
}
