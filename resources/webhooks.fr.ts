// The words of the webhooks and their deliveries (their screens: integrations.fr.ts), in French
// (English: webhooks.en.ts). The catalogues merge every resources/<area>.<lang>.ts into locales/
// (locales/merge.ts); a key given twice fails the start.
import type * as metadata from './webhooks';
import type { AreaWords } from './labels';

export const words = {
  resources: {
    webhooks: {
      name: 'Webhook |||| Webhooks',
      fields: {
        id: 'ID',
        url: 'Adresse (URL)',
        events: 'Événements',
        active: 'Actif',
        company: 'Entreprise',
        creator: 'Créé par',
        failures_in_row: 'Échecs consécutifs',
        disabled_at: 'Désactivé le',
        created_at: 'Créé le',
        secret: 'Secret de signature',
      },
      choices: {
        events: {
          'task.created': 'Observation créée',
          'task.closed': 'Observation clôturée',
          'control.finished': 'Contrôle réalisé',
          'control.late': 'Contrôle en retard',
          'element.non_compliant': 'Équipement non conforme',
          'express_report.validated': 'Rapport express validé',
          'import.done': 'Import terminé',
        },
      },
    },
    'webhook-deliveries': {
      name: 'Envoi |||| Envois',
      fields: {
        id: 'ID',
        webhook: 'Webhook',
        event: 'Événement',
        object_key: 'Objet',
        attempt: 'Tentative',
        status: 'Statut',
        status_code: 'Code HTTP',
        duration_ms: 'Durée (ms)',
        error: 'Erreur',
        created_at: 'Date',
      },
      choices: {
        event: {
          'task.created': 'Observation créée',
          'task.closed': 'Observation clôturée',
          'control.finished': 'Contrôle réalisé',
          'control.late': 'Contrôle en retard',
          'element.non_compliant': 'Équipement non conforme',
          'express_report.validated': 'Rapport express validé',
          'import.done': 'Import terminé',
        },
        status: { pending: 'Nouvel essai prévu', sent: 'Envoyé', failed: 'Échec' },
      },
    },
  },
} as const satisfies AreaWords<typeof metadata>;

// The resources these words label, for the check that each registered one has its labels (labels.ts).
declare module './labels' {
  interface LabelledAreas { webhooks: typeof words }
}
