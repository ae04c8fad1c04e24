import { describe, expect, it } from 'vitest';
import { declarationProblem, hasTier, refusalOf, requiredActions, type Subject } from '../../../server/auth/access-rules';
import { tierIncludes } from '../../../server/auth/rights';
import { AUTHENTICATED, OWNER, PUBLIC, rights, SUPPORT } from '../../../server/http/access';
import { DetailError } from '../../../server/http/errors';

const subject = (over: Partial<Subject> = {}): Subject => ({ role: null, rights: {}, tiers: ['pro'], ...over });
/** The refusal as `status key params`, or 'ok'. */
const verdict = (...args: Parameters<typeof refusalOf>) => {
  const r = refusalOf(...args);
  if (!r) return 'ok';
  const { msg } = r as DetailError;
  return `${r.statusCode} ${msg.key.split('.').pop()}${msg.params ? ` ${JSON.stringify(msg.params)}` : ''}`;
};

describe('declarationProblem', () => {
  it('accepts the five kinds', () => {
    for (const a of [PUBLIC, AUTHENTICATED, OWNER, SUPPORT, rights('company', 'view'), rights('token', 'bulk', 'corpo')]) {
      expect(declarationProblem(a)).toBeNull();
    }
  });
  it('names what is wrong', () => {
    expect(declarationProblem(undefined)).toMatch(/no access declaration/);
    expect(declarationProblem({ kind: 'anyone' })).toBe('unknown access kind anyone');
    expect(declarationProblem({ kind: 'rights', area: 'sites', action: 'view' })).toBe('unknown rights area sites');
    expect(declarationProblem({ kind: 'rights', area: 'company', action: 'read' })).toBe('unknown action read');
    expect(declarationProblem({ kind: 'rights', area: 'company', action: 'view', tier: 'gold' })).toBe('unknown tier gold');
  });
});

describe('requiredActions', () => {
  it('is the declared action; bulk follows the body', () => {
    expect(requiredActions(rights('company', 'edit'), { action: 'delete' })).toEqual(['edit']);
    const bulk = rights('company', 'bulk');
    expect(requiredActions(bulk)).toEqual(['view']);
    expect(requiredActions(bulk, { action: 'delete' })).toEqual(['view', 'delete']);
    expect(requiredActions(bulk, { action: 'update' })).toEqual(['view', 'edit']);
    expect(requiredActions(bulk, { action: 'explode' })).toEqual(['view']);
    expect(requiredActions(bulk, 'delete')).toEqual(['view']);
  });
});

describe('tiers', () => {
  it('start < pro < corpo; no tier: everyone', () => {
    expect(tierIncludes('start', 'pro')).toBe(false);
    expect(tierIncludes('pro', 'pro')).toBe(true);
    expect(tierIncludes('corpo', 'pro')).toBe(true);
    expect(tierIncludes('pro', 'corpo')).toBe(false);
    expect(tierIncludes('start', undefined)).toBe(true);
  });
  it('one company of the scope on the plan is enough; no company, no plan', () => {
    expect(hasTier({ tiers: ['start', 'corpo'] }, 'corpo')).toBe(true);
    expect(hasTier({ tiers: ['start', 'pro'] }, 'corpo')).toBe(false);
    expect(hasTier({ tiers: [] }, 'start')).toBe(false);
    expect(hasTier({ tiers: [] }, undefined)).toBe(true);
  });
});

describe('refusalOf', () => {
  it('public, authenticated and owner let every authenticated caller through', () => {
    for (const a of [PUBLIC, AUTHENTICATED, OWNER]) expect(verdict(a, subject())).toBe('ok');
  });
  it('support: the role only, whatever the rights', () => {
    expect(verdict(SUPPORT, subject({ role: 'support' }))).toBe('ok');
    expect(verdict(SUPPORT, subject({ role: 'admin', rights: { company: ['view', 'create', 'edit', 'delete'] } }))).toBe('403 support_only');
  });
  it('rights: 403 listing what is missing (the admin role does not bypass)', () => {
    expect(verdict(rights('company', 'create'), subject({ rights: { company: ['create'] } }))).toBe('ok');
    expect(verdict(rights('company', 'create'), subject({ role: 'admin', rights: { company: ['view'] } })))
      .toBe('403 missing_permissions {"permissions":"company.create"}');
    expect(verdict(rights('company', 'bulk'), subject({ rights: {} }), { action: 'delete' }))
      .toBe('403 missing_permissions {"permissions":"company.view, company.delete"}');
  });
  it('tier before rights', () => {
    const gated = rights('token', 'view', 'corpo');
    expect(verdict(gated, subject({ tiers: ['pro'] }))).toBe('403 tier_required {"tier":"corpo"}');
    expect(verdict(gated, subject({ tiers: ['pro', 'corpo'] }))).toBe('403 missing_permissions {"permissions":"token.view"}');
    expect(verdict(gated, subject({ tiers: ['corpo'], rights: { token: ['view'] } }))).toBe('ok');
  });
});
