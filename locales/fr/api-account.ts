/** API messages of the account endpoints: profile, picture, notifications (api.account.*) (fr). */
export const account = {
  errors: {
    dashboard_not_allowed: "Vous n'avez pas accès à ce tableau de bord.",
  },
  /** The e-mail notifications a user may turn on or off (GET /user/notifications/). */
  notifications: {
    deadline_reminder: 'Rappels des échéances (contrôles en retard et à venir, par site)',
    weekly_digest: 'Résumé hebdomadaire (le lundi matin)',
    observation_assigned: 'Observation qui m\'est confiée',
    observation_late: 'Observation dont je suis responsable en retard',
    intervention_to_validate: 'Intervention à valider',
    express_report_to_check: 'Rapport express à vérifier',
    express_report_validated: 'Rapport express validé',
    import_done: 'Import terminé',
    import_failed: 'Import en échec',
    export_ready: 'Export prêt à télécharger',
    support_message: 'Nouveau message dans une conversation avec le support',
  },
} as const;
