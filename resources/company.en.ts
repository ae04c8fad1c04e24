// The words of the company account area, in English: the same keys as company.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './company.fr';

export const words = {
  resources: {
    companies: { name: 'Company |||| Companies', fields: { name: 'Name' } },
  },
  app: {
    menu: {
      company_account: 'Company account',
    },
    company_account: {
      title: 'Company account',
      menu: 'Company account',
      identity: 'Company',
      name: 'Name',
      landmarks: 'Landmarks',
      landmarks_hint: "The names of the elements' landmarks (location, room…): they replace 'Landmark 1' and 'Landmark 2' in forms, lists, exports, import templates and labels. Empty: the default labels.",
      repere_1: 'Name of landmark 1',
      repere_2: 'Name of landmark 2',
      use_repere_2: 'Use a second landmark',
      save: 'Save',
      saved: 'Your action has been taken into account.',
      read_only: "You can read these settings; changing them needs the 'Account preferences' right.",
      logo: 'Logo',
      logo_hint: 'PNG or JPG, at most 2 MB: it is printed on label sheets and PDF reports.',
      logo_alt: 'Logo of %{name}',
      logo_none: 'No logo',
      upload_logo: 'Choose a logo',
      delete_logo: 'Delete the logo',
      logo_saved: 'Logo saved.',
      logo_deleted: 'Logo deleted.',
      logo_failed: 'The logo could not be saved.',
    },
  },
  api: {
    company: {
      errors: {
        no_company: 'No company is selected.',
        not_yours: 'Company %{id} does not exist or is not one of yours.',
        logo_missing: 'The company has no logo.',
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
