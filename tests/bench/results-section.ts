// A section of a result file written by another bench than the file's own (e.g. the label sorts
// of the elements list in elements.md): kept between markers, replaced on its next run, and kept
// when the file's own bench rewrites the rest.
import fs from 'node:fs/promises';

const begin = (name: string) => `<!-- begin:${name} -->`;
const end = (name: string) => `<!-- end:${name} -->`;
const SECTION = /<!-- begin:([\w-]+) -->[\s\S]*?<!-- end:\1 -->\n?/g;

/** Writes (or replaces) the section `name` of `file`. */
export async function writeSection(file: string, name: string, md: string): Promise<void> {
  const before = await fs.readFile(file, 'utf8').catch(() => '');
  const block = `${begin(name)}\n${md.trimEnd()}\n${end(name)}\n`;
  const at = before.indexOf(begin(name));
  const stop = before.indexOf(end(name));
  const after = at >= 0 && stop > at
    ? `${before.slice(0, at)}${block}${before.slice(stop + end(name).length + 1)}`
    : `${before.trimEnd()}\n\n${block}`;
  await fs.writeFile(file, after);
}

/** The sections of the file as it is (to append to a rewrite of the file's own part). */
export async function sectionsOf(file: string): Promise<string> {
  const before = await fs.readFile(file, 'utf8').catch(() => '');
  return [...before.matchAll(SECTION)].map((m) => m[0]).join('\n');
}
