// An area's words live with the area, in resources/<area>.<lang>.ts (`export const words`); the
// catalogues are locales/<lang> merged with every area's words. Pure: the server
// (server/http/i18n.ts, by reading the folder) and the console (src/providers/catalogues.ts, by
// import.meta.glob) find the same files and merge them here, so a key given twice (by two areas,
// or by an area and locales/) stops the start and the build instead of one silently winning.
export type Words = { readonly [key: string]: string | Words };

/** One area's words and the file they come from (named in the duplicate error). */
export type WordsPart = { source: string; words: Words };

/** The file name of an area's words in a language: resources/tags.fr.ts → tags. */
export const wordsFilePattern = (locale: string) => new RegExp(`^([A-Za-z0-9_-]+)\\.${locale}\\.ts$`);

const isWords = (v: unknown): v is Words => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A deep copy of `base` with each part's keys added; a leaf given twice throws, naming both sources. */
export function mergeWords<T extends Words>(base: T, parts: readonly WordsPart[], baseSource = 'locales'): T {
  const owners = new Map<string, string>();
  const copy = (node: Words, prefix: string, source: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (isWords(value)) out[key] = copy(value, path, source);
      else { out[key] = value; owners.set(path, source); }
    }
    return out;
  };
  const merged = copy(base, '', baseSource);
  const add = (target: Record<string, unknown>, node: Words, prefix: string, source: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const there = target[key];
      if (there === undefined) {
        target[key] = isWords(value) ? copy(value, path, source) : value;
        if (!isWords(value)) owners.set(path, source);
      } else if (isWords(value) && isWords(there)) {
        add(there as Record<string, unknown>, value, path, source);
      } else {
        const other = owners.get(path) ?? [...owners].find(([p]) => p.startsWith(`${path}.`))?.[1] ?? baseSource;
        throw new Error(`i18n: the key ${path} is given twice (${other} and ${source})`);
      }
    }
  };
  for (const part of [...parts].sort((a, b) => a.source.localeCompare(b.source))) add(merged, part.words, '', part.source);
  return merged as T;
}

/** The parts found by a glob or a folder read: { 'resources/tags.fr.ts': words, … } → WordsPart[]. */
export const partsOf = (found: Record<string, unknown>): WordsPart[] =>
  Object.entries(found).map(([source, words]) => {
    if (!isWords(words)) throw new Error(`i18n: ${source} must export \`words\` (an object of its keys)`);
    return { source: source.replace(/^(\.\.\/)+/, ''), words };
  });
