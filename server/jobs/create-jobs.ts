// createJobs: the Jobs service on pg-boss (schema `pgboss`). Jobs are rows in Postgres, so they
// survive restarts. A job whose process died is handed back for a retry as soon as any instance
// sweeps (at its start, then every few seconds: orphans.ts), not at pg-boss's expiry, which
// stays the last resort (a worker alive but stuck).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from '../log';
import { BOSS_SCHEMA, bossDb, createBoss, sendOptions, type BossSettings } from './boss';
import { createLiveness } from './liveness';
import { sweepLocks } from './locks';
import { handBackOrphans } from './orphans';
import { runJob, type BossJob, type JobHandler } from './run-job';
import { insertRun, pruneRuns, reconcileRuns, type Queryable } from './runs';
import type { EnqueueOptions, JobOwner, Jobs } from './types';
import { workerSlots } from './wakeups';

export interface JobsOptions extends Partial<BossSettings> {
  pool: pg.Pool;
  log: Logger;
  /** Jobs of one kind this instance runs at once. */
  concurrency: number;
  /** How often an idle worker looks for jobs (a local enqueue wakes it at once). */
  pollingIntervalSeconds?: number;
  /** stop() waits this long for running jobs; those still running are then retried later. */
  stopTimeoutMs?: number;
  progressIntervalMs?: number;
  /** How often jobs of dead instances are looked for (also once at start). */
  orphanSweepSeconds?: number;
}

const DEFAULTS: BossSettings = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  // Longer than any job may run (pg-boss fails a job that runs past it), short enough that a
  // crashed one is retried soon; the maintenance that notices it runs every interval.
  expireInSeconds: 15 * 60,
  maintenanceIntervalSeconds: 60,
  historyDays: 7,
};

/** A job just fetched by pg-boss, whose worker has not yet taken its lock, is not an orphan. */
const ORPHAN_GRACE_SECONDS = 30;

const KIND = /^[A-Za-z0-9][\w.-]{0,63}$/;
function assertKind(kind: string) {
  if (!KIND.test(kind)) throw new Error(`invalid job kind "${kind}" (letters, digits, . _ -, at most 64)`);
}

