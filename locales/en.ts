import { api } from './en/api';
import { app } from './en/app';
import { resources } from './en/resources';
import type { fr } from './fr';
import type { Catalogue } from './types';

export const en = { app, api, resources } satisfies Catalogue<typeof fr>;
