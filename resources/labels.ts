// The labels a resource needs, derived from its metadata: every field has one, every choice value
// of a `choice`/`choices` field and every list tab has one. locales/{fr,en}/resources.ts are checked against this
// type, so a field or a status added without its label fails the type check (issue 27 §1).
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

/** What locales/<lang>/resources.ts must hold: every resource of the engine, labelled. */
export type ResourceCatalogue = { [K in keyof typeof resources]: ResourceLabels<(typeof resources)[K]> } & Record<string, unknown>;
