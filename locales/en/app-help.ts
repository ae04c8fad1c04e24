/** Registers (/registers), help centre (/help), toolbox, legal page, support conversations (en). */
import type { help as frHelp, legal as frLegal, registers as frRegisters, supportThreads as frSupportThreads, toolbox as frToolbox } from '../fr/app-help';
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
  title: 'Help centre',
  intro: 'Answers to common questions, screen by screen. Search for a word (accents do not matter) or browse the articles.',
  search: 'Search the help',
  articles: 'Articles',
  count: '%{smart_count} article |||| %{smart_count} articles',
  back: '← All articles',
  missing: 'This article does not exist.',
  not_found_here: 'Cannot find your answer?',
} satisfies Catalogue<typeof frHelp>;

export const supportThreads = {
  title: 'Help and support contact',
  support_title: 'Support messages',
  new: 'New conversation',
  list: 'Conversations',
  empty: 'No conversation yet.',
  pick: 'Pick a conversation, or start a new one.',
  subject: 'Subject',
  message: 'Your message',
  messages: 'Messages',
  answer: 'Your answer',
  send: 'Send',
  cancel: 'Cancel',
  support: 'Support',
  unread: '%{smart_count} unread message |||| %{smart_count} unread messages',
} satisfies Catalogue<typeof frSupportThreads>;

export const toolbox = {
  title: 'Toolbox',
  calculator: 'Compute the next deadline',
  calculator_help: 'The rule the console applies: the completion date plus the period in months (31 January plus one month gives the end of February). Pick a control of the catalogue or type the period.',
  done_on: 'Done on',
  months: 'Period (months)',
  next_date: 'Next deadline: %{date}',
  invalid: 'Type a date and a period of 1 to 240 months.',
  at_hand: 'At hand',
  template: 'Import template: %{name}',
  catalogue: 'Regulatory catalogue',
  catalogue_help: 'The periodic controls regulation imposes, their longest period, who may perform them and the text they come from.',
  search: 'Search (regulation, control, text)',
  count: '%{smart_count} control |||| %{smart_count} controls',
  years: '%{smart_count} year |||| %{smart_count} years',
  months_n: '%{smart_count} month |||| %{smart_count} months',
  use: 'Compute',
  columns: { regulation: 'Regulation', control: 'Control', period: 'Period', who: 'Performed by', source: 'Text', use: 'Deadline' },
} satisfies Catalogue<typeof frToolbox>;

export const legal = {
  title: 'Legal notice and privacy',
  back: 'Back to the application',
  not_configured: '(not given by the operator)',
  storage_where: { local: 'local storage', session: 'session storage, cleared when the tab closes' },
  storage: {
    locale: 'the language chosen',
    session: 'your session: sign-in token, expiry date and profile (removed at sign-out)',
    session_data: 'the list of your companies and sites, to show screens without waiting (removed at sign-out)',
    company: 'the company chosen in the bar (support)',
    preferences: 'your list display preferences: columns, filters, sort (removed at sign-out)',
    chunk_reloads: 'how many reloads were tried after an update of the console (two at most)',
  },
} satisfies Catalogue<typeof frLegal>;
