import type { app as fr } from '../fr/app';
import type { Catalogue } from '../types';

export const app = {
  name: 'Compliance',
} satisfies Catalogue<typeof fr>;
