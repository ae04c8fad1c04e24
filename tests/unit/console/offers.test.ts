import { describe, expect, it } from 'vitest';
import { canAccess, canSee, targetOf, tierAllows } from '../../../src/providers/accessControl';
import { mailtoUrl } from '../../../src/features/offers/supportContact';
import { TIER_PROMISES, upgradesFrom } from '../../../src/features/offers/tiers';
import type { Company } from '../../../src/providers/types';
import { user } from './helpers';

const all = { customattribute: ['view'], company: ['view'] } as const;
const admin = user({ rights: all as never });
const reader = user({ rights: {} });

describe('tier gating of built screens (spec §2): engine/AccessGate shows the offer in place', () => {
  const ctx = (tier: Company['tier'] | null, who = admin) =>
    ({ user: who, companies: tier ? [{ id: 1, tier } as Company] : [], selection: 1 as const });

  it('reads the tier of a screen from its metadata', () => {
    expect(targetOf('custom-attribute')).toMatchObject({ area: 'customattribute', tier: 'pro' });
    expect(targetOf('sites')?.tier).toBeUndefined();
  });

  it('a plan lacking the tier is refused whatever the rights (the offer shows), a plan including it opens', () => {
    expect(tierAllows('pro', 'start')).toBe(false);
    expect(tierAllows('corpo', 'pro')).toBe(false);
    expect(tierAllows('pro', 'pro')).toBe(true);
    expect(tierAllows('pro', 'corpo')).toBe(true);
    // No plan known: allowed (spec §5).
    expect(tierAllows('corpo', null)).toBe(true);
    expect(canAccess(ctx('start'), { resource: 'custom-attribute', action: 'list' })).toBe(false);
    expect(canAccess(ctx('pro'), { resource: 'custom-attribute', action: 'list' })).toBe(true);
    expect(canAccess(ctx('corpo'), { resource: 'custom-attribute', action: 'list' })).toBe(true);
  });

  it('within the plan, the view right decides', () => {
    expect(canAccess(ctx('pro', reader), { resource: 'custom-attribute', action: 'list' })).toBe(false);
  });

  it('shows menu entries without an area to every user (notification preferences)', () => {
    const ctx = { user: reader, companies: [{ id: 1, tier: 'start' } as Company], selection: 1 as const };
    expect(canSee(ctx, {})).toBe(true);
    expect(canSee(ctx, { area: 'useractiononobjecttracker' })).toBe(false);
    expect(canSee({ ...ctx, user: user({ rights: { useractiononobjecttracker: ['view'] } }) }, { area: 'useractiononobjecttracker' })).toBe(true);
  });

  it('offers quotes for the tiers above the plan, and the spec promises', () => {
    expect(upgradesFrom('start')).toEqual(['pro', 'corpo']);
    expect(upgradesFrom('pro')).toEqual(['corpo']);
    expect(upgradesFrom('corpo')).toEqual([]);
    expect(upgradesFrom(null)).toEqual(['start', 'pro', 'corpo']);
    expect(TIER_PROMISES.pro).toEqual(['report_extraction', 'custom_fields', 'custom_controls', 'buildings', 'all_elements']);
    expect(TIER_PROMISES.corpo).toEqual(['branches', 'apis', 'sso']);
  });
});

describe('quote request by e-mail', () => {
  it('builds a mailto link with the edited message, CRLF line breaks', () => {
    expect(mailtoUrl('support@example.com', 'Devis : offre Pro', 'Bonjour,\nMerci & à bientôt')).toBe(
      'mailto:support@example.com?subject=Devis%20%3A%20offre%20Pro&body=Bonjour%2C%0D%0AMerci%20%26%20%C3%A0%20bient%C3%B4t',
    );
  });
});
