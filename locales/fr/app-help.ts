/** Registers (/registers), help centre (/help), toolbox, legal page, support conversations (fr). */
export const registers = {
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
};

export const help = {
  contextual: "Aide sur cet écran",
  title: "Centre d'aide",
  intro: "Des réponses aux questions courantes, écran par écran. Cherchez un mot (les accents ne comptent pas) ou parcourez les articles.",
  search: 'Rechercher dans l’aide',
  articles: 'Articles',
  count: '%{smart_count} article |||| %{smart_count} articles',
  back: "← Tous les articles",
  missing: "Cet article n'existe pas.",
  not_found_here: 'Vous ne trouvez pas votre réponse ?',
};

export const supportThreads = {
  title: 'Aide et contact support',
  support_title: 'Messages du support',
  new: 'Nouvelle conversation',
  list: 'Conversations',
  empty: 'Aucune conversation pour le moment.',
  pick: 'Choisissez une conversation, ou commencez-en une nouvelle.',
  subject: 'Objet',
  message: 'Votre message',
  messages: 'Messages',
  answer: 'Votre réponse',
  send: 'Envoyer',
  cancel: 'Annuler',
  support: 'Support',
  unread: '%{smart_count} message non lu |||| %{smart_count} messages non lus',
};

export const toolbox = {
  title: 'Boîte à outils',
  calculator: 'Calculer la prochaine échéance',
  calculator_help: "La règle appliquée par la console : la date de réalisation plus la périodicité en mois (un 31 janvier plus un mois donne la fin février). Choisissez un contrôle du catalogue ou saisissez la périodicité.",
  done_on: 'Réalisé le',
  months: 'Périodicité (mois)',
  next_date: 'Prochaine échéance : %{date}',
  invalid: 'Saisissez une date et une périodicité de 1 à 240 mois.',
  at_hand: 'À portée de main',
  template: 'Modèle d’import : %{name}',
  catalogue: 'Catalogue réglementaire',
  catalogue_help: 'Les contrôles périodiques imposés par la réglementation, leur périodicité maximale, qui peut les réaliser et le texte dont ils viennent.',
  search: 'Rechercher (réglementation, contrôle, texte)',
  count: '%{smart_count} contrôle |||| %{smart_count} contrôles',
  years: '%{smart_count} an |||| %{smart_count} ans',
  months_n: '%{smart_count} mois |||| %{smart_count} mois',
  use: 'Calculer',
  columns: { regulation: 'Réglementation', control: 'Contrôle', period: 'Périodicité', who: 'Réalisé par', source: 'Texte', use: 'Échéance' },
};

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
