// The demo data set (README "Demo logins"): two companies, their sites and buildings, four
// regulations with their element types, users sharing DEMO_PASSWORD and two teams.
import type { Tier } from '../../../resources/types';

export interface DemoCompany {
  name: string;
  isDemo: boolean;
  tier: Tier;
  repere1: string;
  repere2: string;
  /** Site name → real building names (none: the site only has its ghost building). */
  factories: Record<string, string[]>;
}

export const COMPANIES: DemoCompany[] = [
  {
    name: 'Démo Industrie', isDemo: true, tier: 'pro', repere1: 'Repère 1', repere2: 'Repère 2',
    factories: {
      'Usine de Lyon': ['Atelier A', 'Atelier B', 'Magasin'],
      'Usine de Nantes': ['Chaufferie', 'Entrepôt'],
      'Dépôt de Rennes': [],
    },
  },
  {
    name: 'Groupe Corpo', isDemo: false, tier: 'corpo', repere1: 'Zone', repere2: 'Local',
    factories: {
      'Site de Lille': ['Bâtiment Nord', 'Bâtiment Sud'],
      'Site de Marseille': ['Hangar 1', 'Quai de chargement'],
    },
  },
  {
    name: 'Atelier Start', isDemo: false, tier: 'start', repere1: 'Repère', repere2: '',
    factories: { 'Atelier de Tours': [] },
  },
];

const LEGI = 'https://www.legifrance.gouv.fr/';
export const REGULATIONS: Record<string, [string, string][]> = {
  'Équipements sous pression': [
    ['Récipient sous pression', `${LEGI}codes/section_lc/LEGITEXT000006074220/LEGISCTA000033111064/`],
    ['Générateur de vapeur', `${LEGI}jorf/id/JORFTEXT000034429274`],
    ['Tuyauterie', `${LEGI}jorf/id/JORFTEXT000034429274`],
  ],
  'Appareils de levage': [
    ['Pont roulant', `${LEGI}loda/id/JORFTEXT000000451440`],
    ['Chariot élévateur', `${LEGI}loda/id/JORFTEXT000000451440`],
    ['Palan', `${LEGI}loda/id/JORFTEXT000000451440`],
  ],
  'Installations électriques': [
    ['Tableau électrique', `${LEGI}loda/id/JORFTEXT000023226651`],
    ['Transformateur', `${LEGI}codes/section_lc/LEGITEXT000006072050/LEGISCTA000018532924/`],
  ],
  'Sécurité incendie': [
    ['Extincteur', `${LEGI}codes/article_lc/LEGIARTI000018531786`],
    ['Système de désenfumage', `${LEGI}loda/id/JORFTEXT000000290033`],
    ['Porte coupe-feu', `${LEGI}loda/id/JORFTEXT000000290033`],
  ],
};

export type Scope = 'all' | string[];
export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'support' | null;
  /** 'all' rights or 'view' only, on every area. */
  rights: 'all' | 'view';
  isAdministrator: boolean;
  companies: Scope;
  /** Site names ('all': every site of the user's companies). */
  factories: Scope;
  /** Building names narrowing their site (none: whole sites). */
  buildings?: string[];
  regulations: Scope;
}

export const USERS: DemoUser[] = [
  { email: 'admin@demo.fr', firstName: 'Alice', lastName: 'Martin', role: 'admin', rights: 'all', isAdministrator: true,
    companies: ['Démo Industrie'], factories: 'all', regulations: 'all' },
  { email: 'lecteur@demo.fr', firstName: 'Louis', lastName: 'Lecteur', role: null, rights: 'view', isAdministrator: false,
    companies: ['Démo Industrie'], factories: ['Usine de Lyon'], regulations: 'all' },
  // Building-level scope: Lyon seen through one workshop only.
  { email: 'technicien@demo.fr', firstName: 'Théo', lastName: 'Technicien', role: null, rights: 'view', isAdministrator: false,
    companies: ['Démo Industrie'], factories: ['Usine de Lyon'], buildings: ['Atelier A'], regulations: 'all' },
  { email: 'support@demo.fr', firstName: 'Sophie', lastName: 'Support', role: 'support', rights: 'all', isAdministrator: true,
    companies: 'all', factories: 'all', regulations: 'all' },
  { email: 'admin@corpo.fr', firstName: 'Claire', lastName: 'Corpo', role: 'admin', rights: 'all', isAdministrator: true,
    companies: ['Groupe Corpo'], factories: 'all', regulations: 'all' },
  { email: 'admin@start.fr', firstName: 'Simon', lastName: 'Start', role: 'admin', rights: 'all', isAdministrator: true,
    companies: ['Atelier Start'], factories: 'all', regulations: 'all' },
];

export interface DemoTeam {
  company: string;
  name: string;
  /** Members' e-mails (users of USERS). */
  members: string[];
  /** Site names of the team's company ('all': every one). */
  factories: Scope;
}

export const TEAMS: DemoTeam[] = [
  { company: 'Démo Industrie', name: 'Maintenance Lyon', members: ['lecteur@demo.fr'], factories: ['Usine de Lyon'] },
  { company: 'Démo Industrie', name: 'Direction', members: ['admin@demo.fr'], factories: 'all' },
];
