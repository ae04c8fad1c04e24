/** The console shell's texts: toast titles (spec §8), single-delete confirmation, a cell's "and N more". (The greeting's count: resources/dashboards.fr.ts.) */
export const toasts = {
  error: 'Erreur',
  network: '[NETWORK]',
  server: '[500]',
  saved: 'Votre action a bien été prise en compte.',
} as const;

export const shell = {
  delete_one: '« %{name} » sera supprimé définitivement.',
  delete_one_unnamed: 'Cet enregistrement sera supprimé définitivement.',
  deleted: 'Supprimé',
  more_items: 'et %{smart_count} autre |||| et %{smart_count} autres',
} as const;
