// The words of the help centre area, in French (English: help.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    help: {
      contextual: "Aide sur cet écran",
      title: "Centre d'aide",
      intro: "Des réponses aux questions courantes, écran par écran. Cherchez un mot (les accents ne comptent pas) ou parcourez les articles.",
      search: 'Rechercher dans l’aide',
      articles: 'Articles',
      count: '%{smart_count} article |||| %{smart_count} articles',
      back: "← Tous les articles",
      missing: "Cet article n'existe pas.",
      not_found_here: 'Vous ne trouvez pas votre réponse ?',
    },
    menu: {
      help: 'Aide',
      help_centre: "Centre d'aide",
      support_contact: 'Aide et contact support',
      support_messages: 'Messages du support',
    },
  },
} as const satisfies AreaWords;
