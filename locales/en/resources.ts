import type { resources as fr } from '../fr/resources';
import type { Catalogue } from '../types';

export const resources = {
  factories: {
    name: 'Site |||| Sites',
    fields: {
      id: 'ID',
      name: 'Name',
      company: 'Company',
      regulations: 'Regulations',
      buildings: 'Buildings',
      building_count: 'Number of buildings',
      created_at: 'Created on',
    },
  },
  buildings: {
    name: 'Building |||| Buildings',
    fields: {
      id: 'ID',
      unique_id: 'Unique identifier',
      name: 'Name',
      factory: 'Site',
      is_ghost: 'Ghost building',
      created_at: 'Created on',
    },
    tabs: { real: 'Buildings', all: 'All' },
  },
  companies: { name: 'Company |||| Companies', fields: { name: 'Name' } },
  regulations: { name: 'Regulation |||| Regulations', fields: { id: 'ID', element_type_count: 'Number of element types', name: 'Name' } },
} satisfies Catalogue<typeof fr>;
