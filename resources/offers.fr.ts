// The words of the plan offers (upgrade offers, quote, services), in French (English:
// offers.en.ts). The catalogues merge every resources/<area>.<lang>.ts into locales/
// (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    account: {
      menu: {
        services: 'Services',
      },
      offers: {
        title: 'Passez à une offre supérieure',
        intro: "Cette page fait partie de l'offre %{tier}. Votre offre actuelle ne la comprend pas.",
        current: 'Votre offre',
        required: 'Nécessaire pour cette page',
        intro_action: "Cette action fait partie de l'offre %{tier}. Votre offre actuelle ne la comprend pas.",
        required_action: 'Nécessaire pour cette action',
        includes_previous: 'Tout %{tier}, et en plus :',
        request_quote: 'Demander un devis',
        tiers: {
          start: 'Start',
          pro: 'Pro',
          corpo: 'Corpo',
        },
        taglines: {
          start: "L'essentiel du suivi réglementaire",
          pro: 'Pour automatiser et personnaliser votre suivi',
          corpo: 'Pour les groupes et les systèmes d’information',
        },
        promises: {
          start: {
            sites: 'Suivi de vos sites',
            controls: 'Contrôles réglementaires et échéances',
            documents: 'Documents et obligations documentaires',
          },
          pro: {
            report_extraction: 'Extraction automatique des données des rapports',
            custom_fields: 'Champs personnalisés',
            custom_controls: 'Contrôles personnalisés',
            buildings: 'Bâtiments',
            all_elements: 'Tous les éléments',
          },
          corpo: {
            branches: 'Filiales',
            apis: 'API',
            sso: 'Authentification unique (SSO)',
          },
        },
        corpo_pages: {
          tokens: 'Applications privées',
          branches: 'Filiales',
          sso: 'Authentification unique (SSO)',
        },
        quote_subject: 'Demande de devis : offre %{tier}',
        quote_message:
          "Bonjour,\n\nJe souhaite passer à l'offre %{tier} (entreprise : %{company}). Pouvez-vous m'envoyer un devis ?\n\nMerci,\n%{name}",
      },
      quote: {
        title: 'Demande de devis',
        intro: 'Relisez et complétez votre message, puis écrivez au support (une conversation dans la console), ou envoyez-le par e-mail, ou copiez-le.',
        message: 'Votre message',
        copy: 'Copier le message',
        copied: 'Message copié.',
        copy_failed: "Le message n'a pas pu être copié.",
        send: 'Envoyer par e-mail',
        send_chat: 'Écrire au support',
        close: 'Fermer',
      },
      services: {
        title: 'Services',
        intro: "Nos équipes peuvent prendre en charge une partie de votre suivi réglementaire. Demandez un devis : nous vous répondons sous deux jours ouvrés.",
        request_quote: 'Demander un devis',
        quote_subject: 'Demande de devis : %{service}',
        quote_message:
          "Bonjour,\n\nJe suis intéressé(e) par le service « %{service} » pour l'entreprise %{company}.\nPouvez-vous m'envoyer un devis ?\n\nMerci,\n%{name}",
        items: {
          inventory: {
            name: 'Inventaire sur site',
            description: 'Un technicien recense vos équipements réglementés, les étiquette et les saisit dans la console.',
          },
          reports: {
            name: 'Saisie des rapports de contrôle',
            description: 'Nous dépouillons vos rapports de vérification et créons les observations à lever.',
          },
          audit: {
            name: 'Audit de conformité',
            description: 'Un expert passe en revue vos obligations et vous remet un plan d’actions priorisé.',
          },
          training: {
            name: 'Formation des équipes',
            description: 'Une demi-journée pour prendre en main la console et ses bonnes pratiques.',
          },
        },
      },
    },
  },
} as const satisfies AreaWords;
