// Password flows end to end on a real SMTP peer: the invitation e-mail's link sets a first
// password, a reset link a new one (each link works once, not after its expiry), and a signed-in
// user changes their password, which signs them out everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, call, DEMO_PASSWORD, login, startApp, type TestApp } from './helpers';
import { partText } from './mime';
import { startSmtpCapture } from './smtp';
import { createUser, demoIds, freshEmail, signInAsNew, type Api, type DemoIds } from './users-helpers';

const PUBLIC_URL = 'https://conformite.test.example';
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let admin: Api;
let ids: DemoIds;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startApp({ ...smtp.env, PUBLIC_URL });
  admin = as(t.app, await login(t.app, ADMIN));
  ids = await demoIds(t.pool);
});
afterAll(async () => { await t.close(); await smtp.close(); });

const base = () => ({ factories: [ids.lyon], regulations: [ids.regs[0]] });
const LINK_INVALID = "Le lien est invalide, sans doute parce qu'il a déjà été utilisé.";

/** The mail received by `to` (waits a little: reset mails are sent after the answer). */
async function mailTo(to: string, nth = 1) {
  for (let i = 0; i < 100; i++) {
    const found = smtp.received.filter((m) => m.to.includes(to));
    if (found.length >= nth) return found[nth - 1].mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail #${nth} for ${to}`);
}

/** The link of a password mail, and its parameters. */
function linkOf(mail: Awaited<ReturnType<typeof mailTo>>) {
  const text = partText(mail, 'text/plain') ?? '';
  const url = new URL(/https?:\/\/\S+\/reset-password\/confirm\?\S+/.exec(text)![0]);
  return { url, email: url.searchParams.get('email')!, uidB64: url.searchParams.get('uidB64')!, token: url.searchParams.get('token')! };
}

const confirm = (body: Record<string, unknown>, lang?: string) =>
  call(t.app, 'POST', '/api/v1/login/password-reset/confirm/', { body, lang });

describe('invitation', () => {
  it('mails a one-use link that sets the first password, then the user signs in', async () => {
    const email = freshEmail('invite');
    const user = await createUser(admin, { email, first_name: 'Inès', ...base() });
    const mail = await mailTo(email);
    expect(mail.headers.subject).toBe('Alice Martin vous invite sur Conformité');
    expect(partText(mail, 'text/plain')).toContain("l'espace de Démo Industrie");
    const link = linkOf(mail);
    expect(link.url.origin + link.url.pathname).toBe(`${PUBLIC_URL}/reset-password/confirm`);
    expect(link.email).toBe(email);
    const stored = await t.pool.query('SELECT token_hash, purpose, expires_at > now() + interval \'6 days\' AS week FROM password_tokens WHERE user_id = $1', [user.id]);
    expect(stored.rows).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), purpose: 'invite', week: true }]);
    expect(stored.rows[0].token_hash).not.toContain(link.token);

    const mismatch = await confirm({ uidB64: link.uidB64, token: link.token, password: 'nouveau-mdp', password_confirm: 'autre-mdp' });
    expect(mismatch.body).toEqual({ password_confirm: ['Les nouveaux mots de passe ne sont pas identiques'] });
    const short = await confirm({ uidB64: link.uidB64, token: link.token, password: 'court', password_confirm: 'court' }, 'en');
    expect(short.body).toEqual({ password: ['The password must contain at least 8 characters.'] });
    const ok = await confirm({ uidB64: link.uidB64, token: link.token, password: 'nouveau-mdp', password_confirm: 'nouveau-mdp' });
    expect(ok).toMatchObject({ status: 200, body: { detail: 'Votre mot de passe a été enregistré. Vous pouvez vous connecter.' } });
    await login(t.app, email, 'nouveau-mdp');
    expect((await admin.get(`/api/v1/users/${user.id}/`)).body.invited).toBe(false);

    const again = await confirm({ uidB64: link.uidB64, token: link.token, password: 'encore-un', password_confirm: 'encore-un' });
    expect(again).toMatchObject({ status: 400, body: { non_field_errors: [LINK_INVALID] } });
    const en = await confirm({ uidB64: link.uidB64, token: link.token, password: 'encore-un', password_confirm: 'encore-un' }, 'en');
    expect(en.body).toEqual({ non_field_errors: ['The link is invalid, probably because it has already been used.'] });
  });

  it('POST /users/invite/ mails every created user, in the inviter language', async () => {
    const emails = [freshEmail('lot'), freshEmail('lot')];
    const r = await call(t.app, 'POST', '/api/v1/users/invite/', {
      token: await login(t.app, ADMIN), lang: 'en', body: { emails, source: { kind: 'scratch' }, ...base() },
    });
    expect(r.status).toBe(201);
    for (const email of emails) expect((await mailTo(email)).headers.subject).toBe('Alice Martin invites you to Compliance');
  });

  it('refuses an expired link, a link of another user and a malformed uid', async () => {
    const user = await createUser(admin, base());
    const link = linkOf(await mailTo(user.email));
    const other = await createUser(admin, base());
    const otherLink = linkOf(await mailTo(other.email));
    const wrongUser = await confirm({ uidB64: otherLink.uidB64, token: link.token, password: 'password1', password_confirm: 'password1' });
    expect(wrongUser.body).toEqual({ non_field_errors: [LINK_INVALID] });
    expect((await confirm({ uidB64: '!!', token: link.token, password: 'password1', password_confirm: 'password1' })).status).toBe(400);
    await t.pool.query("UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
    const expired = await confirm({ uidB64: link.uidB64, token: link.token, password: 'password1', password_confirm: 'password1' });
    expect(expired.body).toEqual({ non_field_errors: [LINK_INVALID] });
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses and mails known ones a link', async () => {
    const { row } = await signInAsNew(t, admin, base());
    const unknownAddress = freshEmail('nobody');
    const unknown = await call(t.app, 'POST', '/api/v1/login/password-reset/', { body: { email: unknownAddress } });
    const known = await call(t.app, 'POST', '/api/v1/login/password-reset/', { body: { email: ` ${row.email.toUpperCase()} ` } });
    expect(known).toMatchObject({ status: 200, body: unknown.body });
    expect(known.body.detail).toMatch(/^Si un compte correspond à cette adresse/);
    const mail = await mailTo(row.email, 2); // the invitation, then the reset
    expect(mail.headers.subject).toBe('Conformité : réinitialisation de votre mot de passe');
    expect(smtp.received.some((m) => m.to.includes(unknownAddress))).toBe(false);
    const bad = await call(t.app, 'POST', '/api/v1/login/password-reset/', { body: { email: 'nope' }, lang: 'en' });
    expect(bad.body).toEqual({ email: ['The e-mail address is not valid.'] });
  });

  it('sets a new password through the link, signs the user out everywhere, and works once', async () => {
    const { row, api: session } = await signInAsNew(t, admin, base());
    await call(t.app, 'POST', '/api/v1/login/password-reset/', { body: { email: row.email }, lang: 'en' });
    const mail = await mailTo(row.email, 2);
    expect(mail.headers.subject).toBe('Compliance: reset your password');
    const link = linkOf(mail);
    const ok = await confirm({ uidB64: link.uidB64, token: link.token, password: 'reset-mdp-1', password_confirm: 'reset-mdp-1' }, 'en');
    expect(ok.body).toEqual({ detail: 'Your password has been saved. You can now sign in.' });
    expect((await session.get('/api/v1/user/me/')).status).toBe(401);
    await login(t.app, row.email, 'reset-mdp-1');
    const again = await confirm({ uidB64: link.uidB64, token: link.token, password: 'reset-mdp-2', password_confirm: 'reset-mdp-2' });
    expect(again.body).toEqual({ non_field_errors: [LINK_INVALID] });
    const log = await admin.get(`/api/v1/activity-log/?object_type=users&object_id=${row.id}&action=update`);
    expect(log.body.results[0]).toMatchObject({ changes: { password: ['***', '***'] }, company: ids.demo });
  });

  it('sends at most 3 reset e-mails per user every 15 minutes', async () => {
    const { row } = await signInAsNew(t, admin, base());
    for (let i = 0; i < 5; i++) await call(t.app, 'POST', '/api/v1/login/password-reset/', { body: { email: row.email } });
    await mailTo(row.email, 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.filter((m) => m.to.includes(row.email))).toHaveLength(4);
  });
});

