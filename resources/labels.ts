// The labels a resource needs, derived from its metadata: every field has one, every choice value
// of a `choice`/`choices` field and every list tab has one. An area's words (resources/<area>.fr.ts,
// AreaWords) are checked against this type, so a field or a status added without its label fails
// the type check (issue 27 §1); a registered resource no words file labels fails it too (below).
import type { Words } from '../locales/merge';
import type { resources } from './index';

type FieldOf<R> = R extends { fields: readonly (infer F)[] } ? F : never;
type NameOf<F> = F extends { name: infer N extends string } ? N : never;
type ChoiceFieldOf<R> = Extract<FieldOf<R>, { choices: readonly string[] }>;

type TabNameOf<R> = R extends { tabs: readonly (infer T)[] } ? (T extends { name: infer N extends string } ? N : never) : never;

/** Other keys (a resource's own messages, extra filter labels) are allowed beside these. */
export type ResourceLabels<R> = {
  name: string;
  fields: Record<NameOf<FieldOf<R>>, string> & Record<string, string>;
} & ([ChoiceFieldOf<R>] extends [never]
  ? unknown
  : { choices: { [F in ChoiceFieldOf<R> as NameOf<F>]: Record<F['choices'][number], string> } })
  & ([TabNameOf<R>] extends [never] ? unknown : { tabs: Record<TabNameOf<R>, string> })
  & Record<string, unknown>;

/** The resource definitions a metadata module exports, by resource name. */
type DefsOf<M> = {
  [K in keyof M as M[K] extends { name: infer N extends string; fields: readonly unknown[] } ? N : never]: M[K];
};

/**
 * What an area's words (resources/<area>.fr.ts) hold: with its metadata module
 * (`AreaWords<typeof metadata>`), the labels of every resource it defines, in full; beside them its
 * console (`app.*`), API (`api.*`) and other messages, merged into the catalogues (locales/merge.ts).
 */
export type AreaWords<M = unknown> = {
  resources?: Record<string, unknown>;
  app?: Words; api?: Words; mail?: Words; notify?: Words; jobs?: Words; files?: Words;
} & ([keyof DefsOf<M>] extends [never] ? unknown : { resources: { [N in keyof DefsOf<M>]: ResourceLabels<DefsOf<M>[N]> } });

/**
 * The areas' French words, by file: each resources/<area>.fr.ts that labels resources adds itself
 * by declaration merging, so that no file lists them:
 * `declare module './labels' { interface LabelledAreas { tags: typeof words } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the words files
export interface LabelledAreas {}

type ResourcesOf<W> = W extends { resources: infer R } ? keyof R : never;

/** The names among `Names` that no area of `Areas` labels (never, when each has its labels). */
export type UnlabelledOf<Names, Areas> = Exclude<Names, { [A in keyof Areas]: ResourcesOf<Areas[A]> }[keyof Areas]>;

/** Accepts `never` only: the type check names what is left. */
export type NoneLeft<T extends never> = T;

/**
 * A resource registered in resources/index.ts without its label block in any words file fails here
 * (e.g. `Type '"widgets"' does not satisfy the constraint 'never'`): write resources/<area>.fr.ts
 * with its labels (AreaWords) and its `LabelledAreas` line.
 */
export type EveryResourceLabelled = NoneLeft<UnlabelledOf<keyof typeof resources, LabelledAreas>>;
