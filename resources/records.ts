// A resource's row as the API answers it, typed from its metadata (issue 27 §2): the console reads
// `RecordOf<'documents'>` instead of casting each field. Filter-only fields are no part of a row.
import type { resources } from './index';

type FieldOf<R> = R extends { fields: readonly (infer F)[] } ? F : never;

type ValueOf<F> = F extends { type: 'number' } ? number
  : F extends { type: 'boolean' } ? boolean
  : F extends { type: 'reference' } ? number | null
  : F extends { type: 'references' } ? number[]
  : F extends { type: 'choice'; choices: readonly (infer C)[] } ? C
  : F extends { type: 'choices'; choices: readonly (infer C)[] } ? C[]
  : F extends { type: 'rights' } ? Record<string, string[]>
  : F extends { type: 'values' } ? Record<string, string | number | boolean | null>
  : string; // string, text, date (YYYY-MM-DD), datetime, uuid, email

type Nullable<F, V> = F extends { required: true } ? V : F extends { type: 'references' | 'choices' | 'boolean' } ? V : V | null;

/** Answers may carry computed keys beyond the metadata (e.g. a document's `has_file`): unknown, read with care. */
export type RecordOfDef<R> = { id: number; [computed: string]: unknown } & {
  [F in Exclude<FieldOf<R>, { filterOnly: true }> as F extends { name: infer N extends string } ? N : never]: Nullable<F, ValueOf<F>>;
};

export type ResourceKey = keyof typeof resources;
/** The row of a resource of resources/index.ts, e.g. `RecordOf<'documents'>`. */
export type RecordOf<K extends ResourceKey> = RecordOfDef<(typeof resources)[K]>;
