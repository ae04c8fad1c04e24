// The words of the sites area, in French (English: factories.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './factories';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    factories: {
      name: 'Site |||| Sites',
      page: { create: 'Nouveau site' },
      fields: {
        id: 'ID',
        name: 'Nom',
        company: 'Entreprise',
        regulations: 'Réglementations',
        buildings: 'Bâtiments',
        building_count: 'Nombre de bâtiments',
        created_at: 'Créé le',
      },
    },
  },
  app: {
    sites: {
      buildings: 'Bâtiments',
      add_building: 'Ajouter un bâtiment',
      new_building_title: 'Nouveau bâtiment',
      rename: 'Renommer',
      rename_title: 'Renommer le bâtiment',
      no_buildings: "Aucun bâtiment : le site est suivi comme un tout.",
    },
    menu: {
      sites: 'Sites',
    },
  },
  api: {
    bulk: {
      confirm_delete_site: "%{count} site(s) seront supprimés définitivement, avec tout ce qu'ils contiennent : %{buildings} bâtiment(s), %{elements} élément(s), %{controls} échéance(s), %{interventions} intervention(s), %{tasks} observation(s), %{obligations} obligation(s) et %{groups} groupe(s). Tapez CONFIRMER pour continuer.",
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { factories: typeof words }
}
