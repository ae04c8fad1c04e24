// The toolbar of every edit form: save, and the single delete that asks for the typed word. A
// record a running job is changing (spec §4, locked objects) is read-only: no save nor delete,
// the reason instead (the API would answer 409 naming the job).
import LockIcon from '@mui/icons-material/Lock';
import { Alert } from '@mui/material';
import { SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { TypedDeleteButton } from './TypedDeleteButton';

/** The reason a record is read-only while a job changes it; null when it is not locked by a job. */
export const JobLockNotice = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const job = record?.locked_by as { id: string; kind: string } | undefined;
  if (!job) return null;
  const kind = translate(`jobs.kinds.${job.kind}`, { _: job.kind });
  return (
    <Alert severity="warning" icon={<LockIcon fontSize="inherit" />} sx={{ width: '100%' }}>
      {translate('app.locked_by_job', { job: kind, id: job.id.slice(0, 8) })}
    </Alert>
  );
};

export const EditToolbar = () => {
  const record = useRecordContext();
  if (record?.locked_by) return <Toolbar><JobLockNotice /></Toolbar>;
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <TypedDeleteButton />
    </Toolbar>
  );
};
