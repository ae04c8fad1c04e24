// The conformity score (docs/conformity-score.md): pure arithmetic, shared by the live cards,
// the daily history job and the "how to improve" ranking, so the three can never disagree.

/** Points an element loses per finding (100 = nothing to fix). */
export const WEIGHTS = {
  non_compliant: 40,
  late_blocking_control: 20,
  late_control: 10,
  missing_obligation: 10,
  late_task: 5,
} as const;
export type Finding = keyof typeof WEIGHTS;

export interface ElementFindings {
  non_compliant: boolean;
  late_blocking_control: number;
  late_control: number;
  missing_obligation: number;
  late_task: number;
}

/** The points lost, before the floor at 0. */
export function penalty(f: ElementFindings): number {
  return (f.non_compliant ? WEIGHTS.non_compliant : 0) + f.late_blocking_control * WEIGHTS.late_blocking_control
    + f.late_control * WEIGHTS.late_control + f.missing_obligation * WEIGHTS.missing_obligation + f.late_task * WEIGHTS.late_task;
}

/** An element's score: 100 minus its penalty, never below 0. */
export const elementScore = (f: ElementFindings): number => Math.max(0, 100 - penalty(f));

/** The score of a penalty total (the SQL side sums penalties, this floors them). */
export const scoreOfPenalty = (p: number): number => Math.max(0, 100 - p);

/** A set's score: the mean of its elements' scores, rounded to 0.1; null when empty. */
export function meanScore(scores: number[]): number | null {
  if (scores.length === 0) return null;
  return round1(scores.reduce((a, b) => a + b, 0) / scores.length);
}

/** A ratio card (controls, obligations, tasks): the share of rows in good standing; null when none. */
export function ratioScore(total: number, failing: number): number | null {
  if (total <= 0) return null;
  return round1((100 * (total - Math.min(failing, total))) / total);
}

/**
 * What the company's score gains when one finding of an element is fixed: the element's score
 * rises from max(0, 100 − P) to max(0, 100 − (P − w)), and the mean moves by that over N elements.
 */
export function gainOf(elementPenalty: number, finding: Finding, elements: number): number {
  if (elements <= 0) return 0;
  const before = scoreOfPenalty(elementPenalty);
  const after = scoreOfPenalty(Math.max(0, elementPenalty - WEIGHTS[finding]));
  return Math.round(((after - before) / elements) * 1000) / 1000;
}

/** Score points over N elements: the mean's change, to 0.001. */
export const gainOfPoints = (points: number, elements: number): number =>
  elements <= 0 ? 0 : Math.round((points / elements) * 1000) / 1000;

/** One element hit by a cause: its penalty, and how many findings of that cause it has. */
export interface CauseHit { penalty: number; count: number }

/**
 * What the score gains if every finding of one cause were fixed (e.g. every late control of one
 * type): the sum of the hit elements' score changes, each from max(0, 100 − P) to
 * max(0, 100 − (P − k·w)), over the N elements in scope.
 */
export function causeGain(finding: Finding, hits: CauseHit[], elements: number): number {
  const points = hits.reduce((sum, h) =>
    sum + scoreOfPenalty(Math.max(0, h.penalty - h.count * WEIGHTS[finding])) - scoreOfPenalty(h.penalty), 0);
  return gainOfPoints(points, elements);
}

export const round1 = (v: number): number => Math.round(v * 10) / 10;
