// Jobs whose result is a stored file (ExportJobResult: key, filename, expiry): the e-mailed
// export, the bulk label sheet and the documents' zip. Their owner downloads it through /exports/{job}/download/
// (the page /ressource/download/{job}); the daily cleanup purges it once expired.
import { LABELS_JOB } from '../labels/job';
import { EXPORT_JOB } from '../../crud/export-job';
import { ZIP_JOB } from '../documents/zip-job';
import { ACTIVITY_REPORT_JOB } from '../activity-report/job';
import { REGISTER_JOB } from '../registers/job';
import { LIST_REPORT_JOB } from '../reports/job';

export const FILE_JOBS: readonly string[] = [EXPORT_JOB, LABELS_JOB, ZIP_JOB, ACTIVITY_REPORT_JOB, REGISTER_JOB, LIST_REPORT_JOB];
