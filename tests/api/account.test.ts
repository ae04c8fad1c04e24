// The account endpoints (docs/API.md "Account"): profile, picture, user pictures, notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorld, removeTestRows, type TestUser, type World } from './access/world';
import { bigPng, FORM_HEADERS, formData, JPEG, PDF, PNG, type FormPart } from './form-data';
import { as, call, startApp, type TestApp } from './helpers';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startApp({ UPLOAD_MAX_MB: '1' });
  w = await loadWorld(t.pool);
});
afterAll(async () => {
  if (t) await removeTestRows(t.pool);
  await t?.close();
});

const newUser = (tier: 'pro' | 'corpo' = 'pro', role: 'support' | null = null) =>
  w.fresh({ companies: [w.company(tier).id], rights: {}, role });
const upload = async (user: TestUser, parts: FormPart[], lang = 'fr') => {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/user/me/picture/', payload: formData(parts),
    headers: { ...FORM_HEADERS, authorization: `Token ${user.token}`, 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
};
const picture = (data: Buffer, filename = 'portrait.png'): FormPart => ({ name: 'file', data, filename });
const history = async (userId: number) => (await t.pool.query<{ changes: Record<string, unknown> }>(
  `SELECT changes FROM activity_log WHERE object_type = 'users' AND object_id = $1 ORDER BY id`, [userId])).rows.map((r) => r.changes);
const keyOf = async (fileId: number) => (await t.pool.query('SELECT key FROM stored_files WHERE id = $1', [fileId])).rows[0]?.key;

describe('PATCH /user/me/', () => {
  it('changes names, language and dashboard, answers /user/me/, and logs the change', async () => {
    const u = await newUser();
    const r = await as(t.app, u.token).patch('/api/v1/user/me/', { first_name: ' Élise ', last_name: 'Durand', language: 'en', preferred_dashboard: 'conformity' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: u.id, first_name: 'Élise', last_name: 'Durand', profile_details: { language: 'en', preferred_dashboard: 'score' } });
    expect((await as(t.app, u.token).get('/api/v1/user/me/')).body).toEqual(r.body);
    const { rows } = await t.pool.query('SELECT language, profile_details FROM users WHERE id = $1', [u.id]);
    expect(rows[0]).toEqual({ language: 'en', profile_details: { language: 'en', preferred_dashboard: 'score' } });
    expect(await history(u.id)).toEqual([{
      first_name: ['Matrice', 'Élise'], last_name: [expect.any(String), 'Durand'], language: ['fr', 'en'], preferred_dashboard: ['main', 'score'],
    }]);
    // Nothing changed: nothing logged.
    expect((await as(t.app, u.token).patch('/api/v1/user/me/', { preferred_dashboard: 'score' })).status).toBe(200);
    expect(await history(u.id)).toHaveLength(1);
  });

  it('refuses wrong types, unknown fields, blank names and unknown choices (fr/en), changing nothing', async () => {
    const u = await newUser();
    const api = as(t.app, u.token);
    const r = await api.patch('/api/v1/user/me/', { first_name: 3, last_name: ' ', language: 'de', preferred_dashboard: 'x', role: 'admin' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      first_name: ['Une chaîne de caractères est attendue.'], last_name: ['Ce champ ne peut être vide.'],
      language: ["L'option n'est pas valide"], preferred_dashboard: ["L'option n'est pas valide"], role: ['Champ inconnu.'],
    });
    const en = await api.patch('/api/v1/user/me/', { first_name: 'x'.repeat(151) }, 'en');
    expect(en.body).toEqual({ first_name: ['Ensure this field has no more than 150 characters.'] });
    expect(await history(u.id)).toEqual([]);
  });

  it('a dashboard the user has no access to is refused', async () => {
    const u = await newUser();
    await t.pool.query(`UPDATE users SET dashboard_access = '{main}' WHERE id = $1`, [u.id]);
    const fr = await as(t.app, u.token).patch('/api/v1/user/me/', { preferred_dashboard: 'score' });
    expect(fr.body).toEqual({ preferred_dashboard: ["Vous n'avez pas accès à ce tableau de bord."] });
    const en = await as(t.app, u.token).patch('/api/v1/user/me/', { preferred_dashboard: 'conformity' }, 'en');
    expect(en.body).toEqual({ preferred_dashboard: ['You do not have access to this dashboard.'] });
    expect((await as(t.app, u.token).patch('/api/v1/user/me/', { preferred_dashboard: 'main' })).status).toBe(200);
  });
});

describe('the picture', () => {
  it('upload, show, replace (the old file goes), delete', async () => {
    const u = await newUser();
    const first = await upload(u, [picture(PNG, 'Élise.png')]);
    expect(first).toEqual({ status: 200, body: { picture_id: expect.any(Number) } });
    expect((await as(t.app, u.token).get('/api/v1/user/me/')).body.picture_id).toBe(first.body.picture_id);
    const shown = await t.app.inject({ url: `/api/v1/files/${first.body.picture_id}/`, headers: { authorization: `Token ${u.token}` } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toBe(`inline; filename="Elise.png"; filename*=UTF-8''%C3%89lise.png`);
    expect(shown.rawPayload).toEqual(PNG);
    const oldKey = await keyOf(first.body.picture_id);

    const second = await upload(u, [picture(JPEG, 'photo.jpeg')]);
    expect(second.status).toBe(200);
    expect(await keyOf(first.body.picture_id)).toBeUndefined();
    expect(await t.platform.store.head(oldKey)).toBeNull();
    expect((await as(t.app, u.token).get(`/api/v1/files/${first.body.picture_id}/`)).status).toBe(404);

    const newKey = await keyOf(second.body.picture_id);
    expect((await as(t.app, u.token).del('/api/v1/user/me/picture/')).status).toBe(204);
    expect((await as(t.app, u.token).get('/api/v1/user/me/')).body.picture_id).toBeNull();
    expect(await t.platform.store.head(newKey)).toBeNull();
    expect((await as(t.app, u.token).del('/api/v1/user/me/picture/')).status).toBe(204); // nothing left: still fine
    expect((await history(u.id)).map((c) => c.picture_id)).toEqual([
      [null, first.body.picture_id], [first.body.picture_id, second.body.picture_id], [second.body.picture_id, null],
    ]);
  });

  it('refuses a PDF, a file too large, no file and other fields, keeping the picture in use', async () => {
    const u = await newUser();
    const kept = (await upload(u, [picture(PNG)])).body.picture_id;
    const files = async () => (await t.pool.query('SELECT count(*)::int AS n FROM stored_files WHERE uploaded_by = $1', [u.id])).rows[0].n;
    expect(await upload(u, [picture(PDF, 'cv.png')])).toEqual({ status: 400, body: { file: ['Type non accepté'], file_error: ['invalid_type'] } });
    expect((await upload(u, [picture(PDF)], 'en')).body).toEqual({ file: ['File type not accepted'], file_error: ['invalid_type'] });
    expect(await upload(u, [picture(bigPng(1024 * 1024 + 1))])).toEqual({ status: 400, body: { file: ['Fichier trop volumineux'], file_error: ['invalid_size'] } });
    expect(await upload(u, [picture(PNG), { name: 'caption', data: 'moi' }])).toEqual({ status: 400, body: { caption: ['Champ inconnu.'] } });
    const json = await as(t.app, u.token).post('/api/v1/user/me/picture/', { file: 'x' });
    expect(json).toMatchObject({ status: 400, body: { file: ['Ce champ est obligatoire.'] } });
    expect(await files()).toBe(1);
    expect((await as(t.app, u.token).get('/api/v1/user/me/')).body.picture_id).toBe(kept);
  });

  it('refuses a small file declaring a huge image (60,000 × 60,000 px) as invalid_size, the file not kept', async () => {
    const u = await newUser();
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(60_000, 16);
    huge.writeUInt32BE(60_000, 20);
    expect(await upload(u, [picture(huge)])).toEqual({ status: 400, body: { file: ['Fichier trop volumineux'], file_error: ['invalid_size'] } });
    // A JPEG whose frame header comes after metadata: found all the same.
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0x01, 0x02]), Buffer.alloc(256, 0)]);
    const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, 0xea, 0x60, 0xea, 0x60, 1, 1, 0x11, 0]);
    const jpeg = Buffer.concat([JPEG.subarray(0, 20), app1, sof, Buffer.from([0xff, 0xd9])]);
    expect((await upload(u, [picture(jpeg, 'photo.jpg')], 'en')).body).toEqual({ file: ['File too large'], file_error: ['invalid_size'] });
    expect((await t.pool.query('SELECT count(*)::int AS n FROM stored_files WHERE uploaded_by = $1', [u.id])).rows[0].n).toBe(0);
    // A real-sized picture still goes in.
    expect((await upload(u, [picture(PNG)])).status).toBe(200);
  });
});

