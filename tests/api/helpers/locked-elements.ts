// What the lock tests share (job-locks, job-lock-holders): fresh elements to lock, a write to
// try on one, and how many rows a job holds.
import { elementBody } from '../elements-fixture';
import type { AdminSession } from './session';
import type { ElementWorld } from '../elements-fixture';

export function lockedElements({ t, admin, w }: AdminSession & { w: ElementWorld }) {
  const make = async (n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) ids.push((await admin.post('/api/v1/elements/', elementBody(w))).body.id);
    return ids;
  };
  const patch = (id: number, lang?: string) => admin.patch(`/api/v1/elements/${id}/`, { designation: `Renommé ${id}` }, lang);
  const locksOf = async (job: string) => (await t.pool.query('SELECT count(*)::int AS n FROM job_locks WHERE job_id = $1', [job])).rows[0].n as number;
  return { make, patch, locksOf };
}
