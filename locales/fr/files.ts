/** files messages (fr). Upload error kinds from the spec (§4), texts kept exactly. */
export const files = {
  errors: {
    failed_upload: 'Transfert echoué',
    invalid_type: 'Type non accepté',
    invalid_size: 'Fichier trop volumineux',
    other: 'Erreur inconnue',
  },
} as const;
