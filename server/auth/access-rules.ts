// Pure rules behind the access declarations (server/http/access.ts): which declarations are
// valid, which actions a call needs, and whether a caller passes. No I/O: unit-tested alone.
import { ACTIONS, TIERS, type Action, type Rights, type Tier } from '../../resources/types';
import { AREAS } from '../../resources/rights';
import { forbidden, missingPermissions, type ApiError } from '../http/errors';
import { ACCESS_KINDS, type Access, type RightsAccess } from '../http/access';
import type { RequestContext } from './context';
import { missing, tierIncludes } from './rights';

/** What the rules look at in a caller. */
export interface Subject {
  role: 'admin' | 'support' | null;
  rights: Rights;
  /** The plans of the companies in the caller's scope. */
  tiers: Tier[];
}

export const subjectOf = (ctx: RequestContext): Subject => ({
  role: ctx.user.role,
  rights: ctx.rights,
  tiers: ctx.companies.map((id) => ctx.tiers.get(id) ?? 'start'),
});

/** Why a declaration is malformed (null: it is fine). Checked at start, on every route. */
export function declarationProblem(access: unknown): string | null {
  if (!access || typeof access !== 'object') return 'no access declaration (config.access, see server/http/access.ts)';
  const a = access as Partial<RightsAccess> & { kind?: unknown };
  if (!ACCESS_KINDS.includes(a.kind as Access['kind'])) return `unknown access kind ${String(a.kind)}`;
  if (a.kind !== 'rights') return null;
  if (!(AREAS as readonly string[]).includes(String(a.area))) return `unknown rights area ${String(a.area)}`;
  if (a.action !== 'bulk' && !(ACTIONS as readonly string[]).includes(String(a.action))) return `unknown action ${String(a.action)}`;
  if (a.tier !== undefined && !(TIERS as readonly string[]).includes(a.tier)) return `unknown tier ${String(a.tier)}`;
  return null;
}

/**
 * The actions a rights route needs. A bulk call needs `view`, and `delete` or `edit` for the
 * action its body names; before the body is read (or for an unknown action, which validation
 * refuses next) only `view`.
 */
export function requiredActions(access: RightsAccess, body?: unknown): Action[] {
  if (access.action !== 'bulk') return [access.action];
  const asked = body && typeof body === 'object' ? (body as { action?: unknown }).action : undefined;
  if (asked === 'delete') return ['view', 'delete'];
  if (asked === 'update') return ['view', 'edit'];
  return ['view'];
}

/** True when one company of the scope is on `tier` or above (always, without a tier). */
export const hasTier = (subject: Pick<Subject, 'tiers'>, tier: Tier | undefined): boolean =>
  !tier || subject.tiers.some((t) => tierIncludes(t, tier));

/**
 * The refusal of an authenticated caller (null: allowed). The plan comes before the rights: a
 * start-plan user is told about the offer, not about permissions they could not be given.
 */
export function refusalOf(access: Access, subject: Subject, body?: unknown): ApiError | null {
  switch (access.kind) {
    case 'public':
    case 'authenticated':
    case 'owner':
      return null;
    case 'support':
      return subject.role === 'support' ? null : forbidden('support_only');
    case 'rights': {
      if (!hasTier(subject, access.tier)) return forbidden('tier_required', { tier: access.tier! });
      const lacking = missing(subject.rights, access.area, requiredActions(access, body));
      return lacking.length ? missingPermissions(lacking) : null;
    }
  }
}
