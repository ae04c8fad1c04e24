// The words of the documents area, in French (English: documents.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './documents';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    documents: {
      name: 'Document |||| Documents',
      page: { create: 'Nouveau document' },
      fields: {
        id: 'ID',
        name: 'Nom',
        status: 'Statut',
        company: 'Entreprise',
        factories: 'Sites',
        buildings: 'Bâtiments',
        regulation: 'Réglementation',
        tags: 'Dossiers',
        elements: 'Éléments',
        controls: 'Contrôles',
        obligations: 'Obligations',
        tasks: 'Observations',
        control_interventions: 'Interventions de contrôle',
        maintenance_interventions: 'Interventions de maintenance',
        for_element: "Documents de l'élément",
        content_type: 'Type de fichier',
        size: 'Taille',
        extension: 'Extension',
        author: 'Déposé par',
        created_at: 'Créé le',
        file: 'Fichier',
      },
      choices: { status: { online: 'En ligne', archived: 'Archivé', lost: 'Perdu', awaiting_reception: 'En attente de réception' } },
      tabs: { all: 'Tous', online: 'En ligne', archived: 'Archivés', awaiting_reception: 'En attente de réception' },
    },
  },
  app: {
    menu: {
      documents: 'Documents',
    },
    documents: {
      upload: 'Déposer des fichiers',
      upload_title: 'Déposer des documents',
      choose: 'Choisir des fichiers',
      company: 'Entreprise',
      send: 'Envoyer',
      close: 'Fermer',
      sent: 'Envoyé',
      waiting: 'En attente',
      upload_errors: {
        failed_upload: 'Transfert echoué',
        invalid_type: 'Type non accepté',
        invalid_size: 'Fichier trop volumineux',
        other: 'Erreur inconnue',
      },
      preview: 'Aperçu',
      preview_unavailable: 'Aperçu non disponible pour cette extension',
      preview_failed: "Le fichier n'a pas pu être chargé",
      previous_page: 'Page précédente',
      next_page: 'Page suivante',
      page_of: 'Page %{page} sur %{pages}',
      receive: 'Déposer le fichier reçu',
      received: 'Le fichier a été déposé.',
      file_help_create: 'Sans fichier, le document est créé en attente de réception.',
      file_help_edit: "Un nouveau fichier remplace l'actuel.",
      page_view: 'Page affichée de %{name}',
      download: 'Télécharger',
      zip: 'Télécharger en zip',
      zip_queued: 'Le zip est en préparation : vous recevrez le lien par e-mail.',
      zip_open: 'Suivre le téléchargement',
      zip_page_title: 'Téléchargement du zip',
      zip_loading: 'Préparation du zip…',
      zip_started: 'Votre téléchargement a commencé.',
      zip_again: 'Télécharger à nouveau',
      zip_missing: "Ce fichier zip n'existe pas.",
      back: "Retour sur l'app",
      element_none: 'Aucun document lié à cet élément.',
      intervention_section: "Documents de l'intervention",
      intervention_none: 'Aucun document lié à cette intervention.',
      folder_documents: 'Documents du dossier',
      move: 'Classer dans un dossier',
      folder: 'Dossier',
    },
  },
  api: {
    documents: {
      zip_title: 'Documents (zip)',
      zip_filename: 'documents',
      zip_queued: "La préparation du zip de %{count} document(s) est en cours : vous recevrez le lien par e-mail.",
      zip_empty: 'Aucun fichier à télécharger dans cette sélection.',
      zip_missing: "Ce fichier zip n'existe pas.",
      outside_company: "L'objet %{id} n'appartient pas à l'entreprise du document.",
      moved: '%{count} document(s) classé(s) dans le dossier.',
    },
  },
  jobs: {
    errors: {
      zip_unavailable: "Le zip n'a pas pu être préparé : vos droits ou les documents ont changé.",
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { documents: typeof words }
}
