/** Console strings of sessions (app.sessions.*) (fr). Tokens and SSO: resources/{tokens,sso}.fr.ts. */

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
