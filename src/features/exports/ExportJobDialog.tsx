// The progress of an e-mailed export: the API's message, the job's progress, then a link to the
// file (the same page the e-mail links to).
import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'react-admin';
import type { QueuedExport } from '../../providers/exportFile';
import { JobProgressDialog } from '../jobs';

export const exportDownloadPath = (jobId: string) => `/ressource/download/${jobId}`;

export const ExportJobDialog = ({ queued, onClose }: { queued: QueuedExport; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <JobProgressDialog
      title="app.exports.title"
      jobId={queued.job.id}
      onClose={onClose}
      renderResult={(job) => (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('app.exports.sent', { smart_count: Number(job.result?.rows ?? 0) })}
          </Typography>
          <Link component={RouterLink} to={exportDownloadPath(job.id)}>
            {translate('app.exports.download')}
          </Link>
        </>
      )}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {queued.message}
      </Typography>
    </JobProgressDialog>
  );
};
