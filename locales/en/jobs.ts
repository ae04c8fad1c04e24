/** jobs messages (en). */
import type { jobs as fr } from '../fr/jobs';
import type { Catalogue } from '../types';

export const jobs = {
  status: {
    queued: 'Queued',
    running: 'Running',
    done: 'Done',
    failed: 'Failed',
  },
  kinds: {
    bulk: 'bulk action',
  },
  errors: {
    export_unavailable: 'The export could not be prepared: your rights or the data have changed.',
    bulk_unavailable: 'The bulk action could not be applied: your rights or the data have changed.',
    bulk_stopped: 'The bulk action was stopped because your rights changed; %{count} object(s) had already been processed.',
    failed: 'The task failed unexpectedly. Try again later; if the problem persists, contact support.',
  },
} as const satisfies Catalogue<typeof fr>;
