import { api } from './fr/api';
import { app } from './fr/app';
import { resources } from './fr/resources';

/** French: the source of truth; every other catalogue must have the same keys. */
export const fr = { app, api, resources } as const;
export type Messages = typeof fr;
