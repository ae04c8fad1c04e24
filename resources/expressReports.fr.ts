// The words of the express reports area (and support's queue), in French (English:
// expressReports.en.ts). The catalogues merge every resources/<area>.<lang>.ts into locales/
// (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './expressReports';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    'express-reports': {
      name: 'Rapport express |||| Rapports express',
      fields: {
        id: 'ID', status: 'Statut', file: 'Fichier', company: 'Entreprise', factory: 'Site', regulation: 'Réglementation',
        author: 'Déposé par', deposit_date: 'Déposé le', analysis_date: 'Analysé le', validation_date: 'Validé le',
        checked_by: 'Vérifié par', pages: 'Pages', duration: "Durée d'analyse (s)", validation_pending: 'Validation en cours',
        deposit_date_gte: 'Déposé à partir du', deposit_date_lte: "Déposé jusqu'au",
        organisation: 'Organisme de contrôle', inspection_date: "Date d'inspection",
        inspection_date_gte: 'Inspecté à partir du', inspection_date_lte: "Inspecté jusqu'au",
      },
      choices: {
        status: {
          being_analysed: "En cours d'analyse", being_analysed_by_ai: "En cours d'analyse automatique", to_check: 'À vérifier',
          to_validate: 'À valider', finished: 'Validé', no_follow_up: 'Sans suite',
        },
      },
      tabs: { all: 'Tous', being_analysed: "En cours d'analyse", to_check: 'À vérifier', to_validate: 'À valider', finished: 'Validés' },
    },
  },
  app: {
    menu: {
      express_reports: 'Rapports express',
      process_express_reports: 'Traiter les rapports express',
      support_queue: 'File des rapports express',
    },
    express: {
      upload: 'Déposer des rapports',
      upload_title: 'Déposer des rapports express (PDF)',
      choose: 'Choisir des fichiers PDF',
      send: 'Envoyer',
      close: 'Fermer',
      waiting: 'En attente',
      sent: 'Envoyé',
      site: 'Site',
      no_site: 'Aucun site',
      upload_errors: { failed_upload: 'Transfert echoué', invalid_type: 'Type non accepté', invalid_size: 'Fichier trop volumineux', other: 'Erreur inconnue' },
      steps: { to_check: 'À vérifier', to_validate: 'À valider', finished: 'Valider', no_follow_up: 'Sans suite' },
      status_updated: 'Le statut a été mis à jour',
      validation_pending: 'Validation en cours',
      analysing: "Analyse en cours : la page se met à jour d'elle-même.",
      analysis_error: "Le PDF n'a pas pu être analysé : %{error}",
      document: 'Le rapport',
      pages: 'Texte des pages',
      page: 'Page %{page}',
      source: { text: 'texte du PDF', ocr: 'reconnaissance (OCR)', none: 'aucun texte' },
      values: 'Valeurs extraites',
      inspection_date: "Date d'inspection",
      organisation: "Organisme d'inspection",
      regulation: 'Réglementation',
      unknown_value: 'Non lu dans le rapport : à renseigner',
      low_confidence: 'Confiance %{value} % : à vérifier',
      confidence: 'Confiance %{value} %',
      elements: 'Éléments inspectés',
      element: 'Élément',
      pick_element: 'Choisir un élément',
      identification: "N° d'identification",
      designation: 'Désignation',
      verdict: 'Verdict',
      verdicts: { compliant: 'Conforme', non_compliant: 'Non conforme', none: 'Non vérifié (sans objet)', unknown: 'Non lu' },
      observations: 'Observations',
      text: 'Texte',
      proposal: 'Proposition',
      proposals: {
        new: 'Nouvelle observation', to_do: 'Déjà ouverte (à faire)', done: 'Levée (réalisée)', no_follow_up: 'Sans suite',
        obsolete: 'Obsolète', element_not_found: 'Élément non trouvé',
      },
      save: 'Enregistrer les corrections',
      show_source: 'Voir la source',
      links: 'Objets liés',
      linked_tasks: 'Observations créées ou mises à jour',
      linked_controls: 'Contrôles réalisés',
      linked_document: 'Document',
      next_date: 'prochaine échéance %{date}',
      json: 'Vue JSON',
      no_json: 'no JSON found or the express report has no json',
      missing: 'Validation impossible, il manque :',
    },
    support: {
      queue_title: 'File des rapports express',
      company: 'Entreprise',
      age: 'Attente',
      hours: '%{count} h',
      summary: '%{elements} éléments, %{observations} observations, %{not_found} non trouvés',
      open: 'Ouvrir',
      all_statuses: 'Tous les statuts',
      oldest_first: 'Les plus anciens d’abord',
      newest_first: 'Les plus récents d’abord',
      empty: 'Aucun rapport dans la file.',
    },
  },
  api: {
    expressReports: {
      moves: {
        being_analysed: "Le rapport est en cours d'analyse : il ne peut que passer à « Sans suite ».",
        being_analysed_by_ai: "Le rapport est en cours d'analyse : il ne peut que passer à « Sans suite ».",
        to_check: "Depuis « À vérifier », le rapport ne peut passer qu'à « À valider » ou « Sans suite ».",
        to_validate: "Depuis « À valider », le rapport ne peut passer qu'à « Validé », revenir à « À vérifier » ou passer à « Sans suite ».",
        finished: 'Un rapport validé ne change plus de statut.',
        no_follow_up: 'Un rapport sans suite ne change plus de statut.',
      },
      missing: {
        organisation: "Il manque l'organisme d'inspection : il n'a pas été lu dans le rapport.",
        verdict: "Le verdict de l'élément « %{name} » n'a pas été lu : choisissez-le.",
        inspection_date: "Il manque la date d'inspection.",
        element: "L'élément « %{name} » n'est pas trouvé : choisissez-le.",
        observation: "L'élément de l'observation « %{text} » n'est pas trouvé : choisissez-le.",
      },
      errors: {
        cannot_process: "Vous n'avez pas la capacité de traiter les rapports express.",
        file_required: 'Déposez un rapport au format PDF.',
        locked: 'Ce rapport ne peut plus être modifié (statut « %{status} »).',
        validation_pending: 'La validation de ce rapport est en cours.',
        element_outside_company: "L'élément %{id} n'appartient pas à l'entreprise du rapport.",
        invalid_result: 'Le résultat corrigé est invalide : %{path}.',
        analysis_failed: "Le PDF n'a pas pu être lu : %{reason}",
      },
      status_updated: 'Le statut a été mis à jour',
      validation_queued: 'La validation du rapport est en cours (%{count} éléments).',
    },
  },
  jobs: {
    kinds: {
      'express-report-validate': "validation d'un rapport express",
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { expressReports: typeof words }
}
