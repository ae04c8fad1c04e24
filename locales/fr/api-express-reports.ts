/** API messages of express reports (api.expressReports.*) (fr). */
export const expressReports = {
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
} as const;
