/** Registers (/registers), help centre (/help), toolbox, legal page, support conversations (en). */
import type { help as frHelp, registers as frRegisters } from '../fr/app-help';
import type { Catalogue } from '../types';

export const registers = {
  title: 'Regulatory registers',
  intro:
    "A site's safety register: per regulation and element, the verifications done, the observations and their follow-up, the open deadlines. Pick a site, if need be a building or a regulation, then download the PDF.",
  site: 'Site',
  building: 'Building (optional)',
  regulation: 'Regulation (optional)',
  download: 'Download the register (PDF)',
  pick_site: 'Pick a site to issue its register.',
  generating: 'Preparing the register…',
  legal: 'Register kept under articles L4711-1 to L4711-5 of the French Code du travail: shown to the labour inspectorate on request and kept five years.',
  job_title: 'Register being prepared',
  job_sent: 'The register is ready: its link was e-mailed to you.',
  job_download: 'Download the register',
} satisfies Catalogue<typeof frRegisters>;

export const help = {
  contextual: 'Help about this screen',
} satisfies Catalogue<typeof frHelp>;
