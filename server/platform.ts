// The platform services every area uses, built once per process: background jobs, the file
// store and the mailer. main.ts and the API tests build them the same way.
import type pg from 'pg';
import type { Config } from './config';
import { createJobs } from './jobs/create-jobs';
import type { Jobs } from './jobs/types';
import type { Logger } from './log';
import { createMailer } from './mail';
import type { Mailer } from './mail/types';
import { createBlobStore } from './storage';
import type { BlobStore } from './storage/types';

export interface Platform {
  jobs: Jobs;
  store: BlobStore;
  mailer: Mailer;
  /** Lets running jobs end, then closes the mailer (the pool is the caller's). */
  stop: () => Promise<void>;
}

export async function createPlatform(config: Config, pool: pg.Pool, log: Logger): Promise<Platform> {
  const jobs = await createJobs({
    pool, log, concurrency: config.jobConcurrency, pollingIntervalSeconds: config.jobPollSeconds, historyDays: config.jobHistoryDays,
  });
  const store = createBlobStore(config.storage);
  const mailer = createMailer(config, log);
  return {
    jobs,
    store,
    mailer,
    stop: async () => {
      await jobs.stop();
      await mailer.close();
    },
  };
}
