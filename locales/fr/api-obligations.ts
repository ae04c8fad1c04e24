/** API messages of documentary obligations (api.obligations.*) (fr). */
export const obligations = {
  errors: {
    document_other_company: 'Le document %{id} appartient à une autre entreprise que l’obligation.',
  },
};
