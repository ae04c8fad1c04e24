// Jobs whose result is a stored file (ExportJobResult: key, filename, expiry): the e-mailed
// export and the bulk label sheet. Their owner downloads it through /exports/{job}/download/
// (the page /ressource/download/{job}); the daily cleanup purges it once expired.
import { LABELS_JOB } from '../labels/job';
import { EXPORT_JOB } from '../../crud/export-job';

export const FILE_JOBS: readonly string[] = [EXPORT_JOB, LABELS_JOB];
