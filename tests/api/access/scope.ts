// The scope cases: items of another site or company are 404 on every item route; lists, counts
// and exports hold exactly the rows in scope; writes and bulk selections cannot reach outside.
import { call, type TestApp } from '../helpers';
import { oneOf, status, type Matrix } from './cases';
import { RowData } from './data';
import { allowedProbes } from './probes';
import { bodyFrom, fill, type MatrixRoute } from './routes';
import type { TestUser, World } from './world';

const NOT_FOUND = 'Objet introuvable.';
const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
const same = (a: number[], b: number[]) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const diff = (got: number[], want: number[]) => {
  const g = new Set(got);
  const w = new Set(want);
  return `unexpected ${JSON.stringify(got.filter((x) => !w.has(x)).slice(0, 10))}, missing ${JSON.stringify(want.filter((x) => !g.has(x)).slice(0, 10))}`;
};

export class ScopeProbe extends RowData {
  constructor(t: TestApp, w: World, private readonly routes: () => MatrixRoute[]) { super(t, w); }

  probes(r: MatrixRoute) { return allowedProbes(this, r); }

  /** Rows in two companies where the seed may have none: history at every site, a team. */
  async seedRows() {
    for (const c of [this.w.company('pro'), this.w.company('corpo')]) {
      await this.t.pool.query(`INSERT INTO activity_log (company_id, factory_id, action, object_type, object_id, object_label)
        SELECT $1, f, 'update', 'factories', f, 'Matrice ' || f FROM unnest($2::int[]) AS f`, [c.id, c.sites]);
      await this.t.pool.query(`INSERT INTO teams (company_id, name) VALUES ($1, 'Équipe matrice')`, [c.id]);
    }
    // A second company on the corpo plan, with a webhook and its log: rows of corpo-only resources
    // owned by a whole company (webhooks) that a corpo user of another company must not reach.
    const { rows: [bis] } = await this.t.pool.query<{ id: number }>(`INSERT INTO companies (name, tier) VALUES ('Matrice Corpo bis', 'corpo') RETURNING id`);
    const { rows: [hook] } = await this.t.pool.query<{ id: number }>(`INSERT INTO webhooks (company_id, url, events, active, secret)
      VALUES ($1, 'https://hooks.example.com/matrice', '{task.created}', false, 'v1.x.x.x') RETURNING id`, [bis.id]);
    const { rows: [event] } = await this.t.pool.query<{ id: number }>(`INSERT INTO webhook_events (webhook_id, event, object_key, body)
      VALUES ($1, 'task.created', 'task:matrice', '{}') RETURNING id`, [hook.id]);
    await this.t.pool.query(`INSERT INTO webhook_deliveries (webhook_id, company_id, event_id, event, object_key, attempt, status)
      VALUES ($1, $2, $3, 'task.created', 'task:matrice', 1, 'failed')`, [hook.id, bis.id, event.id]);
  }

  /** The restricted user on another site's and another company's rows: 404 on every item route. */
  async items(m: Matrix, r: MatrixRoute) {
    const def = r.res!;
    const user = await this.restricted(def.tier);
    const c = await this.classified(def, user);
    let probed = 0;
    for (const where of ['other-site', 'other-company'] as const) {
      for (const { row, detail } of await this.samples(def, c.rows, c[where])) {
        probed += 1;
        const body = r.method === 'PUT' ? bodyFrom(def, detail, 'put') : r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
        // Engine routes: exactly the 404; a custom item route may refuse its body first.
        const want = r.kind === 'custom' ? oneOf(400, 404) : status(404, NOT_FOUND);
        await m.run(r, `${where} ${row.id}`, user, want, { url: fill(r, row.id), body });
      }
    }
    m.check(r, 'rows out of scope exist', probed > 0, `no row of ${def.name} out of the scope of user ${user.id}`);
  }

  private sibling(r: MatrixRoute, suffix: string) {
    return this.routes().find((x) => x.method === 'GET' && x.url === `${r.url}${suffix}`);
  }

  /** Every page of the list, the count and the export: exactly the rows the user may see. */
  async lists(m: Matrix, r: MatrixRoute) {
    const def = r.res!;
    const users: TestUser[] = [await this.restricted(def.tier)];
    // A tier-gated resource: a user of companies on every plan sees only the rows of those on it.
    if (def.tier) users.push(await this.w.user({ companies: ['start', 'pro', 'corpo'].map((p) => this.w.company(p as never).id), rights: users[0].rights }));
    for (const user of users) {
      const ids: number[] = [];
      let url: string | null = `${r.url}?page_size=100`;
      while (url) {
        const page = await m.run(r, 'page', user, status(200), { url });
        ids.push(...(page.body?.results ?? []).map((x: { id: number }) => x.id));
        url = page.body?.next ?? null;
      }
      let c = await this.classified(def, user);
      m.check(r, `rows of user ${user.id}`, same(ids, c.visible), diff(ids, c.visible));
      const countRoute = this.sibling(r, 'count/');
      if (countRoute) {
        const count = await m.run(countRoute, `count of user ${user.id}`, user, status(200));
        m.check(countRoute, 'count = rows in scope', count.body?.count === c.visible.length, `${count.body?.count} ≠ ${c.visible.length}`);
      }
      const exportRoute = this.sibling(r, 'export/');
      if (!exportRoute) continue;
      const csv = await m.run(exportRoute, `export of user ${user.id}`, user, status(200), { url: `${exportRoute.url}?format=csv` });
      c = await this.classified(def, user); // the export is itself logged (activity log)
      const lines = String(csv.body).replace(/^\uFEFF/, '').split('\r\n').slice(1).filter(Boolean);
      const exported = lines.map((l) => Number(l.split(',')[0]));
      if (def.fields[0]?.name === 'id') m.check(exportRoute, 'exported rows in scope', same(exported, c.visible), diff(exported, c.visible));
      else m.check(exportRoute, 'exported row count', lines.length === c.visible.length, `${lines.length} ≠ ${c.visible.length}`);
    }
  }

  /** A create pointing out of scope, and a bulk selection of rows out of scope: 400, nothing written. */
  async writes(m: Matrix, r: MatrixRoute) {
    const def = r.res!;
    const user = await this.restricted(def.tier);
    const c = await this.classified(def, user);
    const reach = await this.reachOf(user, def.tier);
    for (const where of ['other-site', 'other-company'] as const) {
      for (const { row, detail } of await this.samples(def, c.rows, c[where])) {
        if (r.kind === 'create') {
          const body = bodyFrom(def, detail, 'create');
          if (await this.pointsOutside(def, body, reach)) await m.run(r, `create like ${where} ${row.id}`, user, status(400), { body });
        } else if (def.bulkActions.includes('delete')) {
          const res = await m.run(r, `bulk ${where} ${row.id}`, user, status(400), { body: { action: 'delete', ids: [row.id], confirm: true } });
          m.check(r, 'refused on ids', res.body?.ids !== undefined, JSON.stringify(res.body));
        }
      }
    }
    if (r.kind !== 'bulk' || !def.bulkActions.includes('delete')) return;
    // "All matching": the confirmation counts only the rows in scope (protected rows may refuse it).
    const all = await call(this.t.app, 'POST', r.url, { token: user.token, body: { action: 'delete', all: true } });
    if (all.status !== 200) return m.check(r, 'bulk all', all.status === 400, `${all.status} ${JSON.stringify(all.body)}`);
    const counted = Number(/\d+/.exec(all.body.message)?.[0]);
    m.check(r, 'bulk all counts the rows in scope', counted === c.visible.length, `${counted} ≠ ${c.visible.length}`);
  }
}
