import { describe, expect, it } from 'vitest';
import { canAccess, canSee, planOf, tierAllows } from '../../../src/providers/accessControl';
import type { Company } from '../../../src/providers/types';
import { user } from './helpers';

const company = (id: number, tier: Company['tier']) => ({ id, name: `C${id}`, tier }) as Company;

describe('tiers', () => {
  it('start sees start only, pro up to pro, corpo everything; no plan is allowed', () => {
    expect(tierAllows('pro', 'start')).toBe(false);
    expect(tierAllows('start', 'start')).toBe(true);
    expect(tierAllows('pro', 'pro')).toBe(true);
    expect(tierAllows('corpo', 'pro')).toBe(false);
    expect(tierAllows('corpo', 'corpo')).toBe(true);
    expect(tierAllows('corpo', null)).toBe(true);
    expect(tierAllows(undefined, 'start')).toBe(true);
  });

  it('uses the selected company, or the best plan with "all"', () => {
    const companies = [company(1, 'start'), company(2, 'corpo')];
    expect(planOf(companies, 1)).toBe('start');
    expect(planOf(companies, 2)).toBe('corpo');
    expect(planOf(companies, 'all')).toBe('corpo');
    expect(planOf([], 'all')).toBeNull();
  });
});

describe('canAccess', () => {
  const ctx = (rights: Record<string, string[]>) => ({ user: user({ rights }), companies: [company(1, 'pro')], selection: 1 as const });

  it('maps react-admin actions to rights of the resource area', () => {
    const reader = ctx({ company: ['view'] });
    expect(canAccess(reader, { resource: 'sites', action: 'list' })).toBe(true);
    expect(canAccess(reader, { resource: 'sites', action: 'show' })).toBe(true);
    expect(canAccess(reader, { resource: 'sites', action: 'export' })).toBe(true);
    expect(canAccess(reader, { resource: 'sites', action: 'create' })).toBe(false);
    expect(canAccess(reader, { resource: 'sites', action: 'clone' })).toBe(false);
    expect(canAccess(reader, { resource: 'sites', action: 'edit' })).toBe(false);
    expect(canAccess(reader, { resource: 'sites', action: 'delete' })).toBe(false);
    const editor = ctx({ company: ['view', 'create', 'edit', 'delete'] });
    expect(canAccess(editor, { resource: 'buildings', action: 'delete' })).toBe(true);
    // The API name works too.
    expect(canAccess(editor, { resource: 'factories', action: 'edit' })).toBe(true);
  });

  it('never writes to a read-only catalogue', () => {
    const editor = ctx({ company: ['view', 'create', 'edit', 'delete'] });
    expect(canAccess(editor, { resource: 'regulations', action: 'list' })).toBe(true);
    expect(canAccess(editor, { resource: 'regulations', action: 'create' })).toBe(false);
  });

  it('denies unknown resources and actions, and anonymous users', () => {
    const editor = ctx({ company: ['view'] });
    expect(canAccess(editor, { resource: 'nothing', action: 'list' })).toBe(false);
    expect(canAccess(editor, { resource: 'sites', action: 'fly' })).toBe(false);
    expect(canAccess({ user: null, companies: [], selection: 'all' }, { resource: 'sites', action: 'list' })).toBe(false);
  });

  it('checks pages and menu entries by area and tier', () => {
    const u = ctx({ dashboard: ['view'] });
    expect(canAccess(u, { resource: 'dashboard', action: 'list' })).toBe(true);
    expect(canSee(u, { area: 'dashboard' })).toBe(true);
    expect(canSee(u, { area: 'dashboard', tier: 'corpo' })).toBe(false);
    expect(canSee(u, { area: 'token' })).toBe(false);
  });
});
