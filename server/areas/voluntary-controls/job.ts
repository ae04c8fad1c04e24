// Generation of a new voluntary type's controls when it matches more elements than
// config.bulkJobThreshold: a job writes them in batches of config.bulkBatchSize elements, one
// transaction each (controls and conformity together), reporting progress. Generation only adds
// the missing open occurrences, so a retried or resumed job redoes nothing; a type deleted
// meanwhile matches no element and the job ends with nothing written. It is the type's
// consequence, not the user's action: it runs whatever the author's rights are by then.
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { rows } from '../../crud/sql';
import type { AppDeps } from '../../http/deps';
import type { Jobs } from '../../jobs/types';
import { generateFor, matchingElementsSql } from './sync';

export const VOLUNTARY_GENERATION_JOB = 'voluntary-controls-generation';

/** Set from the config when the worker registers (the create hook has no deps). */
export const generation = { threshold: 5000, batchSize: 1000 };

export interface GenerationJobData {
  typeId: number;
}

export const enqueueGeneration = (jobs: Jobs, typeId: number, ctx: RequestContext): Promise<string> =>
  jobs.enqueue<GenerationJobData>(VOLUNTARY_GENERATION_JOB, { typeId },
    { userId: ctx.user.id, companyId: ctx.selectedCompany ?? ctx.companies[0] ?? null }, { expireInSeconds: 3600 });

/** Writes the type's missing controls batch by batch; `progress` gets 0-99 between batches. */
export async function runGeneration(
  db: AppDeps['db'], typeId: number, batchSize: number, progress: (p: number) => Promise<void>,
): Promise<{ elements: number }> {
  const ids = (await rows<{ id: number }>(db, sql`SELECT m.id FROM (${matchingElementsSql(typeId)}) m ORDER BY m.id`)).map((r) => r.id);
  let made = 0;
  for (let i = 0; i < ids.length; i += batchSize) {
    const chunk = ids.slice(i, i + batchSize);
    made += (await db.transaction((tx) => generateFor(tx, typeId, chunk))).length;
    await progress(Math.min(99, Math.floor(((i + chunk.length) * 100) / ids.length)));
  }
  return { elements: made };
}

export async function registerGenerationJob({ jobs, db, config }: AppDeps): Promise<void> {
  generation.threshold = config.bulkJobThreshold;
  generation.batchSize = config.bulkBatchSize;
  await jobs.work<GenerationJobData>(VOLUNTARY_GENERATION_JOB, async (job) =>
    runGeneration(db, job.data.typeId, generation.batchSize, (p) => job.progress(p)));
}