export async function createJobs(options: JobsOptions): Promise<Jobs> {
  const { pool, log, concurrency } = options;
  const settings: BossSettings = {
    retryLimit: options.retryLimit ?? DEFAULTS.retryLimit,
    retryDelaySeconds: options.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
    retryBackoff: options.retryBackoff ?? DEFAULTS.retryBackoff,
    expireInSeconds: options.expireInSeconds ?? DEFAULTS.expireInSeconds,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? DEFAULTS.maintenanceIntervalSeconds,
    historyDays: options.historyDays ?? DEFAULTS.historyDays,
  };
  let open = true;
  const boss = createBoss(pool, settings, () => open);
  boss.on('error', (err) => log.warn(`jobs: ${err?.message ?? String(err)}`));
  // pg-boss's maintenance runs on one instance per interval: the runs follow its verdicts, and
  // finished runs past the history's age go (as pg-boss's own archive does).
  boss.on('maintenance', () => {
    reconcileRuns(pool, BOSS_SCHEMA)
      .then((n) => n && log.info(`jobs: ${n} interrupted job(s) handed back by pg-boss`))
      .catch((err) => log.warn('jobs: could not reconcile job runs', err));
    pruneRuns(pool, settings.historyDays)
      .then((n) => n && log.debug(`jobs: ${n} finished run(s) older than ${settings.historyDays} days deleted`))
      .catch((err) => { if (open) log.warn('jobs: could not delete old job runs', err); });
  });
  await boss.start();
  const liveness = createLiveness(pool, log);

  const queues = new Map<string, Promise<void>>();
  // Instances starting together create the same queues at once: pg-boss's createQueue may then
  // deadlock in PostgreSQL (seen with two apps started in parallel on one database); it is
  // idempotent, so a deadlock is retried after a short random pause.
  const createQueue = async (kind: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await boss.createQueue(kind);
      } catch (err) {
        if ((err as { code?: string }).code !== '40P01' || attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
      }
    }
  };
  const ensureQueue = (kind: string) => {
    assertKind(kind);
    let created = queues.get(kind);
    if (!created) {
      created = createQueue(kind).catch((err) => {
        queues.delete(kind);
        throw err;
      });
      queues.set(kind, created);
    }
    return created;
  };

  const slots = workerSlots((id) => boss.notifyWorker(id));

  async function send(db: Queryable, id: string, kind: string, data: object, owner: JobOwner, { expireInSeconds, retry }: EnqueueOptions) {
    await insertRun(db, id, kind, data, owner);
    const options = {
      id, ...sendOptions(settings), ...(expireInSeconds ? { expireInSeconds } : {}),
      ...(retry ? { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: retry.backoff } : {}),
      db: bossDb(db),
    };
    const sent = await boss.send(kind, data, options);
    if (sent !== id) throw new Error(`jobs: pg-boss refused job ${kind} ${id}`);
  }

  // Jobs of dead instances: at once at start (a restart after a crash), then periodically (a
  // dead peer). A handed-back job is fetched at once by an idle worker of this instance.
  // Then the row locks of jobs no longer running (locks.ts): a crash leaves none behind.
  const sweep = () => handBackOrphans(pool, BOSS_SCHEMA, ORPHAN_GRACE_SECONDS)
    .then(async (orphans) => {
      const swept = await sweepLocks(pool);
      if (swept) log.info(`jobs: ${swept} row lock(s) of jobs no longer running released`);
      if (!orphans.length) return;
      log.info(`jobs: ${orphans.length} job(s) of a dead instance handed back`);
      for (const kind of new Set(orphans.map((o) => o.name))) slots.wake(kind);
    })
    .catch((err: unknown) => { if (open) log.warn('jobs: could not look for jobs of dead instances', err); });
  await sweep();
  const sweeper = setInterval(() => void sweep(), (options.orphanSweepSeconds ?? 10) * 1000);
  sweeper.unref();

  let stopping: Promise<void> | undefined;

  return {
    async enqueue(kind, data, owner = {}, { client, ...options }: EnqueueOptions = {}) {
      if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('jobs: data must be a plain object');
      await ensureQueue(kind);
      const id = randomUUID();
      if (client) {
        await send(client, id, kind, data, owner, options);
      } else {
        // The row users poll and the pg-boss job exist together or not at all.
        const tx = await pool.connect();
        try {
          await tx.query('BEGIN');
          await send(tx, id, kind, data, owner, options);
          await tx.query('COMMIT');
        } catch (err) {
          await tx.query('ROLLBACK').catch(() => {});
          throw err;
        } finally {
          tx.release();
        }
      }
      slots.wake(kind);
      return id;
    },

    async work<T extends object>(kind: string, handler: JobHandler<T>) {
      await ensureQueue(kind);
      const ctx = { db: pool, log, progressIntervalMs: options.progressIntervalMs ?? 500, liveness };
      // One pg-boss worker per slot, each taking one job at a time: a slow job never holds others.
      for (let i = 0; i < concurrency; i++) {
        const slot = slots.add(kind);
        slot.id = await boss.work<T>(
          kind,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          ([job]) => slots.run(slot, () => runJob(ctx, job as BossJob<T>, handler)),
        );
      }
    },

    async schedule(kind, cron, data = {}, options = {}) {
      await ensureQueue(kind);
      await boss.schedule(kind, cron, data, {
        tz: options.tz ?? 'UTC', ...sendOptions(settings), ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      });
    },

    stop() {
      clearInterval(sweeper);
      stopping ??= boss
        .stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs ?? 10_000 })
        .finally(async () => {
          open = false;
          // Jobs still running past the timeout are handed back by the next sweep anywhere.
          await liveness.close();
        });
      return stopping;
    },
  };
}
