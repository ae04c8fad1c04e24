/** API messages of documents and their zips (api.documents.*) (fr). */
export const documents = {
  zip_title: 'Documents (zip)',
  zip_filename: 'documents',
  zip_queued: "La préparation du zip de %{count} document(s) est en cours : vous recevrez le lien par e-mail.",
  zip_empty: 'Aucun fichier à télécharger dans cette sélection.',
  zip_missing: "Ce fichier zip n'existe pas.",
  outside_company: "L'objet %{id} n'appartient pas à l'entreprise du document.",
  moved: '%{count} document(s) classé(s) dans le dossier.',
} as const;
