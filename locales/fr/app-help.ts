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
};
