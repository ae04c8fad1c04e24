/** API messages of private-application tokens (api.tokens.*) and sessions (api.sessions.*) (fr). */
export const tokens = {
  rate_limited: 'Trop de requêtes pour ce jeton. Réessayez dans %{seconds} secondes.',
  errors: {
    company_not_corpo: "Les jetons d'application privée sont réservés aux entreprises de l'offre corpo.",
    expiration_past: "La date d'expiration ne peut pas être dans le passé.",
    site_outside_company: "Le site %{id} n'appartient pas à l'entreprise du jeton.",
  },
} as const;

export const sessions = {
  logged_out_others: '%{count} autre(s) session(s) déconnectée(s).',
} as const;
