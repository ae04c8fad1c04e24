// Helpers of the account and password e2e tests: users with their own password (made through
// the invitation link), files to upload, signing out.
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';
import { mailFiles, newMailTo } from './outbox';

const tag = `acct${Date.now().toString(36)}`;

/** The in-app path (+ query) of the password link of a mail. */
export const passwordLinkOf = (mail: string) => {
  const link = /https?:\/\/[^\s"<>]+\/reset-password\/confirm\?[^\s"<>]+/.exec(mail)?.[0];
  expect(link, 'a /reset-password/confirm link in the mail').toBeTruthy();
  const url = new URL(link!.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
};

export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/login/', { data: { username: email, password } });
  expect(res.status()).toBe(200);
  return { Authorization: `Token ${(await res.json()).token}` };
}

/**
 * A user of the demo company with its own password: created by the admin (the API mails the
 * invitation), the password set through the invitation link.
 */
export async function createUser(request: APIRequestContext, name: string, password: string) {
  const headers = await apiLogin(request, 'admin@demo.fr', DEMO_PASSWORD);
  const first = async (feature: string) => (await (await request.get(`/api/v1/${feature}/?page_size=1`, { headers })).json()).results[0].id;
  const email = `${tag}.${name}@demo.fr`;
  const before = await mailFiles();
  const res = await request.post('/api/v1/users/', {
    headers,
    data: {
      email,
      first_name: 'Eve',
      last_name: name,
      factories: [await first('factories')],
      regulations: [await first('regulations')],
      rights: { dashboard: ['view'], useractiononobjecttracker: ['view'] },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const params = new URL(passwordLinkOf(await newMailTo(email, before)), 'http://x').searchParams;
  const set = await request.post('/api/v1/login/password-reset/confirm/', {
    data: { uidB64: params.get('uidB64'), token: params.get('token'), password, password_confirm: password },
  });
  expect(set.status(), await set.text()).toBe(200);
  return email;
}

/** A 1×1 PNG, built here (signature, IHDR, IDAT, IEND with their CRCs). */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x1f, 0x4e, 0x79]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Signs out and waits for the login page (the session is gone once it shows its first step). */
export async function logout(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
}

export async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
}
