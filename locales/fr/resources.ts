/** Resource names and field labels (react-admin's `resources.<name>` keys), also used for export headers. */
export const resources = {
  factories: {
    name: 'Site |||| Sites',
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
  buildings: {
    name: 'Bâtiment |||| Bâtiments',
    fields: {
      id: 'ID',
      unique_id: 'Identifiant unique',
      name: 'Nom',
      factory: 'Site',
      is_ghost: 'Bâtiment fantôme',
      created_at: 'Créé le',
    },
    tabs: { real: 'Bâtiments', all: 'Tous' },
  },
  companies: { name: 'Entreprise |||| Entreprises', fields: { name: 'Nom' } },
  regulations: { name: 'Réglementation |||| Réglementations', fields: { id: 'ID', element_type_count: 'Nombre de types d\'éléments', name: 'Nom' } },
} as const;
