// The words of the integrations area (webhooks, calendar feed), in French (English:
// integrations.en.ts). The catalogues merge every resources/<area>.<lang>.ts into locales/
// (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    menu: {
      integrations: 'Intégrations',
    },
    integrations: {
      title: 'Intégrations',
      load_error: 'Impossible de charger cette section. Réessayez plus tard.',
      copied: 'Copié dans le presse-papiers.',
      copy_failed: "La copie a échoué : sélectionnez le texte et copiez-le à la main.",
      connected: {
        title: 'Ce qui est connecté',
        feed: 'Votre agenda personnel, à ajouter par son adresse dans Outlook, Google Agenda ou Apple Calendrier.',
        webhooks: 'Aucun webhook actif |||| %{smart_count} webhook actif |||| %{smart_count} webhooks actifs',
        no_webhooks: "Les webhooks demandent l'offre Corpo et le droit « préférences du compte ».",
      },
      feed: {
        title: "Flux d'agenda des échéances",
        intro: 'Vos contrôles et interventions à venir (12 mois) et en retard, dans votre périmètre, en événements sur la journée. Abonnez-vous à cette adresse depuis votre agenda : il se met à jour tout seul.',
        url: 'Adresse du flux (iCalendar)',
        copy: "Copier l'adresse",
        private: "Cette adresse donne accès à vos échéances sans connexion : ne la partagez pas. Si elle a fuité, générez-en une nouvelle.",
        reset: 'Générer une nouvelle adresse',
        reset_confirm: "L'adresse actuelle cessera de fonctionner dans tous les agendas abonnés. Continuer ?",
        reset_done: 'Nouvelle adresse générée : l’ancienne ne fonctionne plus.',
      },
      webhooks: {
        intro: "Chaque événement choisi est envoyé en POST JSON à l'adresse, signé : X-Conformite-Signature vaut sha256=<HMAC-SHA256 hexadécimal du corps avec le secret>. Les échecs sont réessayés ; après 10 échecs de suite, le webhook est désactivé et son créateur prévenu par e-mail.",
        unavailable: "Les webhooks font partie de l'offre Corpo et demandent le droit « préférences du compte ».",
        none: 'Aucun webhook pour le moment.',
        add: 'Ajouter un webhook',
        active: 'Actif',
        inactive: 'Désactivé',
        created_title: 'Webhook créé',
        secret_once: 'Copiez ce secret maintenant : il ne sera plus jamais affiché. Il sert à vérifier la signature de chaque envoi.',
        copy_secret: 'Copier le secret',
        done: "J'ai copié le secret",
        log_title: 'Journal des envois',
        log_empty: 'Aucun envoi pour le moment.',
      },
    },
  },
  api: {
    integrations: {
      errors: {
        company_not_corpo: "Les webhooks sont réservés aux entreprises de l'offre Corpo.",
        url_invalid: "L'adresse n'est pas une URL valide (http ou https, sans identifiants).",
        url_scheme: "L'adresse doit commencer par http:// ou https://.",
        url_blocked: "Cette adresse est privée ou réservée (réseau local, loopback, lien local) : elle n'est pas autorisée.",
        no_event: 'Choisissez au moins un événement.',
      },
      feed: {
        name: 'Conformité — échéances de %{name}',
        description: 'Contrôles et interventions à venir ou en retard, dans votre périmètre.',
        late_prefix: 'EN RETARD — ',
        control: 'Contrôle : %{name}',
        control_intervention: 'Intervention de contrôle : %{name}',
        maintenance_intervention: 'Intervention de maintenance : %{name}',
        element: 'Équipement : %{name}',
        site: 'Site : %{name}',
        late_since: 'Échéance dépassée depuis le %{date}',
      },
    },
  },
} as const satisfies AreaWords;
