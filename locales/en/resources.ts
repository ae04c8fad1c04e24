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
  'activity-log': {
    name: 'Action |||| Activity log',
    fields: {
      id: 'ID',
      created_at: 'Date',
      user: 'User (id)',
      user_label: 'User',
      action: 'Action',
      object_type: 'Object type',
      object_id: 'Object id',
      object_label: 'Object',
      company: 'Company',
      factory: 'Site',
      changes: 'Changes',
      created_after: 'From',
      created_before: 'Until',
    },
    actions: {
      create: 'Creation',
      update: 'Update',
      delete: 'Deletion',
      bulk_update: 'Bulk update',
      bulk_delete: 'Bulk deletion',
      status: 'Status change',
      login: 'Sign-in',
      logout: 'Sign-out',
      import: 'Import',
      export: 'Export',
    },
  },
} satisfies Catalogue<typeof fr>;
