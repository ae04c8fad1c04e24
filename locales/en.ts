import { api } from './en/api';
import { app } from './en/app';
import { files } from './en/files';
import { jobs } from './en/jobs';
import { mail } from './en/mail';
import type { fr } from './fr';
import type { Catalogue } from './types';

export const en = { app, api, mail, files, jobs } satisfies Catalogue<typeof fr>;
