/** API messages of voluntary control types (api.voluntaryControls.*) and the control budget (api.controlBudget.*) (fr). */
export const voluntaryControls = {
  frequency_range: 'La fréquence est un nombre entier de mois, de 1 à 240.',
  element_type_outside_regulation: "Le type d'élément %{id} n'appartient pas à la réglementation choisie.",
  site_outside_company: "Le site %{id} n'appartient pas à l'entreprise de ce contrôle volontaire.",
  confirm_delete: "%{count} type(s) de contrôle volontaire et leurs %{controls} contrôle(s) ouvert(s) seront supprimés définitivement ; l'historique des contrôles réalisés est conservé. Tapez CONFIRMER pour continuer.",
} as const;

export const controlBudget = {
  invalid_price: 'Le prix est un montant positif ou nul, avec au plus 2 décimales.',
  duplicate: 'Ce type de contrôle a déjà un prix pour cette entreprise.',
  months_range: 'Le nombre de mois est un entier de 1 à 36.',
  export: { site: 'Site', total: 'Total', filename: 'budget-controles' },
} as const;
