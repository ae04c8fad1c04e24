// Server-side translation: the same catalogues as the console (locales/ merged with every area's
// words, resources/<area>.<lang>.ts: locales/merge.ts), Polyglot-style %{x}.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { en } from '../../locales/en';
import { fr } from '../../locales/fr';
import { mergeWords, partsOf, wordsFilePattern, type Words } from '../../locales/merge';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../locales/types';

export type { Locale };
type Tree = Words;

const resourcesDir = path.join(import.meta.dirname, '../../resources');

/** Every area's words in a language, read from resources/ as the console's glob finds them. */
export async function areaWordsOf(locale: Locale) {
  const areas = readdirSync(resourcesDir).map((f) => wordsFilePattern(locale).exec(f)?.[1]).filter((a): a is string => !!a).sort();
  const found = await Promise.all(areas.map(async (area) =>
    [`resources/${area}.${locale}.ts`, ((await import(`../../resources/${area}.${locale}.ts`)) as { words?: unknown }).words] as const));
  return partsOf(Object.fromEntries(found));
}

/** The merged catalogues (a key given twice throws here, at the start). */
export const catalogues: Record<Locale, Tree> = {
  fr: mergeWords(fr, await areaWordsOf('fr'), 'locales/fr'),
  en: mergeWords(en, await areaWordsOf('en'), 'locales/en'),
};

/**
 * Picks the locale from an Accept-Language header: the supported language with the highest
 * q-value (`en-GB;q=0.8` counts as `en`); fr when nothing supported is asked for.
 */
export function parseAcceptLanguage(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number; order: number } | undefined;
  value.split(',').forEach((part, order) => {
    const [tag, ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] as Locale;
    if (!LOCALES.includes(primary)) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) return;
    if (!best || q > best.q || (q === best.q && order < best.order)) best = { locale: primary, q, order };
  });
  return best?.locale ?? DEFAULT_LOCALE;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** True when the catalogue has the key (used to fall back, e.g. tab labels). */
export const hasKey = (locale: Locale, key: string) => lookup(catalogues[locale], key) !== undefined;

/** True when the catalogue has a group of keys there (e.g. the labels of a field's codes). */
export function hasGroup(locale: Locale, key: string): boolean {
  let node: string | Tree | undefined = catalogues[locale];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = node[part];
  }
  return typeof node === 'object' && node !== null;
}

/** Translates `key` (e.g. `api.errors.not_found`); a missing key answers the key itself. */
export function t(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const message = lookup(catalogues[locale], key) ?? lookup(catalogues[DEFAULT_LOCALE], key) ?? key;
  return message.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
