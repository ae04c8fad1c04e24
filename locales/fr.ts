import { api } from './fr/api';
import { app } from './fr/app';
import { files } from './fr/files';
import { jobs } from './fr/jobs';
import { mail } from './fr/mail';
import { notify } from './fr/notify';
import { resources } from './fr/resources';

/** French: the source of truth; every other catalogue must have the same keys. */
export const fr = { app, api, resources, mail, files, jobs, notify } as const;
export type Messages = typeof fr;
