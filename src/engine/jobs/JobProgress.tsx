// A job's progress: a bar with its percentage, its translated status, its error when it failed.
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { JobState } from '../../providers/dataProvider';
import { useJobProgress } from './useJobProgress';

export interface JobProgressProps {
  jobId: string;
  /** Called once when the job is done (refresh a list, offer a download...). */
  onDone?: (job: JobState) => void;
  /** What to show of a finished job's result (e.g. a link to the file). */
  renderResult?: (job: JobState) => ReactNode;
}

const barColor = { queued: 'primary', running: 'primary', done: 'success', failed: 'error' } as const;

export const JobProgress = ({ jobId, onDone, renderResult }: JobProgressProps) => {
  const translate = useTranslate();
  const { data: job, isError } = useJobProgress(jobId);
  const notified = useRef<string | null>(null);

  useEffect(() => {
    if (job?.status === 'done' && notified.current !== job.id) {
      notified.current = job.id;
      onDone?.(job);
    }
  }, [job, onDone]);

  if (!job) {
    if (isError) return <Alert severity="error">{translate('app.jobs.load_error')}</Alert>;
    return <LinearProgress aria-label={translate('app.jobs.progress')} />;
  }
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
          variant="determinate"
          value={job.progress}
          color={barColor[job.status]}
          aria-label={translate('app.jobs.progress')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: '3.5em', textAlign: 'right' }}>
          {translate('app.jobs.percent', { percent: job.progress })}
        </Typography>
      </Box>
      <Typography variant="body2" role="status">
        {translate(`app.jobs.status.${job.status}`)}
      </Typography>
      {job.status === 'failed' && <Alert severity="error">{job.error ?? translate('app.jobs.failed')}</Alert>}
      {job.status === 'done' && renderResult?.(job)}
    </Stack>
  );
};
