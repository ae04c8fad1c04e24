// Regulations: a shared, read-only catalogue.
import { defineArea } from '../area';
import { regulations } from './resource';

export const regulationsArea = defineArea({ name: 'regulations', resources: [regulations] });
