// GET /legal/ (public): the operator's details for the legal page, from the OPERATOR_* variables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({
    OPERATOR_NAME: 'Conformité SAS', OPERATOR_ADDRESS: '1 rue de la Paix, 75002 Paris', OPERATOR_DPO_EMAIL: 'dpo@conformite.example',
    OPERATOR_SUBPROCESSORS: 'Hébergeur A, hébergement ; Routeur B, e-mails', SESSION_TTL_HOURS: '24',
  });
});
afterAll(async () => { await t?.close(); });

describe('GET /legal/', () => {
  it('answers without a token, with the configured details and empty strings for the others', async () => {
    const r = await call(t.app, 'GET', '/api/v1/legal/');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      operator: {
        name: 'Conformité SAS', address: '1 rue de la Paix, 75002 Paris', registration: '', director: '', email: '',
        dpo_email: 'dpo@conformite.example', host: '',
      },
      subprocessors: ['Hébergeur A, hébergement', 'Routeur B, e-mails'],
      session_ttl_hours: 24,
    });
  });
});
