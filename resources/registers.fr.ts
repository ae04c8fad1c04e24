// The words of the registers area, in French (English: registers.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    registers: {
      title: 'Registres réglementaires',
      intro:
        "Le registre de sécurité d'un site : par réglementation et par élément, les vérifications réalisées, les observations et leur suite, les échéances ouvertes. Choisissez un site, au besoin un bâtiment ou une réglementation, puis téléchargez le PDF.",
      site: 'Site',
      building: 'Bâtiment (facultatif)',
      regulation: 'Réglementation (facultatif)',
      download: 'Télécharger le registre (PDF)',
      pick_site: 'Choisissez un site pour éditer son registre.',
      generating: 'Préparation du registre…',
      legal: "Registre tenu en application des articles L4711-1 à L4711-5 du Code du travail : il est présenté à l'inspection du travail sur sa demande et conservé cinq ans.",
      job_title: 'Registre en préparation',
      job_sent: 'Le registre est prêt : le lien vous a été envoyé par e-mail.',
      job_download: 'Télécharger le registre',
    },
    menu: {
      registers: 'Registres réglementaires',
    },
  },
  api: {
    registers: {
      title: 'Registre de sécurité',
      filename: 'registre',
      queued: 'Le registre compte %{count} éléments : il est préparé en arrière-plan et le lien vous sera envoyé par e-mail.',
      company: 'Entreprise : %{name}',
      site: 'Site : %{name}',
      building: 'Bâtiment : %{name}',
      regulation: 'Réglementation : %{name}',
      generated: 'Édité le %{date}',
      purpose:
        "Ce registre réunit, par réglementation et par élément, les vérifications périodiques réalisées (date, organisme ou personne qui les a faites, résultat, référence du rapport), les observations relevées et leur suite, et les échéances à venir. Il est tenu à la disposition de l'inspection du travail, des agents des services de prévention des organismes de sécurité sociale et des représentants du personnel.",
      empty: 'Aucun élément dans ce périmètre.',
      verifications: 'Vérifications réalisées',
      observations: 'Observations et suites données',
      deadlines: 'Échéances ouvertes',
      none: 'Aucune',
      body_unknown: 'Vérificateur non renseigné',
      report: 'Rapport : %{names}',
      no_report: 'Rapport non joint',
      results: { compliant: 'Conforme', non_compliant: 'Non conforme', none: 'Résultat non renseigné' },
      task_status: { not_started: 'Non commencée', doing: 'En cours', done: 'Terminée', no_followup: 'Sans suite' },
      closed: 'clôturée le %{date}',
      deadline: 'échéance le %{date}',
      late: 'en retard',
      footer:
        "Registre tenu en application des articles L4711-1 à L4711-5 du Code du travail (Légifrance, LEGITEXT000006072050 : résultats et rapports des vérifications, observations et mises en demeure, mise à disposition de l'inspection du travail, registre unique) ; conservation de cinq ans (art. D4711-3).",
      page: 'Page %{page} / %{pages}',
    },
  },
} as const satisfies AreaWords;
