// The words of the notifications area (settings, bell, e-mails), in French (English:
// notifications.en.ts). The catalogues merge every resources/<area>.<lang>.ts into locales/
// (locales/merge.ts); a key given twice fails the start. notify.<kind>.* are the notification
// e-mails, one block per kind, and notify.layout their shared frame: plain text (the renderer
// escapes it for HTML); %{app} is the product's name.
import type { AreaWords } from './labels';

export const words = {
  app: {
    account: {
      menu: {
        notifications: 'Préférences (notifications)',
      },
      notifications: {
        title: 'Préférences de notification',
        intro: 'Choisissez les e-mails que vous souhaitez recevoir.',
        empty: 'Aucune notification à régler.',
        load_error: 'Les préférences de notification ne peuvent pas être chargées.',
        horizon: 'Rappeler les contrôles à échéance sous',
        horizon_days: '%{days} jours',
        preview: "M'envoyer un aperçu",
        preview_of: "M'envoyer un aperçu : %{label}",
        preview_sent: 'Aperçu envoyé à votre adresse e-mail.',
      },
      bell: {
        open: 'Notifications',
        open_unread: 'Notifications, %{count} non lues',
        title: 'Notifications',
        empty: 'Aucune notification.',
        read_all: 'Tout marquer comme lu',
        unread: 'Non lue',
        load_error: 'Les notifications ne peuvent pas être chargées.',
      },
    },
  },
  api: {
    account: {
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
    },
  },
  notify: {
    layout: {
      greeting: 'Bonjour %{name},',
      footer: 'Vous recevez ce message car la notification « %{kind} » est activée dans vos préférences.',
      unsubscribe: 'Ne plus recevoir ce type de message',
      preferences: 'Gérer mes notifications',
      preview: 'Aperçu : ',
      more: '… et %{count} de plus',
    },
    deadline_reminder: {
      subject: '%{app} : %{late} contrôles en retard, %{due} à échéance sous %{days} jours',
      intro: 'Voici les contrôles de vos sites en retard ou à échéance dans les %{days} prochains jours.',
      site: '%{site} : %{late} en retard, %{due} à venir',
      line: '%{designation} (%{element}) : %{date}',
      late_link: 'Voir les contrôles en retard',
      due_link: 'Voir les contrôles à venir',
      action: 'Ouvrir les échéances',
      empty: 'Aucun contrôle en retard ni à échéance : rien à faire pour le moment.',
    },
    weekly_digest: {
      subject: '%{app} : votre résumé de la semaine',
      intro: 'Voici où en sont vos sites cette semaine.',
      to_prepare: 'À préparer',
      to_validate: 'À valider',
      late: 'En retard',
      non_compliant: 'Non conforme',
      line: '%{label} : %{count}',
      action: 'Ouvrir le tableau de bord',
    },
    observation_assigned: {
      subject: '%{app} : une observation vous est confiée',
      intro: 'Vous êtes responsable de l\'observation « %{description} » sur %{element} (%{site}).',
      deadline: 'Échéance : %{deadline}',
      action: "Ouvrir l'observation",
    },
    observation_late: {
      subject: '%{app} : une observation dont vous êtes responsable est en retard',
      intro: "L'observation « %{description} » sur %{element} (%{site}) a dépassé son échéance.",
      deadline: 'Échéance : %{deadline}',
      action: "Ouvrir l'observation",
    },
    intervention_to_validate: {
      subject: '%{app} : intervention « %{name} » à valider',
      intro: "L'intervention « %{name} » (%{site}) est réalisée et attend sa validation.",
      deadline: 'Fin prévue : %{deadline}',
      action: "Ouvrir l'intervention",
    },
    express_report_to_check: {
      subject: '%{app} : rapport express « %{name} » à vérifier',
      intro: "L'analyse du rapport express « %{name} » est terminée : il attend votre vérification.",
      action: 'Vérifier le rapport',
    },
    express_report_validated: {
      subject: '%{app} : rapport express « %{name} » validé',
      intro: 'Le rapport express « %{name} » a été validé : ses contrôles et observations sont à jour.',
      action: 'Ouvrir le rapport',
    },
    support_message: {
      subject_support: '%{app} : nouveau message de %{company} — %{subject}',
      subject_user: '%{app} : le support vous a répondu — %{subject}',
      intro_support: '%{company} a écrit dans la conversation « %{subject} » :',
      intro_user: 'Le support a répondu dans la conversation « %{subject} » :',
      action: 'Ouvrir la conversation',
    },
    import_done: {
      subject: '%{app} : import n° %{number} terminé',
      intro: "L'import n° %{number} (%{file}) est terminé : %{applied} lignes enregistrées.",
      action: "Voir l'import",
    },
    import_failed: {
      subject: '%{app} : échec de l\'import n° %{number}',
      intro: "L'import n° %{number} (%{file}) a échoué.",
      reason: 'Motif : %{reason}',
      action: "Voir l'import",
    },
    /** Values of the preview of an event (POST /user/notifications/preview/). */
    sample: {
      description: 'Garde-corps de la passerelle à refixer',
      element: 'Pont roulant 5 t',
      site: 'Site exemple',
      name: 'Vérification annuelle (exemple)',
      file: 'rapport-exemple.pdf',
      resource: 'Éléments',
      reason: 'Le fichier ne contient aucune ligne.',
    },
    unsubscribe: {
      title: 'Se désabonner',
      ask: 'Ne plus recevoir les messages « %{kind} » à l\'adresse %{email} ?',
      confirm: 'Me désabonner',
      done: 'C\'est fait : vous ne recevrez plus les messages « %{kind} ». Vous pouvez les réactiver dans vos préférences de notification.',
      invalid: 'Ce lien de désabonnement n\'est pas valide.',
    },
  },
} as const satisfies AreaWords;
