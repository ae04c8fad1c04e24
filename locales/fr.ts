import { api } from './fr/api';
import { app } from './fr/app';
import { files } from './fr/files';
import { jobs } from './fr/jobs';
import { mail } from './fr/mail';

/** French: the source of truth; every other catalogue must have the same keys. */
export const fr = { app, api, mail, files, jobs } as const;
export type Messages = typeof fr;
