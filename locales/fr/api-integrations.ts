/** API messages of the integrations: webhooks and the calendar feed (api.integrations.*) (fr). */
export const integrations = {
  errors: {
    company_not_corpo: "Les webhooks sont réservés aux entreprises de l'offre Corpo.",
    url_invalid: "L'adresse n'est pas une URL valide (http ou https, sans identifiants).",
    url_scheme: "L'adresse doit commencer par http:// ou https://.",
    url_blocked: "Cette adresse est privée ou réservée (réseau local, loopback, lien local) : elle n'est pas autorisée.",
    no_event: 'Choisissez au moins un événement.',
  },
  feed: {
    name: 'Conformité — échéances de %{name}',
    description: 'Contrôles et interventions à venir ou en retard, dans votre périmètre.',
    late_prefix: 'EN RETARD — ',
    control: 'Contrôle : %{name}',
    control_intervention: 'Intervention de contrôle : %{name}',
    maintenance_intervention: 'Intervention de maintenance : %{name}',
    element: 'Équipement : %{name}',
    site: 'Site : %{name}',
    late_since: 'Échéance dépassée depuis le %{date}',
  },
} as const;
