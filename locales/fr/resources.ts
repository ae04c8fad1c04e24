/** Resource names and field labels (react-admin's `resources.<name>` keys), also used for export headers. */
import type { ResourceCatalogue } from '../../resources/labels';
export const resources = {
  companies: { name: 'Entreprise |||| Entreprises', fields: { name: 'Nom' } },
  branches: {
    name: 'Branche |||| Branches',
    fields: {
      id: 'ID',
      name: 'Nom',
      company: 'Entreprise',
      parent: 'Branche parente',
      factories: 'Sites',
      created_at: 'Créée le',
    },
  },
} as const satisfies ResourceCatalogue;
