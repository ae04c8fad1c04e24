/** Labels of the imports resource (resources.imports.*) (fr). */
export const imports = {
  name: 'Import |||| Imports',
  fields: {
    id: 'ID',
    number: 'Numéro',
    object_type: "Type d'objet",
    action_type: "Type d'action",
    company: 'Entreprise',
    author: 'Auteur',
    created_at: 'Date',
    factory: 'Site',
    file: 'Fichier',
    row_count: 'Lignes',
    creation_count: 'Créations',
    modification_count: 'Modifications',
    link_count: 'Liaisons',
    error_count: 'Erreurs',
    status: 'Statut',
    applied_rows: 'Lignes appliquées',
    skip_errors: 'Lignes en erreur ignorées',
  },
  choices: {
    object_type: { elements: 'Éléments', controls: 'Contrôles', tasks: 'Observations' },
    action_type: { create: 'Création', update: 'Modification', link: 'Liaison' },
    status: { being_analysed: 'En cours d\'analyse', analysed: 'Analysé', applying: 'En cours d\'application', done: 'Terminé', failed: 'Échoué' },
  },
} as const;
