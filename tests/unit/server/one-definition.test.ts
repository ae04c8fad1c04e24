// Issue 27 §2: one definition per rule and per value list. The open-control rule and the status
// enums are written once in resources/ (read by the API, the database schema and the console);
// these checks fail when a copy comes back.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));

describe('one definition per rule and value list', () => {
  it('the open-control statuses are listed only in resources/controls.ts', () => {
    const copies = [...sources('server'), ...sources('src')].filter((file) =>
      /'to_do',\s*'to_do_planned'/.test(readFileSync(path.join(root, file), 'utf8')
        .replace(/^\s*(\/\/|\/?\*).*$/gm, '')));
    expect(copies).toEqual([]);
  });

  it('every database enum takes its values from a constant, not a literal list', () => {
    const literal = sources('server').filter((file) => /pgEnum\(\s*'[^']+',\s*\[/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(literal).toEqual([]);
  });

  it('the metadata\'s choice fields name their constant instead of repeating the values', () => {
    const repeated = sources('resources').filter((file) =>
      /type: 'choice', choices: \['(to_do|compliant|not_started|online|not_validated|manual|being_analysed)'/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(repeated).toEqual([]);
  });
});
