/** API messages of the account endpoints: profile, picture, notifications (api.account.*) (fr). */
export const account = {
  errors: {
    dashboard_not_allowed: "Vous n'avez pas accès à ce tableau de bord.",
  },
  /** The e-mail notifications a user may turn on or off (GET /user/notifications/). */
  notifications: {
    export_ready: 'Export prêt à télécharger',
    weekly_digest: 'Résumé hebdomadaire',
    deadline_reminders: 'Rappels des échéances',
    report_validated: 'Rapport express validé',
    import_finished: 'Import terminé',
  },
} as const;
