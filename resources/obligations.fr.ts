// The words of the documentary obligations area, in French (English: obligations.en.ts). The
// catalogues merge every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given
// twice fails the start.
import type * as metadata from './obligations';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    obligations: {
      name: 'Obligation documentaire |||| Obligations documentaires',
      page: { create: 'Nouvelle obligation documentaire' },
      fields: {
        id: 'ID', document_name: 'Document requis', element: 'Élément', factory: 'Site', building: 'Bâtiment',
        regulation: 'Réglementation', element_type: "Type d'élément", status: 'Statut', linked: 'Document joint',
        documents: 'Documents', reference: 'Texte de référence', created_at: 'Créée le',
      },
      tabs: { all: 'Toutes', not_validated: 'À valider', validated: 'Validées', missing: 'Sans document' },
      choices: { status: { not_validated: 'Non validée', validated: 'Validée', no_followup: 'Sans suite' } },
      status_updated: 'Le statut a été mis à jour',
      toggle_hint: 'Cliquer pour changer le statut',
      linked_yes: 'Document joint',
      linked_no: 'Aucun document joint',
      validated_without_document: 'Validée sans document joint',
      attach: 'Joindre un document',
      attach_title: 'Joindre un document à « %{name} »',
      upload_new: 'Déposer un nouveau fichier',
      attach_search: 'Rechercher un document de l’entreprise',
      attach_none: 'Aucun document trouvé.',
      attached: 'Le document a été joint',
      detach: 'Retirer le document %{name}',
      detached: 'Le document a été retiré',
      validate: 'Valider',
      no_followup: 'Sans suite',
      section: 'Obligations documentaires',
      empty: 'Aucune obligation documentaire pour cet élément.',
    },
  },
  app: {
    menu: {
      obligations: 'Obligations documentaires',
    },
  },
  api: {
    obligations: {
      errors: {
        document_other_company: 'Le document %{id} appartient à une autre entreprise que l’obligation.',
      },
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { obligations: typeof words }
}
