// Element types: a shared, read-only catalogue of each regulation.
import { defineArea } from '../area';
import { elementTypes } from './resource';

export const elementTypesArea = defineArea({ name: 'element-types', resources: [elementTypes] });
