// Background jobs in the console: progress of a job started by an action answering { job: { id } }.
export { JobProgress, type JobProgressProps } from './JobProgress';
export { JobProgressDialog, type JobProgressDialogProps } from './JobProgressDialog';
export { isFinished, jobIdOf, useJobProgress } from './useJobProgress';
