// drizzle-kit numbers a new migration by its journal index, which is behind our file numbers (some
// migrations were renumbered), so `db:generate` can write its snapshot over the last one
// (found by the issue 27 experiment). The chain must stay whole: every journal entry has its SQL
// and snapshot, and every snapshot's parent is another snapshot (an overwritten one is not).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, '../../../server/db/migrations');
const ORIGIN = '00000000-0000-0000-0000-000000000000';
type Snapshot = { id: string; prevId: string };

describe('migration snapshots', () => {
  it('every journal entry has its SQL and snapshot, and each snapshot descends from another', () => {
    const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    for (const { tag } of journal.entries) {
      expect(existsSync(path.join(dir, `${tag}.sql`)), tag).toBe(true);
      expect(existsSync(path.join(dir, `meta/${tag.split('_')[0]}_snapshot.json`)), tag).toBe(true);
    }
    const snapshots = new Map(readdirSync(path.join(dir, 'meta')).filter((f) => f.endsWith('_snapshot.json'))
      .map((f) => [f, JSON.parse(readFileSync(path.join(dir, 'meta', f), 'utf8')) as Snapshot]));
    const ids = new Set([...snapshots.values()].map((s) => s.id));
    expect(ids.size).toBe(snapshots.size);
    for (const [file, s] of snapshots) expect(s.prevId === ORIGIN || ids.has(s.prevId), `${file}: parent ${s.prevId}`).toBe(true);
  });
});
