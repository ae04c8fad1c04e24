// The words of the legal page, in French (English: legal.en.ts). The catalogues merge every
// resources/<area>.<lang>.ts into locales/ (locales/merge.ts); a key given twice fails the start.
import type { AreaWords } from './labels';

export const words = {
  app: {
    menu: {
      legal: 'Mentions légales et confidentialité',
    },
    legal: {
      title: 'Mentions légales et confidentialité',
      back: "Retour à l'application",
      not_configured: '(non renseigné par l’exploitant)',
      storage_where: { local: 'stockage local', session: 'stockage de session, effacé à la fermeture de l’onglet' },
      storage: {
        locale: 'la langue choisie',
        session: 'votre session : jeton de connexion, date d’expiration et profil (effacée à la déconnexion)',
        session_data: 'la liste de vos entreprises et sites, pour afficher les écrans sans attendre (effacée à la déconnexion)',
        company: 'l’entreprise choisie dans la barre (support)',
        preferences: 'vos préférences d’affichage des listes : colonnes, filtres, tri (effacées à la déconnexion)',
        chunk_reloads: 'le nombre de rechargements tentés après une mise à jour de la console (deux au plus)',
      },
    },
  },
} as const satisfies AreaWords;
