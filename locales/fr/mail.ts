/**
 * E-mail texts (fr, the source of truth). Plain text only: the renderer escapes them for the HTML
 * part. Every key receives %{app} (the product's name) besides the template's own parameters.
 * No `||||` plurals here: the server's t() does not pick plural forms.
 */
export const mail = {
  layout: {
    greeting: 'Bonjour,',
    link_fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    footer: 'Ce message vous a été envoyé automatiquement par %{app}. Merci de ne pas y répondre.',
    open_app: 'Ouvrir %{app}',
  },
  export_ready: {
    subject: '%{app} : votre export « %{resource} » est prêt',
    intro: 'Votre export « %{resource} » est prêt.',
    rows: 'Lignes exportées : %{rows}',
    action: 'Télécharger le fichier',
    note: "Le lien de téléchargement est valable jusqu'au %{expires}.",
  },
  invitation: {
    subject: '%{inviter} vous invite sur %{app}',
    intro: "%{inviter} vous invite à rejoindre l'espace de %{company} sur %{app}, la console de suivi de conformité réglementaire.",
    action: 'Choisir mon mot de passe',
    note: "Ce lien est personnel et ne peut servir qu'une fois. Si vous n'attendiez pas cette invitation, ignorez ce message.",
  },
  password_reset: {
    subject: '%{app} : réinitialisation de votre mot de passe',
    intro: 'Une réinitialisation du mot de passe de votre compte %{app} a été demandée.',
    action: 'Choisir un nouveau mot de passe',
    note: "Ce lien ne peut servir qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  },
  job_failed: {
    subject: '%{app} : échec de « %{what} »',
    intro: 'La tâche « %{what} » a échoué.',
    reason: 'Motif : %{reason}',
    note: 'Vous pouvez la relancer depuis %{app}. Si le problème persiste, contactez votre administrateur.',
  },
  webhook_disabled: {
    subject: '%{app} : webhook désactivé après %{failures} échecs',
    intro: "Le webhook vers %{url} a été désactivé : ses %{failures} derniers envois ont échoué.",
    action: 'Voir le journal des envois',
    note: "Corrigez l'adresse ou le service qui la reçoit, puis réactivez le webhook : les envois reprendront.",
  },
} as const;
