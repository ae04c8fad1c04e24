// The progress of a job that e-mails a file (an export, a label sheet): the API's message, the
// job's progress, then a link to the file (the same page the e-mail links to).
import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'react-admin';
import type { QueuedExport } from '../providers/exportFile';
import { isFinished, JobProgressDialog, useJobProgress } from './jobs';

export const exportDownloadPath = (jobId: string) => `/ressource/download/${jobId}`;

/** Message keys of the dialog: its title, the 'sent by e-mail' line (smart_count: rows), the link. */
export interface FileJobTexts {
  title: string;
  sent: string;
  download: string;
}

const EXPORT_TEXTS: FileJobTexts = { title: 'app.exports.title', sent: 'app.exports.sent', download: 'app.exports.download' };

export const ExportJobDialog = ({ queued, onClose, texts = EXPORT_TEXTS }: { queued: QueuedExport; onClose: () => void; texts?: FileJobTexts }) => {
  const translate = useTranslate();
  // The API's message says the work is under way ("L'impression … est en cours"): once the job
  // is over, the result below replaces it. Same query as the dialog's: no extra request.
  const { data: job } = useJobProgress(queued.job.id);
  return (
    <JobProgressDialog
      title={texts.title}
      jobId={queued.job.id}
      onClose={onClose}
      renderResult={(job) => (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate(texts.sent, { smart_count: Number(job.result?.rows ?? 0) })}
          </Typography>
          <Link component={RouterLink} to={exportDownloadPath(job.id)}>
            {translate(texts.download)}
          </Link>
        </>
      )}
    >
      {!isFinished(job) && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {queued.message}
        </Typography>
      )}
    </JobProgressDialog>
  );
};
