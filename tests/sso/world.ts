// A corpo company of its own for an SSO test file (the API tests share one database: the demo
// companies' settings stay untouched), with an administrator who signs in by password and users
// on the company's e-mail domain. Used by the API tests and the e2e tests.
import { hashPassword } from '../../server/auth/passwords';

/** A pg.Pool, or the e2e server's database (tests/e2e/elements-db.ts e2eSql). */
export interface Sql {
  query: <R extends Record<string, unknown> = Record<string, any>>(text: string, values?: unknown[]) => Promise<{ rows: R[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface SsoWorld {
  company: number;
  domain: string;
  admin: string;
  /** Users of the company on its domain (SSO users once SSO is enabled). */
  users: { alice: string; bob: string; excluded: string };
  password: string;
}

const ALL = ['view', 'create', 'edit', 'delete'];

export async function ssoWorld(pool: Sql, tag: string): Promise<SsoWorld> {
  const stamp = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const domain = `${stamp}.example.com`;
  const password = 'Sso-test-2026!';
  const hash = await hashPassword(password);
  const { rows: [{ id: company }] } = await pool.query<{ id: number }>(
    `INSERT INTO companies (name, tier) VALUES ($1, 'corpo') RETURNING id`, [`SSO ${stamp}`]);
  await pool.query('INSERT INTO factories (name, company_id) VALUES ($1, $2)', [`Site ${stamp}`, company]);
  // The administrator signs in by password: an address outside the SSO domain.
  const admin = `admin@admin-${domain}`;
  const users = { alice: `alice@${domain}`, bob: `bob@${domain}`, excluded: `excluded@${domain}` };
  for (const [email, role, excluded] of [[admin, 'admin', false], [users.alice, null, false], [users.bob, null, false], [users.excluded, null, true]] as const) {
    const { rows: [{ id }] } = await pool.query<{ id: number }>(`INSERT INTO users (email, first_name, last_name, password_hash, role, rights, exclude_from_sso)
      VALUES ($1, 'Test', $2, $3, $4, $5, $6) RETURNING id`,
    [email, email.split('@')[0], hash, role, JSON.stringify(role ? { company: ALL, user: ALL } : { company: ['view'] }), excluded]);
    await pool.query('INSERT INTO user_companies (user_id, company_id) VALUES ($1, $2)', [id, company]);
    await pool.query('INSERT INTO user_factories (user_id, factory_id) SELECT $1, id FROM factories WHERE company_id = $2', [id, company]);
  }
  return { company, domain, admin, users, password };
}
