/**
 * Notification e-mails and the bell (fr, the source of truth): notify.<kind>.* per kind, and the
 * shared frame. Plain text: the renderer escapes it for HTML. %{app} is the product's name.
 */
export const notify = {
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
} as const;
