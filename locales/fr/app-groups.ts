/** Console strings of groups (app.groups.*) (fr). */
export const groups = {
  elements: 'Éléments du groupe (%{smart_count})',
  no_elements: "Ce groupe ne contient aucun élément. Ajoutez-en depuis la liste des éléments (action groupée « Modifier »).",
} as const;
