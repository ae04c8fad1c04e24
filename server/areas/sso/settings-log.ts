// A change of a company's SSO settings is recorded in the activity log (who changed what, when),
// in the same transaction as the write: a refused or rolled-back change leaves no trace. The
// client secret is never logged, only that it changed.
// Activity-log rows: company (a change of the company's SSO settings; tests/api/access/activity.ts).
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { RequestContext } from '../../auth/context';
import { changedFields } from '../../crud/activity-changes';
import { actorOf, companyScope, recordActivity } from '../../crud/activity-record';
import { readSettings, writeSettings, type SettingsBody, type SsoSettings } from './settings';

const FIELDS = ['protocol', 'issuer', 'metadata', 'client_id', 'email_domains', 'enabled'];
const MASK = '••••••••';

const shown = (s: SsoSettings | null) => (s ? {
  protocol: s.protocol, issuer: s.issuer, metadata: s.metadata, client_id: s.clientId, email_domains: s.emailDomains, enabled: s.enabled,
} : null);

/** Writes the settings and their activity-log row; returns the settings as stored. */
export async function writeSettingsLogged(pool: pg.Pool, ctx: RequestContext, company: number, body: SettingsBody): Promise<SsoSettings> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // One writer of a company's settings at a time: the logged "before" is the row replaced.
    await client.query('SELECT pg_advisory_xact_lock(29002, $1)', [company]);
    const before = await readSettings(client, company);
    const after = await writeSettings(client, company, body);
    const changes = changedFields(shown(before), shown(after), FIELDS);
    if ((before?.clientSecret ?? '') !== after.clientSecret) changes.client_secret = [before?.clientSecret ? MASK : null, after.clientSecret ? MASK : null];
    if (Object.keys(changes).length) {
      const { rows: [c] } = await client.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [company]);
      await recordActivity(drizzle(client), actorOf(ctx), {
        action: before ? 'update' : 'create', objectType: 'sso', objectId: company, objectLabel: c?.name ?? '', scope: companyScope(company), changes,
      });
    }
    await client.query('COMMIT');
    return after;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
