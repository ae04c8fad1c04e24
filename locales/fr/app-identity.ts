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

/** The single sign-on settings screen (app.sso.*). */
export const sso = {
  title: 'Authentification unique (SSO)',
  intro:
    "Vos utilisateurs se connectent avec le compte de votre entreprise (OpenID Connect ou SAML 2.0). Seuls les comptes déjà créés ici peuvent se connecter ; un utilisateur « exclu du SSO » garde son mot de passe.",
  enabled: "Activer l'authentification unique",
  protocol: 'Protocole',
  oidc: 'OpenID Connect',
  saml: 'SAML 2.0',
  issuer: 'Émetteur (issuer)',
  issuer_help: "L'adresse https du fournisseur ; sa configuration est lue à <émetteur>/.well-known/openid-configuration.",
  client_id: 'Identifiant client (client_id)',
  client_secret: 'Secret client',
  client_secret_help: 'Donné par votre fournisseur. Il ne sera plus jamais affiché.',
  client_secret_set: 'Un secret est enregistré : laissez vide pour le garder.',
  metadata: 'Métadonnées du fournisseur (URL ou XML)',
  metadata_help: "L'adresse https des métadonnées SAML de votre fournisseur, ou le document XML collé ici.",
  email_domains: "Domaines d'e-mail",
  email_domains_help: 'Séparés par des virgules (exemple : entreprise.fr, filiale.fr).',
  save: 'Enregistrer',
  saved: 'Paramètres SSO enregistrés.',
  load_failed: "Les paramètres SSO n'ont pas pu être chargés.",
  sp_title: 'À transmettre à votre service informatique',
  sp_intro: 'Votre service informatique enregistre ces valeurs chez votre fournisseur d\'identité.',
  redirect_uri: 'URL de redirection (redirect URI)',
  acs_url: 'URL ACS (Assertion Consumer Service)',
  entity_id: 'Identifiant du fournisseur de service (entity ID)',
  metadata_url: 'Métadonnées SAML du fournisseur de service (XML)',
  copy: 'Copier : %{label}',
  copied: 'Copié dans le presse-papiers.',
  copy_failed: "La valeur n'a pas pu être copiée : sélectionnez-la et copiez-la à la main.",
} as const;
