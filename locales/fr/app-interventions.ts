/** Console strings of control and maintenance interventions (app.interventions.*) (fr). */
export const interventions = {
  // Spec §4: the next-status buttons, named by the status they lead to.
  steps: { to_do: 'À vérifier', to_validate: 'À valider', done: 'Valider' },
  pick_site_first: "Choisissez d'abord le site : seuls ses contrôles à faire peuvent être planifiés.",
  validate: {
    title: "Valider l'intervention",
    completed_date: 'Réalisée le',
    help: "Le jour où le travail a été fait (au plus tard aujourd'hui) : ses contrôles sont réalisés à cette date.",
  },
  status_updated: 'Le statut a été mis à jour',
  status_label: 'Statut : %{status}',
  end_before_start: 'La date de fin doit être postérieure ou égale à la date de début.',
  controls: 'Contrôles de l’intervention (%{smart_count})',
  done_locked: 'Intervention validée : ses dates, son site et ses contrôles ne changent plus. Repassez-la à « À valider » pour les modifier.',
  late: 'En retard',
  no_controls: 'Aucun contrôle planifié : choisissez-en en modifiant l’intervention ou depuis la liste des échéances.',
  columns: { designation: 'Contrôle', element: 'Élément', next_date: 'Échéance', status: 'Statut' },
  control_statuses: { to_do: 'À faire', to_do_planned: 'Planifié', finished: 'Réalisé', no_follow_up: 'Sans suite' },
} as const;
