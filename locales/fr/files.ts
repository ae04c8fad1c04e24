/** files messages (fr). Upload error kinds from the spec (§4), texts kept exactly. */
export const files = {
  errors: {
    failed_upload: 'Transfert echoué',
    invalid_type: 'Type non accepté',
    invalid_size: 'Fichier trop volumineux',
    other: 'Erreur inconnue',
    // Refusals of the request itself (kind `other`), the client's doing: said plainly.
    too_many_files: 'Trop de fichiers dans un même envoi.',
    too_many_fields: 'Trop de champs dans le formulaire d’envoi.',
    malformed: 'Le formulaire d’envoi est mal formé.',
  },
} as const;
