// Company branches (/api/v1/branches/, tier corpo): the engine serves them; hooks.ts keeps the tree sound.
import { defineArea } from '../area';
import { seedBranches } from './demo';
import { branches } from './resource';

export const branchesArea = defineArea({ name: 'branches', resources: [branches], demo: seedBranches });
