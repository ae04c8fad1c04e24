/** API messages of documents and their zips (api.documents.*) (en). */
export const documents = {
  zip_title: 'Documents (zip)',
  zip_filename: 'documents',
  zip_queued: 'The zip of %{count} document(s) is being prepared: you will receive the link by e-mail.',
  zip_empty: 'No file to download in this selection.',
  zip_missing: 'This zip file does not exist.',
  outside_company: 'Object %{id} does not belong to the document\'s company.',
  moved: '%{count} document(s) filed in the folder.',
} as const;
