// The API contract typed once (issue 9 §5): the OpenAPI document shows each engine route's
// response shape, generated from the resource declarations, and real answers match it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, resourceOptionsSchema } from '../../resources/contract';
import { resourceList } from '../../resources';
import { pageSchema, rowSchema } from '../../server/crud/response-schemas';
import { ADMIN, as, CORPO, login, startApp, type TestApp } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof as>;
/** The corpo plan's administrator: resources of that plan answer them only. */
let corpo: ReturnType<typeof as>;
beforeAll(async () => {
  t = await startApp();
  admin = as(t.app, await login(t.app, ADMIN));
  corpo = as(t.app, await login(t.app, CORPO));
});
afterAll(async () => { await t.close(); });

const issues = (r: { success: boolean; error?: { issues: unknown[] } }) => JSON.stringify(r.error?.issues ?? []).slice(0, 600);

describe('response schemas', () => {
  it('the OpenAPI document shows the list, detail, count and options answers of every resource', async () => {
    const doc = (await admin.get('/api/docs/json')).body;
    for (const def of resourceList) {
      const list = doc.paths[`/api/v1/${def.name}/`].get.responses['200'].content['application/json'].schema;
      expect(Object.keys(list.properties), def.name).toEqual(['next', 'previous', 'results']);
      const fields = def.fields.filter((f) => !f.filterOnly).map((f) => f.name);
      expect(Object.keys(list.properties.results.items.properties), def.name).toEqual(fields);
      const detail = doc.paths[`/api/v1/${def.name}/{id}/`].get.responses['200'].content['application/json'].schema;
      expect(Object.keys(detail.properties)).toEqual(fields);
      expect(doc.paths[`/api/v1/${def.name}/count/`].get.responses['200']).toBeDefined();
      expect(doc.paths[`/api/v1/${def.name}/options/`].get.responses['200']).toBeDefined();
    }
  });

  it('real answers match the generated schemas (lists, details, options)', async () => {
    const problems: string[] = [];
    const check = (name: string, r: { success: boolean; error?: { issues: unknown[] } }) => { if (!r.success) problems.push(`${name}: ${issues(r)}`); };
    for (const def of resourceList) {
      const api = def.tier === 'corpo' ? corpo : admin;
      const page = await api.get(`/api/v1/${def.name}/?page_size=20`);
      expect(page.status, def.name).toBe(200);
      check(def.name, pageSchema(def).safeParse(page.body));
      const first = page.body.results[0];
      if (first) {
        check(`${def.name} detail`, rowSchema(def).safeParse((await api.get(`/api/v1/${def.name}/${first.id}/`)).body));
      }
      check(`${def.name} options`, resourceOptionsSchema.safeParse((await api.get(`/api/v1/${def.name}/options/`)).body));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it("documents the answers of the identity routes: a token's key in its creation only, the sessions", async () => {
    const doc = (await admin.get('/api/docs/json')).body;
    const schemaOf = (path: string, method: string, code: string) => doc.paths[path][method].responses[code].content['application/json'].schema;
    expect(schemaOf('/api/v1/tokens/', 'post', '201').properties.key).toMatchObject({ type: 'string' });
    expect(schemaOf('/api/v1/tokens/{id}/', 'get', '200').properties).not.toHaveProperty('key');
    expect(Object.keys(schemaOf('/api/v1/user/sessions/', 'get', '200').properties.results.items.properties).sort())
      .toEqual(['created_at', 'current', 'id', 'ip', 'last_used_at', 'user_agent']);
    expect(schemaOf('/api/v1/user/sessions/logout-others/', 'post', '200').properties).toHaveProperty('count');
    expect(doc.paths['/api/v1/user/sessions/{id}/'].delete.responses['204']).toBeDefined();
  });

  it('/user/me/ matches the shared CurrentUser', async () => {
    const me = currentUserSchema.safeParse((await admin.get('/api/v1/user/me/')).body);
    expect(me.success, issues(me)).toBe(true);
  });
});
