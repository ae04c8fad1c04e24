// What the scope cases need to know about rows: who sees which (rows.ts), a row's detail as its
// own company sees it, the test users of a resource's plan, and write bodies pointing out of scope.
import type { ResourceDef, Tier } from '../../../resources/types';
import { call, type TestApp } from '../helpers';
import { classify, ownership, reach, type Owned } from './rows';
import { ALL, type TestUser, type World } from './world';

export type Reach = ReturnType<typeof reach>;

export class RowData {
  constructor(readonly t: TestApp, readonly w: World) {}

  full(companyId: number) { return this.w.user({ companies: [companyId], rights: ALL }); }

  /**
   * Every right, the home company of the plan, its first site only, seen through one of its
   * buildings (not the whole site), and two regulations of four.
   */
  async restricted(tier?: Tier) {
    const home = this.w.home(tier);
    const { rows } = await this.t.pool.query<{ id: number }>(
      'SELECT id FROM buildings WHERE factory_id = $1 AND NOT is_ghost ORDER BY id LIMIT 1', [home.sites[0]]);
    return this.w.user({
      companies: [home.id], factories: [home.sites[0]], buildings: rows.map((r) => r.id),
      regulations: this.w.regulations.slice(0, 2), rights: ALL,
    });
  }

  async reachOf(user: TestUser, tier?: Tier): Promise<Reach> {
    const { rows } = await this.t.pool.query<{ id: number; company_id: number; tier: Tier }>(
      'SELECT f.id, f.company_id, c.tier FROM factories f JOIN companies c ON c.id = f.company_id');
    const tiers = new Map(rows.map((r) => [r.company_id, r.tier]));
    for (const tierName of ['start', 'pro', 'corpo'] as Tier[]) tiers.set(this.w.company(tierName).id, tierName);
    const { rows: buildings } = await this.t.pool.query<{ id: number; factory_id: number }>(
      'SELECT id, factory_id FROM buildings WHERE id = ANY($1)', [user.buildings]);
    return reach(user, tiers, new Map(rows.map((r) => [r.id, r.company_id])), tier, buildings);
  }

  async classified(def: ResourceDef, user: TestUser) {
    const rows = await ownership(this.t.pool, def);
    return { rows, ...classify(rows, await this.reachOf(user, def.tier)) };
  }

  /** The row as a user of its company with every right sees it (null: not readable so). */
  async detail(def: ResourceDef, row: Owned): Promise<Record<string, unknown> | null> {
    const user = await this.full(row.companies?.[0] ?? this.w.home(def.tier).id);
    const r = await call(this.t.app, 'GET', `/api/v1/${def.name}/${row.id}/`, { token: user.token });
    return r.status === 200 ? r.body : null;
  }

  /** Up to `n` rows of `ids` with a readable detail. */
  async samples(def: ResourceDef, rows: Owned[], ids: number[], n = 1) {
    const out: { row: Owned; detail: Record<string, unknown> }[] = [];
    for (const id of ids) {
      const row = rows.find((r) => r.id === id)!;
      const detail = row.companies?.length === 0 ? null : await this.detail(def, row);
      if (detail) out.push({ row, detail });
      if (out.length >= n) break;
    }
    return out;
  }

  /** True when a write body points at a company, site, building or regulation out of `r`. */
  async pointsOutside(def: ResourceDef, body: Record<string, unknown>, r: Reach): Promise<boolean> {
    const { rows } = await this.t.pool.query<{ id: number; factory_id: number }>('SELECT id, factory_id FROM buildings');
    const buildingSite = new Map(rows.map((b) => [b.id, b.factory_id]));
    const inside: Record<string, (id: number) => boolean> = {
      companies: (id) => r.companies.has(id),
      factories: (id) => r.sites.has(id),
      regulations: (id) => r.regulations.has(id),
      buildings: (id) => r.sites.has(buildingSite.get(id) ?? -1),
    };
    return def.fields.some((f) => {
      const test = f.reference && inside[f.reference];
      const ids = [body[f.name]].flat().filter((v): v is number => typeof v === 'number');
      return !!test && ids.some((id) => !test(id));
    });
  }
}
