// The progress of a bulk action the API queued as a job (a large selection): the API's message,
// then the job's progress; the dialog closes itself once the job is done (the caller refreshes).
import { Typography } from '@mui/material';
import type { JobState } from '../../providers/dataProvider';
import { JobProgressDialog } from '../jobs';
import type { QueuedBulk } from './useBulkRun';

export const BulkJobDialog = ({ queued, onDone, onClose }: { queued: QueuedBulk; onDone: (job: JobState) => void; onClose: () => void }) => (
  <JobProgressDialog jobId={queued.jobId} onDone={onDone} onClose={onClose}>
    <Typography variant="body2" sx={{ mb: 2 }}>
      {queued.message}
    </Typography>
  </JobProgressDialog>
);
