/** jobs messages (fr): the states of a background job and its failures, as the API returns them. */
export const jobs = {
  status: {
    queued: 'En attente',
    running: 'En cours',
    done: 'Terminé',
    failed: 'Échec',
  },
  /** Names of the jobs that lock rows (a refused write names the job). */
  kinds: {
    bulk: 'action groupée',
  },
  errors: {
    export_unavailable: "L'export n'a pas pu être préparé : vos droits ou les données ont changé.",
    bulk_unavailable: "L'action groupée n'a pas pu être appliquée : vos droits ou les données ont changé.",
    bulk_stopped: "L'action groupée a été interrompue car vos droits ont changé ; %{count} objet(s) avaient déjà été traités.",
    failed: "Le traitement a échoué de façon inattendue. Réessayez plus tard ; si le problème persiste, contactez le support.",
  },
} as const;
