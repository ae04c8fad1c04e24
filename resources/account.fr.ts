// The words of the account area (profile, password pages, sessions), in French (English:
// account.en.ts). The catalogues merge every resources/<area>.<lang>.ts into locales/
// (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    account: {
      saved: 'Votre action a bien été prise en compte.',
      menu: {
        profile: 'Profil et paramètres',
      },
      password: {
        old: 'Mot de passe actuel',
        new: 'Nouveau mot de passe',
        confirm: 'Confirmation du nouveau mot de passe',
        fill_all: 'Veuillez remplir tous les champs',
        mismatch: 'Les nouveaux mots de passe ne sont pas identiques',
        show: 'Afficher les mots de passe',
        hide: 'Masquer les mots de passe',
        forgot: 'Mot de passe oublié ?',
        back_to_login: 'Retour à la connexion',
      },
      reset: {
        title: 'Mot de passe oublié',
        intro: "Saisissez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.",
        email: 'Adresse e-mail',
        email_required: 'Saisissez votre adresse e-mail.',
        email_invalid: "L'adresse e-mail n'est pas valide.",
        submit: 'Recevoir le lien',
        sent_title: 'E-mail envoyé',
        sent_text:
          "Si un compte correspond à l'adresse %{email}, un e-mail contenant un lien pour choisir un nouveau mot de passe vient de lui être envoyé.",
        sent_hint: "Le lien ne sert qu'une fois. Pensez à regarder dans vos courriers indésirables.",
        resend: 'Renvoyer un e-mail',
        confirm_title: 'Nouveau mot de passe',
        confirm_intro: 'Choisissez le nouveau mot de passe du compte %{email}.',
        confirm_intro_anonymous: 'Choisissez votre nouveau mot de passe.',
        confirm_submit: 'Enregistrer le mot de passe',
        invalid_title: 'Lien invalide',
        invalid_link: "Le lien est invalide, sans doute parce qu'il a déjà été utilisé.",
        new_request_hint: 'Merci de faire une nouvelle demande.',
        new_request: 'Nouvelle demande',
        done: 'Votre mot de passe a été enregistré. Connectez-vous avec le nouveau mot de passe.',
      },
      change: {
        title: 'Changer le mot de passe',
        intro: 'Une fois le mot de passe changé, toutes vos sessions sont fermées : vous vous reconnecterez avec le nouveau.',
        forced: 'Vous devez changer votre mot de passe avant de continuer.',
        submit: 'Changer le mot de passe',
        done: 'Votre mot de passe a été changé. Connectez-vous avec le nouveau mot de passe.',
      },
      profile: {
        title: 'Profil et paramètres',
        identity: 'Identité',
        email: 'Adresse e-mail',
        first_name: 'Prénom',
        last_name: 'Nom',
        picture: 'Photo de profil',
        picture_alt: 'Photo de %{name}',
        picture_hint: 'Formats acceptés : PNG, JPG, JPEG.',
        upload_picture: 'Choisir une photo',
        delete_picture: 'Retirer la photo',
        picture_saved: 'Photo de profil enregistrée.',
        picture_deleted: 'Photo de profil retirée.',
        picture_failed: "La photo n'a pas pu être envoyée.",
        file_errors: {
          failed_upload: 'Transfert echoué',
          invalid_type: 'Type non accepté',
          invalid_size: 'Fichier trop volumineux',
          other: 'Erreur inconnue',
        },
        preferences: 'Préférences',
        preferred_dashboard: 'Tableau de bord par défaut',
        dashboards: {
          main: 'Tableau de bord principal',
          score: 'Tableau de bord de conformité',
        },
        language: 'Langue',
        language_hint: "La page se recharge dans la langue choisie.",
        security: 'Sécurité',
        sso_note: "Vous vous connectez par l'authentification unique (SSO) de votre entreprise : votre mot de passe se gère chez votre fournisseur d'identité.",
        change_password: 'Changer le mot de passe',
        notifications_link: 'Gérer les notifications',
        save: 'Enregistrer',
      },
    },
    sessions: {
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
    },
  },
  api: {
    account: {
      errors: {
        dashboard_not_allowed: "Vous n'avez pas accès à ce tableau de bord.",
      },
    },
    sessions: {
      logged_out_others: '%{count} autre(s) session(s) déconnectée(s).',
    },
  },
} as const satisfies AreaWords;
