// Issue 35: .ci/run runs only part of the API suite again on PostgreSQL 15 (tests/api/pg15-files.txt),
// on the ground that no SQL of ours needs PostgreSQL 16 or 17. This check keeps that ground true:
// it fails when the server code or a migration uses a function or syntax that 15 lacks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

const files = (dir: string, ext: RegExp): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && ext.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));

// From the release notes of PostgreSQL 16 and 17 (SQL-level additions a query could use).
const NEWER_THAN_15: [string, RegExp][] = [
  ['any_value() (16)', /\bany_value\s*\(/i],
  ['SQL/JSON constructors JSON_OBJECT/JSON_ARRAY(AGG) (16)', /\bjson_(object|array)(agg)?\s*\(\s*[^)]*\b(key|value|absent on null|returning)\b/i],
  ['IS JSON predicate (16)', /\bis\s+(not\s+)?json\b/i],
  ['random_normal() / array_sample() / array_shuffle() (16)', /\b(random_normal|array_sample|array_shuffle)\s*\(/i],
  ['SYSTEM_USER (16)', /\bsystem_user\b/i],
  ['JSON_TABLE / JSON_EXISTS / JSON_QUERY / JSON_VALUE (17)', /\bjson_(table|exists|query|value)\s*\(/i],
  ['MERGE … RETURNING (17)', /\bmerge\s+into\b[\s\S]{0,400}\breturning\b/i],
  ['COPY … ON_ERROR (17)', /\bcopy\b[^;]*\bon_error\b/i],
  ['ALTER … SET EXPRESSION (17)', /\bset\s+expression\b/i],
  ['transaction_timeout (17)', /\btransaction_timeout\b/i],
];

describe('SQL that PostgreSQL 15 runs', () => {
  const sources = [...files('server', /\.ts$/), ...files('server/db/migrations', /\.sql$/)];

  it('reads the server code and every migration', () => {
    expect(sources.filter((f) => f.endsWith('.sql')).length).toBeGreaterThan(30);
    expect(sources.length).toBeGreaterThan(300);
  });

  it('uses no function or syntax newer than PostgreSQL 15', () => {
    const found = sources.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return NEWER_THAN_15.filter(([, re]) => re.test(text)).map(([name]) => `${file}: ${name}`);
    });
    expect(found).toEqual([]);
  });

  it('catches such a use (the patterns are not dead)', () => {
    const hits = ['select any_value(x) from t', "select '1' is json", 'select * from json_table(j, \'$\' columns (a int path \'$.a\'))',
      'merge into t using s on t.id = s.id when matched then update set a = 1 returning *']
      .filter((q) => NEWER_THAN_15.some(([, re]) => re.test(q)));
    expect(hits).toHaveLength(4);
  });
});
