// The words of the single sign-on area, in French (English: sso.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  resources: {
    // Fields as the activity log names a change of the SSO settings.
    sso: {
      name: 'Authentification unique (SSO)',
      fields: {
        protocol: 'Protocole', issuer: 'Émetteur (issuer)', metadata: 'Métadonnées du fournisseur', client_id: 'Identifiant client',
        client_secret: 'Secret client', email_domains: "Domaines d'e-mail", enabled: 'Activée',
      },
    },
  },
  app: {
    sso: {
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
    },
    menu: {
      sso: 'Authentification unique (SSO)',
    },
    // The page the SSO callback redirects to when the sign-in fails (server/areas/sso/urls.ts).
    pages: {
      sso_error: {
        title: "Erreur d'authentification",
        back: 'Retour à la connexion',
        codes: {
          generic: "La connexion via votre fournisseur d'identité a échoué. Contactez le support ou votre service informatique.",
          email_mismatch: "L'adresse e-mail renvoyée par votre fournisseur d'identité ne correspond pas. Contactez le support ou votre service informatique.",
          invalid_email: "L'adresse e-mail renvoyée par votre fournisseur d'identité n'est pas valide. Contactez le support ou votre service informatique.",
          missing_email: "Votre fournisseur d'identité n'a pas transmis d'adresse e-mail. Contactez le support ou votre service informatique.",
          missing_company_link: "Votre entreprise n'est pas encore configurée pour l'authentification unique. Contactez le support ou votre service informatique.",
          missing_relay_state: "La réponse de votre fournisseur d'identité est incomplète. Contactez le support ou votre service informatique.",
          server_error: "Une erreur serveur a interrompu l'authentification. Contactez le support ou votre service informatique.",
          user_not_found: "Aucun compte ne correspond à cet utilisateur. Contactez le support ou votre service informatique.",
        },
      },
    },
  },
  api: {
    sso: {
      errors: {
        sso_required: "Ce compte se connecte par l'authentification unique (SSO) de votre entreprise : utilisez « Suivant » sans mot de passe.",
        invalid_url: 'Indiquez une adresse https valide.',
        invalid_metadata: 'Indiquez les métadonnées SAML du fournisseur : une adresse https ou le document XML (EntityDescriptor).',
        invalid_domain: "Ce nom de domaine n'est pas valide (exemple : entreprise.fr).",
        domains_required: "Indiquez au moins un domaine d'e-mail pour activer l'authentification unique.",
        domain_taken: "Le domaine %{domain} est déjà utilisé par l'authentification unique d'une autre entreprise.",
      },
    },
  },
} as const satisfies AreaWords;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { sso: typeof words }
}
