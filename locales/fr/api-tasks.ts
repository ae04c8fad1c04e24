/** API messages of observations (api.tasks.*) and pinned notes (api.comments.*) (fr). */
export const tasks = {
  errors: {
    manager_site: "Le responsable doit être un utilisateur de l'entreprise ayant accès au site de l'élément.",
    control_other_element: "Le contrôle doit porter sur l'élément de l'observation.",
    intervention_other_site: "L'intervention de maintenance doit être sur le site de l'élément.",
    task_other_site: "L'observation %{id} n'est pas sur le site de l'intervention.",
  },
} as const;

export const comments = {
  errors: {
    object_type: "Type d'objet inconnu : choisissez parmi %{types}.",
    text_required: 'Le texte de la note est obligatoire.',
    not_author: "Seul l'auteur de la note ou un utilisateur pouvant modifier l'objet peut la supprimer.",
  },
} as const;
