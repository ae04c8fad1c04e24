/** API messages of element codes and label sheets (api.labels.*) (fr). */
export const labels = {
  title_qr: 'Étiquettes QR',
  title_datamatrix: 'Étiquettes Data Matrix',
  filename: 'etiquettes',
  queued: "L'impression de %{count} étiquette(s) est en cours : vous recevrez le fichier par e-mail.",
  errors: {
    assignment_failed: "L'affectation du code QR a échoué : ce code ne peut pas être attribué à cet élément.",
    no_code_read_only: "Cet élément n'a pas encore de code : seul un utilisateur pouvant modifier les éléments peut lui en donner un en imprimant son étiquette.",
    none_coded_read_only: "Aucun élément de la sélection n'a encore de code : seul un utilisateur pouvant modifier les éléments peut leur en donner en imprimant leurs étiquettes.",
    invalid_code: 'Code invalide : 1 à 64 caractères, lettres, chiffres et - _ . : + # = * ! $ uniquement.',
  },
} as const;
