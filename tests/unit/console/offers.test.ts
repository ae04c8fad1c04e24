import { describe, expect, it } from 'vitest';
import { canAccess, canSee, registerPages } from '../../../src/providers/accessControl';
import { mailtoUrl } from '../../../src/features/offers/supportContact';
import { GATED_PAGES, OFFER_PAGES, offerDecision, pageTarget, TIER_PROMISES, upgradesFrom } from '../../../src/features/offers/tiers';
import type { Company } from '../../../src/providers/types';
import { user } from './helpers';

// The app registers every console area's pages (src/features/index.ts); here the offers' alone.
registerPages(OFFER_PAGES);

const all = { expressreport: ['view'], customattribute: ['view'], typecustomcontrol: ['view'], token: ['view'], companybranch: ['view'] } as const;
const admin = user({ rights: all as never });
const reader = user({ rights: {} });

describe('tier offer decision (spec §2 tier gating)', () => {
  it('knows the area and tier of each gated page', () => {
    expect(GATED_PAGES.map((p) => [p.path, pageTarget(p.page)])).toEqual([
      ['/rxpress', { area: 'expressreport', tier: 'pro' }],
      ['/voluntary-control-types', { area: 'typecustomcontrol', tier: 'pro' }],
      ['/tokens', { area: 'token', tier: 'corpo' }],
      ['/branches', { area: 'companybranch', tier: 'corpo' }],
    ]);
  });

  it('shows the offer when the plan lacks the tier, whatever the rights', () => {
    const pro = pageTarget('rxpress');
    const corpo = pageTarget('tokens');
    expect(offerDecision(pro, admin, 'start')).toBe('offer');
    expect(offerDecision(pro, reader, 'start')).toBe('offer');
    expect(offerDecision(corpo, admin, 'pro')).toBe('offer');
    expect(offerDecision(corpo, admin, 'start')).toBe('offer');
  });

  it('opens the page within the plan with the view right, else forbids it', () => {
    expect(offerDecision(pageTarget('rxpress'), admin, 'pro')).toBe('open');
    expect(offerDecision(pageTarget('rxpress'), admin, 'corpo')).toBe('open');
    expect(offerDecision(pageTarget('branches'), admin, 'corpo')).toBe('open');
    expect(offerDecision(pageTarget('rxpress'), reader, 'pro')).toBe('forbidden');
    // No plan known: allowed (spec §5).
    expect(offerDecision(pageTarget('tokens'), admin, null)).toBe('open');
  });

  it('lets react-admin access checks read the same pages', () => {
    const ctx = (tier: Company['tier']) => ({ user: admin, companies: [{ id: 1, tier } as Company], selection: 1 as const });
    expect(canAccess(ctx('start'), { resource: 'rxpress', action: 'list' })).toBe(false);
    expect(canAccess(ctx('pro'), { resource: 'rxpress', action: 'list' })).toBe(true);
    expect(canAccess(ctx('pro'), { resource: 'branches', action: 'list' })).toBe(false);
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
