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

/** Single sign-on settings and sign-in (api.sso.*). */
export const sso = {
  errors: {
    sso_required: "Ce compte se connecte par l'authentification unique (SSO) de votre entreprise : utilisez « Suivant » sans mot de passe.",
    invalid_url: 'Indiquez une adresse https valide.',
    invalid_metadata: 'Indiquez les métadonnées SAML du fournisseur : une adresse https ou le document XML (EntityDescriptor).',
    invalid_domain: "Ce nom de domaine n'est pas valide (exemple : entreprise.fr).",
    domains_required: "Indiquez au moins un domaine d'e-mail pour activer l'authentification unique.",
    domain_taken: "Le domaine %{domain} est déjà utilisé par l'authentification unique d'une autre entreprise.",
  },
} as const;
