// Pure access rules mirrored from the API (it enforces them): rights per area and action, and the
// plan tier of the selected company. Answers without any network call.
import { TIERS, type Action, type Area, type Tier } from '../../resources/types';
import { AREAS } from '../../resources/rights';
import { defOf } from './resourceMap';
import type { Company, CompanySelection, CurrentUser } from './types';

/** react-admin actions → rights actions. */
export const RIGHT_OF_ACTION: Record<string, Action> = {
  list: 'view',
  show: 'view',
  export: 'view',
  create: 'create',
  clone: 'create',
  edit: 'edit',
  delete: 'delete',
};

export interface AccessContext {
  user: CurrentUser | null;
  companies: Company[];
  selection: CompanySelection;
}

/**
 * Screens that are not engine resources: their rights area and tier. Declared by the console
 * areas (`pages` of src/features/<area>/index.ts), registered once from their list (src/features/index.ts).
 */
export const PAGES: Record<string, { area: Area; tier?: Tier }> = {};

export const registerPages = (pages: Record<string, { area: Area; tier?: Tier }>) => {
  Object.assign(PAGES, pages);
};

export const hasRight = (user: CurrentUser | null, area: Area, action: Action): boolean =>
  !!user?.rights?.[area]?.includes(action);

const rank = (tier: Tier) => TIERS.indexOf(tier);

/** A start plan sees start only, pro sees up to pro, corpo sees all; no plan or no requirement: allowed. */
export const tierAllows = (required: Tier | undefined, plan: Tier | null | undefined): boolean =>
  !required || !plan || rank(plan) >= rank(required);

/** The plan in force: the selected company's, or with 'all' the best plan among the user's companies. */
export const planOf = (companies: Company[], selection: CompanySelection): Tier | null => {
  if (selection !== 'all') {
    const company = companies.find((c) => c.id === selection);
    if (company) return company.tier ?? null;
  }
  const tiers = companies.map((c) => c.tier).filter((t): t is Tier => !!t);
  return tiers.length ? tiers.reduce((a, b) => (rank(b) > rank(a) ? b : a)) : null;
};

interface Target {
  area: Area;
  tier?: Tier;
  /** A catalogue: viewing only, whatever the rights. */
  readOnly?: boolean;
}

/** The area and tier governing a react-admin resource, a page, or a bare area name. */
export const targetOf = (resource: string): Target | undefined => {
  const def = defOf(resource);
  if (def) return { area: def.area, tier: def.tier, readOnly: def.readOnly };
  if (PAGES[resource]) return PAGES[resource];
  return (AREAS as readonly string[]).includes(resource) ? { area: resource as Area } : undefined;
};

export const canAccess = (ctx: AccessContext, { resource, action }: { resource?: string; action: string }): boolean => {
  const target = resource ? targetOf(resource) : undefined;
  const right = RIGHT_OF_ACTION[action];
  if (!target || !right || (target.readOnly && right !== 'view')) return false;
  return hasRight(ctx.user, target.area, right) && tierAllows(target.tier, planOf(ctx.companies, ctx.selection));
};

/** A menu entry is shown when the user may view its area (none: any user) on the current plan. */
export const canSee = (ctx: AccessContext, { area, tier }: { area?: Area; tier?: Tier }): boolean =>
  (!area || hasRight(ctx.user, area, 'view')) && tierAllows(tier, planOf(ctx.companies, ctx.selection));