describe('POST /user/change-password/', () => {
  const change = (api: Api, body: Record<string, unknown>, lang?: string) => api.post('/api/v1/user/change-password/', body, lang);

  it('applies the form rules', async () => {
    const { api } = await signInAsNew(t, admin, base());
    const empty = await change(api, { old_password: DEMO_PASSWORD, new_password: '', new_password_confirm: 'x' });
    expect(empty.body).toEqual({ non_field_errors: ['Veuillez remplir tous les champs'] });
    expect((await change(api, {}, 'en')).body).toEqual({ non_field_errors: ['Please fill in all the fields'] });
    const mismatch = await change(api, { old_password: DEMO_PASSWORD, new_password: 'nouveau-1', new_password_confirm: 'nouveau-2' });
    expect(mismatch.body).toEqual({ new_password_confirm: ['Les nouveaux mots de passe ne sont pas identiques'] });
    const wrong = await change(api, { old_password: 'pas-le-bon', new_password: 'nouveau-1', new_password_confirm: 'nouveau-1' });
    expect(wrong.body).toEqual({ old_password: ['Votre ancien mot de passe est incorrect.'] });
    const short = await change(api, { old_password: DEMO_PASSWORD, new_password: 'court', new_password_confirm: 'court' });
    expect(short.body).toEqual({ new_password: ['Le mot de passe doit contenir au moins 8 caractères.'] });
    expect((await api.get('/api/v1/user/me/')).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/v1/user/change-password/', { body: {} })).status).toBe(401);
  });

  it('changes the password and revokes every session and pending link', async () => {
    const { row, api } = await signInAsNew(t, admin, base());
    const other = as(t.app, await login(t.app, row.email));
    await call(t.app, 'POST', '/api/v1/login/password-reset/', { body: { email: row.email } });
    const link = linkOf(await mailTo(row.email, 2));
    const r = await change(api, { old_password: DEMO_PASSWORD, new_password: 'change-mdp-1', new_password_confirm: 'change-mdp-1' });
    expect(r).toMatchObject({ status: 200, body: { detail: 'Votre mot de passe a été modifié. Veuillez vous reconnecter.' } });
    expect((await api.get('/api/v1/user/me/')).status).toBe(401);
    expect((await other.get('/api/v1/user/me/')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/v1/login/', { body: { username: row.email, password: DEMO_PASSWORD } })).status).toBe(400);
    await login(t.app, row.email, 'change-mdp-1');
    const stale = await confirm({ uidB64: link.uidB64, token: link.token, password: 'reset-mdp-9', password_confirm: 'reset-mdp-9' });
    expect(stale.body).toEqual({ non_field_errors: [LINK_INVALID] });
  });
});
