// The words of the activity log (the history of actions), in French (English: activityLog.en.ts).
// The catalogues merge every resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key
// given twice fails the start.
import type * as metadata from './activityLog';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    'activity-log': {
      name: 'Action |||| Historique des actions',
      fields: {
        id: 'ID',
        created_at: 'Date',
        user: 'Utilisateur (id)',
        user_label: 'Utilisateur',
        action: 'Action',
        object_type: "Type d'objet",
        object_id: "Identifiant de l'objet",
        object_label: 'Objet',
        company: 'Entreprise',
        factory: 'Site',
        changes: 'Modifications',
        created_after: 'Depuis le',
        created_before: "Jusqu'au",
      },
      actions: {
        create: 'Création',
        update: 'Modification',
        delete: 'Suppression',
        bulk_update: 'Modification groupée',
        bulk_delete: 'Suppression groupée',
        status: 'Changement de statut',
        login: 'Connexion',
        logout: 'Déconnexion',
        import: 'Import',
        export: 'Export',
      },
    },
  },
  app: {
    account: {
      menu: {
        history: 'Historique des actions',
      },
      history: {
        title: 'Historique des actions',
        empty: 'Aucune action enregistrée.',
        no_changes: '—',
        empty_value: '(vide)',
        yes: 'oui',
        no: 'non',
        user_id: 'Utilisateur (identifiant)',
        object_types: {
          factories: 'Site',
          buildings: 'Bâtiment',
          regulations: 'Réglementation',
          user: 'Compte utilisateur',
          users: 'Utilisateur',
          teams: 'Équipe',
        },
        fields: {
          first_name: 'Prénom',
          last_name: 'Nom',
          language: 'Langue',
          preferred_dashboard: 'Tableau de bord par défaut',
          picture: 'Photo',
          picture_id: 'Photo',
          password: 'Mot de passe',
          notifications: 'Notifications',
          verdict: 'Verdict',
          express_report: 'Rapport express',
          controls_finished: 'Contrôles réalisés',
          observations_created: 'Observations créées',
          observations_closed: 'Observations clôturées',
          document: 'Document joint',
          control_result: 'Résultat de contrôle',
          observation: 'Observation ouverte',
          remark: 'Remarque',
          format: 'Format',
          creations: 'Créations',
          modifications: 'Modifications',
          links: 'Liaisons',
          result: 'Résultat',
          rights: 'Droits',
          qr_code: 'QR code',
          linked: 'Objets liés',
        },
        values: {
          language: { fr: 'Français', en: 'English' },
          preferred_dashboard: { main: 'Tableau de bord principal', score: 'Score de conformité' },
          format: { csv: 'CSV', xlsx: 'Excel (XLSX)' },
          result: { corrected: 'Corrigé' },
        },
      },
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { activityLog: typeof words }
}
