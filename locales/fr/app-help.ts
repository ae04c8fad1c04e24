/** The legal page (/legal) (fr). Registers, help centre, toolbox and support conversations: resources/<area>.fr.ts. */

export const legal = {
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
};
