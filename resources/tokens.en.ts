// The words of the private-application tokens area, in English: the same keys as tokens.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './tokens.fr';

export const words = {
  resources: {
    tokens: {
      name: 'Application token |||| Application tokens',
      fields: {
        id: 'ID',
        name: 'Name',
        key: 'Key',
        company: 'Company',
        creator: 'Created by',
        expiration_date: 'Expiration date',
        active: 'Active',
        regulations: 'Regulations',
        factories: 'Sites',
        last_used_at: 'Last used',
        created_at: 'Created on',
      },
    },
  },
  app: {
    tokens: {
      created_title: 'Token created',
      key_once: 'Copy this key now: it will never be shown again. Send it in the header Authorization: Token <key>.',
      copy: 'Copy the key',
      copied: 'Key copied to the clipboard.',
      copy_failed: 'The key could not be copied: select it and copy it by hand.',
      done: 'I have copied the key',
    },
    menu: {
      tokens: 'Private applications',
    },
  },
  api: {
    tokens: {
      rate_limited: 'Too many requests for this token. Try again in %{seconds} seconds.',
      errors: {
        company_not_corpo: 'Private-application tokens are reserved for companies on the corpo plan.',
        expiration_past: 'The expiration date cannot be in the past.',
        site_outside_company: "Site %{id} does not belong to the token's company.",
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
