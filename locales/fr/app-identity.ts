/** Console strings of application tokens (app.tokens.*) and sessions (app.sessions.*) (fr). */
export const tokens = {
  created_title: 'Jeton créé',
  key_once: "Copiez cette clé maintenant : elle ne sera plus jamais affichée. Envoyez-la dans l'en-tête Authorization: Token <clé>.",
  copy: 'Copier la clé',
  copied: 'Clé copiée dans le presse-papiers.',
  copy_failed: "La clé n'a pas pu être copiée : sélectionnez-la et copiez-la à la main.",
  done: "J'ai copié la clé",
} as const;

export const sessions = {
  title: 'Sessions ouvertes',
  intro: 'Les appareils et navigateurs connectés à votre compte.',
  current: 'Cette session',
  created: 'Ouverte le %{date}',
  last_used: 'Dernière activité le %{date}',
  unknown_agent: 'Navigateur inconnu',
  revoke: 'Déconnecter',
  revoke_label: 'Déconnecter la session %{agent}',
  revoked: 'Session déconnectée.',
  logout_others: 'Se déconnecter partout ailleurs',
  none_other: 'Aucune autre session ouverte.',
  load_failed: "Les sessions n'ont pas pu être chargées.",
} as const;
