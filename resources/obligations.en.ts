// The words of the documentary obligations area, in English: the same keys as obligations.fr.ts
// (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './obligations.fr';

export const words = {
  resources: {
    obligations: {
      name: 'Documentary obligation |||| Documentary obligations',
      page: { create: 'New documentary obligation' },
      fields: {
        id: 'ID', document_name: 'Required document', element: 'Element', factory: 'Site', building: 'Building',
        regulation: 'Regulation', element_type: 'Element type', status: 'Status', linked: 'Document attached',
        documents: 'Documents', reference: 'Reference text', created_at: 'Created on',
      },
      tabs: { all: 'All', not_validated: 'To validate', validated: 'Validated', missing: 'No document' },
      choices: { status: { not_validated: 'Not validated', validated: 'Validated', no_followup: 'No follow-up' } },
      status_updated: 'The status has been updated',
      toggle_hint: 'Click to change the status',
      linked_yes: 'Document attached',
      linked_no: 'No document attached',
      validated_without_document: 'Validated without an attached document',
      attach: 'Attach a document',
      attach_title: 'Attach a document to “%{name}”',
      upload_new: 'Upload a new file',
      attach_search: "Search the company's documents",
      attach_none: 'No document found.',
      attached: 'The document has been attached',
      detach: 'Remove the document %{name}',
      detached: 'The document has been removed',
      validate: 'Validate',
      no_followup: 'No follow-up',
      section: 'Documentary obligations',
      empty: 'No documentary obligation for this element.',
    },
  },
  app: {
    menu: {
      obligations: 'Documentary obligations',
    },
  },
  api: {
    obligations: {
      errors: {
        document_other_company: 'Document %{id} belongs to another company than the obligation.',
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
