// Accessibility check of the current screen with axe-core (issue 9 §7, RGAA): fails on any
// critical or serious violation, and on a page without a level-one heading (axe rates that one
// "moderate", but screen-reader users navigate by it and the RGAA asks for it).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Rules whose impact is below "serious" but that we hold every screen to. */
const ALSO_REQUIRED = new Set(['page-has-heading-one']);
const BLOCKING = new Set(['critical', 'serious']);

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** Each failing node: its CSS selector and axe's summary (e.g. the measured contrast). */
  targets: string[];
}

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 220);

/** The RGAA 4.1 maps onto WCAG 2.1 AA; WCAG 2.2 AA adds target size, focus not obscured. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * Experimental in axe 4, so off unless named: a visible label missing from the accessible name
 * (RGAA 6.1.5, WCAG 2.5.3: a voice-control user says what they see).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** Runs axe on the page as it is now (WCAG 2.x A/AA rules, best practices, RGAA extras). */
export async function axeFindings(page: Page): Promise<Finding[]> {
  // Transitions (menus, fades) must be over: a half-faded text reads as a contrast failure.
  await page.waitForLoadState('networkidle');
  // Endless ones (a focus ripple's pulse) never finish and do not change what axe reads.
  await page.waitForFunction(() => document.getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: TAGS }, rules: EXTRA_RULES }).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? '') || ALSO_REQUIRED.has(v.id))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')} — ${oneLine(n.failureSummary)}`),
    }));
}

/** A readable list: rule, impact, help, then each target, so a failure says what to fix. */
export const describeFindings = (findings: Finding[]) =>
  findings.map((f) => `- ${f.rule} (${f.impact}): ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`).join('\n');

/** Fails (softly: the test goes on to the next screen) when `name` has a blocking violation. */
export async function expectAccessible(page: Page, name: string) {
  const t0 = Date.now();
  const findings = await axeFindings(page);
  if (process.env.A11Y_TIMING) console.log(`${name}: ${Date.now() - t0} ms`);
  const message = `${name} (${page.url()}) has accessibility violations:\n${describeFindings(findings)}\n`;
  expect.soft(findings.length === 0, message).toBe(true);
}
