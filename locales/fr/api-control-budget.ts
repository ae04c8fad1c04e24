/** API messages of the control budget (api.controlBudget.*) (fr). Voluntary control types: resources/voluntaryControlTypes.fr.ts. */

export const controlBudget = {
  invalid_price: 'Le prix est un montant positif ou nul, avec au plus 2 décimales.',
  duplicate: 'Ce type de contrôle a déjà un prix pour cette entreprise.',
  months_range: 'Le nombre de mois est un entier de 1 à 36.',
  export: { site: 'Site', total: 'Total', filename: 'budget-controles' },
} as const;
