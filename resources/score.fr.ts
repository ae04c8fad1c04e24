// The words of the conformity score, in French (English: score.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    menu: {
      score: 'Score de conformité',
    },
    score: {
      title: 'Score de conformité',
      cards: {
        sites: 'Mes sites',
        buildings: 'Mes bâtiments',
        regulations: 'Mes réglementations',
        controls: 'Contrôles',
        obligations: 'Obligations',
        tasks: 'Observations',
      },
      no_score: 'Rien à évaluer',
      failing: '%{failing} sur %{total} à traiter',
      evolution: 'Évolution du score par année',
      evolution_empty: "Pas encore d'historique.",
      chart_label: 'Score de conformité par année',
      year: 'Année',
      improve: 'Comment progresser',
      improve_intro: 'Les causes de non-conformité, de celle dont la correction rapporterait le plus de points au score à celle qui en rapporterait le moins.',
      improve_empty: 'Aucune non-conformité : rien à corriger.',
      gain: '+%{gain} pt',
      findings: {
        late_blocking_control: 'Contrôles bloquants en retard', late_control: 'Contrôles en retard', missing_obligation: 'Documents manquants',
        late_task: 'Observations en retard', non_compliant: 'Éléments non conformes',
      },
      cause_detail: '%{findings} à traiter, %{elements} élément concerné |||| %{findings} à traiter, %{elements} éléments concernés',
      how: 'Comment est-il calculé ?',
      formula_title: 'Le calcul du score',
      formula: {
        intro: "Chaque élément part de 100 points et en perd pour chaque point à corriger (jamais moins de 0) :",
        non_compliant: 'élément non conforme : −%{points}',
        late_blocking_control: 'par contrôle bloquant en retard : −%{points}',
        late_control: 'par autre contrôle en retard : −%{points}',
        missing_obligation: 'par obligation sans document : −%{points}',
        late_task: 'par observation en retard : −%{points}',
        cards: 'Sites, bâtiments et réglementations : la moyenne des éléments. Contrôles : la part des contrôles ouverts non en retard. Obligations : la part des obligations avec leur document. Observations : la part des observations ouvertes non en retard.',
        history: "L'historique est relevé chaque nuit ; chaque année montre son dernier relevé.",
      },
      close: 'Fermer',
      error: 'Le score est indisponible pour le moment.',
      loading: 'Chargement…',
    },
  },
} as const satisfies AreaWords;
