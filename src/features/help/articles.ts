// The help centre's articles: markdown files in the repository (help/<locale>/<slug>.md), bundled
// at build time (nothing is fetched at run time). The first line is the title ("# …").
import type { Locale } from '../../../locales/types';

const files = import.meta.glob<string>('../../../help/*/*.md', { query: '?raw', import: 'default', eager: true });

export interface Article { slug: string; title: string; body: string }

const byLocale: Record<string, Article[]> = {};
for (const [path, text] of Object.entries(files)) {
  const [, locale, slug] = /help\/([a-z]+)\/([a-z0-9-]+)\.md$/.exec(path) ?? [];
  if (!locale) continue;
  const title = /^#\s+(.+)$/m.exec(text)?.[1]?.trim() ?? slug;
  (byLocale[locale] ??= []).push({ slug, title, body: text.replace(/^#\s+.+\n/, '').trim() });
}
for (const list of Object.values(byLocale)) list.sort((a, b) => a.title.localeCompare(b.title, 'fr'));

/** The articles in a language (French when the language has none). */
export const articlesOf = (locale: Locale | string): Article[] => byLocale[locale] ?? byLocale.fr ?? [];
export const articleOf = (locale: Locale | string, slug: string) => articlesOf(locale).find((a) => a.slug === slug);

/** Lowercase, without accents or markdown marks: "Échéances" and "echeances" are the same word. */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[*_`#>[\]()]/g, ' ').toLowerCase();

/** Articles holding every word of the query (accents and case ignored), title matches first. */
export function searchArticles(list: Article[], query: string): Article[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return list;
  const scored = list.map((a) => {
    const title = fold(a.title);
    const all = `${title} ${fold(a.body)}`;
    if (!words.every((w) => all.includes(w))) return null;
    return { a, score: words.filter((w) => title.includes(w)).length };
  }).filter((x): x is { a: Article; score: number } => x !== null);
  return scored.sort((x, y) => y.score - x.score).map((x) => x.a);
}

/** The first paragraph, as plain text: the list's summary line. */
export const summaryOf = (a: Article) => (a.body.split(/\n\s*\n/)[0] ?? '').replace(/[*_`]/g, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