describe('GET /files/{id}/', () => {
  it('a user picture for its owner and the users sharing a company; 404 for anyone else', async () => {
    const owner = await newUser();
    const id = (await upload(owner, [picture(PNG)])).body.picture_id;
    expect((await as(t.app, (await newUser()).token).get(`/api/v1/files/${id}/`)).status).toBe(200);
    expect((await as(t.app, (await newUser('pro', 'support')).token).get(`/api/v1/files/${id}/`)).status).toBe(200);
    const stranger = await newUser('corpo');
    expect((await as(t.app, stranger.token).get(`/api/v1/files/${id}/`)).body).toEqual({ detail: 'Objet introuvable.' });
    expect((await call(t.app, 'GET', `/api/v1/files/${id}/`, { token: stranger.token, lang: 'en' })).body).toEqual({ detail: 'Not found.' });
  });

  it('only pictures: a stored file that is no user picture, a support picture, a bad id: 404', async () => {
    const u = await newUser();
    const { rows } = await t.pool.query(`INSERT INTO stored_files (key, name, content_type, size, company_id)
      VALUES ('documents/matrix/x.pdf', 'x.pdf', 'application/pdf', 3, $1) RETURNING id`, [w.company('pro').id]);
    const support = await newUser('pro', 'support');
    const supportPicture = (await upload(support, [picture(PNG)])).body.picture_id;
    for (const id of [rows[0].id, supportPicture, 'abc', '0', '99999999999', 2_000_000_000]) {
      expect((await as(t.app, u.token).get(`/api/v1/files/${id}/`)).status, String(id)).toBe(404);
    }
  });
});

