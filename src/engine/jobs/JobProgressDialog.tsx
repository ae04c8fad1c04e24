// The dialog a screen opens when an action answers `{ job: { id } }`. Closing it only hides the
// progress: the job goes on on the server.
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { JobProgress, type JobProgressProps } from './JobProgress';
import { isFinished, useJobProgress } from './useJobProgress';
import { TextButton } from '../TextButton';

export interface JobProgressDialogProps extends JobProgressProps {
  /** A translation key (or a plain text); default app.jobs.title. */
  title?: string;
  onClose: () => void;
  /** Shown above the progress (e.g. what the job does). */
  children?: ReactNode;
}

export const JobProgressDialog = ({ title = 'app.jobs.title', onClose, children, ...progress }: JobProgressDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  // Same query as JobProgress's (shared by react-query): one request per poll.
  const { data: job } = useJobProgress(progress.jobId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate(title, { _: title })}</DialogTitle>
      <DialogContent>
        {children}
        <JobProgress {...progress} />
        {job && !isFinished(job) && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            {translate('app.jobs.close_hint')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
};
