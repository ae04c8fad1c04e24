// The words of the conformity score, in English: the same keys as score.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './score.fr';

export const words = {
  app: {
    menu: {
      score: 'Conformity score',
    },
    score: {
      title: 'Conformity score',
      cards: {
        sites: 'My sites',
        buildings: 'My buildings',
        regulations: 'My regulations',
        controls: 'Controls',
        obligations: 'Obligations',
        tasks: 'Observations',
      },
      no_score: 'Nothing to score',
      failing: '%{failing} of %{total} to handle',
      evolution: 'Score per year',
      evolution_empty: 'No history yet.',
      chart_label: 'Conformity score per year',
      year: 'Year',
      improve: 'How to improve',
      improve_intro: 'The causes of non-conformity, from the one whose fixing would add the most points to the score to the one that would add the least.',
      improve_empty: 'No non-conformity: nothing to fix.',
      gain: '+%{gain} pt',
      findings: {
        late_blocking_control: 'Late blocking controls', late_control: 'Late controls', missing_obligation: 'Missing documents',
        late_task: 'Late observations', non_compliant: 'Non-compliant elements',
      },
      cause_detail: '%{findings} to handle, %{elements} element concerned |||| %{findings} to handle, %{elements} elements concerned',
      how: 'How is this computed?',
      formula_title: 'How the score is computed',
      formula: {
        intro: 'Each element starts at 100 points and loses points for each thing to fix (never below 0):',
        non_compliant: 'non-compliant element: −%{points}',
        late_blocking_control: 'per late blocking control: −%{points}',
        late_control: 'per other late control: −%{points}',
        missing_obligation: 'per obligation without a document: −%{points}',
        late_task: 'per late observation: −%{points}',
        cards: 'Sites, buildings and regulations: the mean of their elements. Controls: the share of open controls not late. Obligations: the share of obligations with their document. Observations: the share of open observations not late.',
        history: 'The history is recorded every night; each year shows its last record.',
      },
      close: 'Close',
      error: 'The score is unavailable for now.',
      loading: 'Loading…',
    },
  },
} as const satisfies Catalogue<typeof fr>;