describe('/user/notifications/', () => {
  it('lists every kind with its default and translated label', async () => {
    const u = await newUser();
    const fr = await as(t.app, u.token).get('/api/v1/user/notifications/');
    expect(fr.body.deadline_horizon_days).toBe(30);
    expect(fr.body.settings.map((s: { kind: string; enabled: boolean }) => [s.kind, s.enabled])).toEqual([
      ['deadline_reminder', true], ['weekly_digest', false], ['observation_assigned', true], ['observation_late', true],
      ['intervention_to_validate', true], ['express_report_to_check', true], ['express_report_validated', true],
      ['import_done', true], ['import_failed', true], ['export_ready', true], ['support_message', true],
    ]);
    expect(fr.body.settings[9].label).toBe('Export prêt à télécharger');
    const en = await as(t.app, u.token).get('/api/v1/user/notifications/', 'en');
    expect(en.body.settings[9].label).toBe('Export ready to download');
  });

  it('PUT changes the kinds given, keeps the others, and logs what changed', async () => {
    const u = await newUser();
    const api = as(t.app, u.token);
    const r = await api.put('/api/v1/user/notifications/', { settings: { weekly_digest: true, export_ready: false, import_done: true } });
    expect(r.status).toBe(200);
    const enabled = (body: { settings: { kind: string; enabled: boolean }[] }) => Object.fromEntries(body.settings.map((s) => [s.kind, s.enabled]));
    expect(enabled(r.body)).toMatchObject({ export_ready: false, weekly_digest: true, deadline_reminder: true, express_report_validated: true, import_done: true });
    expect(enabled((await api.put('/api/v1/user/notifications/', { settings: { deadline_reminder: false }, deadline_horizon_days: 7 })).body))
      .toMatchObject({ export_ready: false, weekly_digest: true, deadline_reminder: false, import_done: true });
    expect(enabled((await api.get('/api/v1/user/notifications/')).body).deadline_reminder).toBe(false);
    expect(await history(u.id)).toEqual([
      { 'notifications.export_ready': [true, false], 'notifications.weekly_digest': [false, true] },
      { 'notifications.deadline_reminder': [true, false], 'notifications.deadline_horizon_days': [30, 7] },
    ]);
  });

  it('reads a switch saved under its former name (deadline_reminders, report_validated, import_finished)', async () => {
    const u = await newUser();
    await t.pool.query(`UPDATE users SET notification_settings = '{"deadline_reminders": false, "import_finished": false}' WHERE id = $1`, [u.id]);
    const enabled = Object.fromEntries((await as(t.app, u.token).get('/api/v1/user/notifications/')).body.settings
      .map((s: { kind: string; enabled: boolean }) => [s.kind, s.enabled]));
    expect(enabled).toMatchObject({ deadline_reminder: false, import_done: false, import_failed: false, express_report_validated: true });
  });

  it('refuses unknown kinds, wrong types and a missing settings object', async () => {
    const api = as(t.app, (await newUser()).token);
    const r = await api.put('/api/v1/user/notifications/', { settings: { export_ready: 'oui', sms: true } });
    expect(r.body).toEqual({ 'settings.export_ready': ['Un booléen valide est requis.'], 'settings.sms': ['Champ inconnu.'] });
    expect((await api.put('/api/v1/user/notifications/', {})).body).toEqual({ settings: ['Ce champ est obligatoire.'] });
    expect((await api.put('/api/v1/user/notifications/', { settings: {}, other: 1 })).body).toEqual({ other: ['Champ inconnu.'] });
  });
});
