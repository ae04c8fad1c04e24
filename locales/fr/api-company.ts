/** API messages of the company account (api.company.*) and of branches (api.branches.*) (fr). */
export const company = {
  errors: {
    no_company: "Aucune entreprise n'est sélectionnée.",
    not_yours: "L'entreprise %{id} n'existe pas ou ne fait pas partie des vôtres.",
    logo_missing: "L'entreprise n'a pas de logo.",
  },
} as const;

export const branches = {
  confirm_delete: "%{count} branche(s) seront supprimées ; les %{sites} site(s) et %{children} sous-branche(s) qu'elles contiennent remontent d'un niveau (dans la branche parente, ou hors de toute branche au premier niveau). Tapez CONFIRMER pour continuer.",
  errors: {
    company_not_corpo: "Les branches sont réservées aux entreprises de l'offre corpo.",
    parent_is_self: 'Une branche ne peut pas être son propre parent.',
    parent_cycle: 'La branche %{id} est une sous-branche de celle-ci : elle ne peut pas en être le parent.',
    parent_other_company: "La branche %{id} appartient à une autre entreprise.",
    site_outside_company: "Le site %{id} n'appartient pas à l'entreprise de la branche.",
  },
} as const;
