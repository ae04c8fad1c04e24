// The jobs service: createJobs, its types, and the route plugin of GET /jobs/{id}/.
export { createJobs, type JobsOptions } from './create-jobs';
export { jobRoutes } from './routes';
export { FAILED_KEY } from './runs';
export { JobError, type EnqueueOptions, type JobOwner, type Jobs, type JobStatus, type RunningJob } from './types';
