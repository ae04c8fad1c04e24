// The labels a resource needs, derived from its metadata: every field has one, every choice value
// of a `choice`/`choices` field and every list tab has one. An area's words (resources/<area>.fr.ts,
// AreaWords) and the labels still in locales/{fr,en}/resources.ts are checked against this type,
// so a field or a status added without its label fails the type check (issue 27 §1).
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

/**
 * What locales/<lang>/resources.ts may hold: a resource whose labels are there is labelled in full.
 * Those of the areas moved into resources/<area>.<lang>.ts are not there; that every resource is
 * labelled somewhere is checked on the merged catalogues (tests/unit/server/area-words.test.ts).
 */
export type ResourceCatalogue = { [K in keyof typeof resources]?: ResourceLabels<(typeof resources)[K]> } & Record<string, unknown>;

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
