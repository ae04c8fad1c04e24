import type { resources as fr } from '../fr/resources';
import type { Catalogue } from '../types';
import type { ResourceCatalogue } from '../../resources/labels';

export const resources = {
  companies: { name: 'Company |||| Companies', fields: { name: 'Name' } },
  branches: {
    name: 'Branch |||| Branches',
    fields: {
      id: 'ID',
      name: 'Name',
      company: 'Company',
      parent: 'Parent branch',
      factories: 'Sites',
      created_at: 'Created on',
    },
  },
} satisfies Catalogue<typeof fr> & ResourceCatalogue;
