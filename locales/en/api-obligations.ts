/** API messages of documentary obligations (api.obligations.*) (en). */
export const obligations = {
  errors: {
    document_other_company: 'Document %{id} belongs to another company than the obligation.',
  },
};
