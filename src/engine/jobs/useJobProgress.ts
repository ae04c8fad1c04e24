// A background job's state, polled every second while it is queued or running.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider, JobState } from '../../providers/dataProvider';

export const JOB_POLL_MS = 1000;

export const isFinished = (job: JobState | undefined) => job?.status === 'done' || job?.status === 'failed';

/** A 4xx (unknown job, signed out) will not get better by asking again. */
const isClientError = (error: unknown) => {
  const status = (error as { status?: number } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export const useJobProgress = (jobId: string | null | undefined) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['jobs', jobId],
    queryFn: ({ signal }) => dataProvider.getJob(String(jobId), { signal }),
    enabled: !!jobId,
    refetchInterval: (query) =>
      isFinished(query.state.data) || isClientError(query.state.error) ? false : JOB_POLL_MS,
    retry: (count, error) => !isClientError(error) && count < 3,
  });
};

/** The job id of an action's answer `{ job: { id } }` (null when the action ran at once). */
export const jobIdOf = (answer: unknown): string | null => {
  const id = (answer as { job?: { id?: unknown } } | null)?.job?.id;
  return typeof id === 'string' && id ? id : null;
};
