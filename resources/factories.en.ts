// The words of the sites area, in English: the same keys as factories.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './factories.fr';

export const words = {
  resources: {
    factories: {
      name: 'Site |||| Sites',
      page: { create: 'New site' },
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
  },
  app: {
    sites: {
      buildings: 'Buildings',
      add_building: 'Add a building',
      new_building_title: 'New building',
      rename: 'Rename',
      rename_title: 'Rename the building',
      no_buildings: 'No building: the site is tracked as a whole.',
    },
    menu: {
      sites: 'Sites',
    },
  },
  api: {
    bulk: {
      confirm_delete_site: '%{count} site(s) will be permanently deleted, with everything in them: %{buildings} building(s), %{elements} element(s), %{controls} deadline(s), %{interventions} intervention(s), %{tasks} observation(s), %{obligations} obligation(s) and %{groups} group(s). Type CONFIRM to continue.',
    },
  },
} as const satisfies Catalogue<typeof fr>;
