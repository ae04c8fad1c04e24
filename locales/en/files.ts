import type { files as fr } from '../fr/files';
import type { Catalogue } from '../types';

/** files messages (en). */
export const files = {
  errors: {
    failed_upload: 'Upload failed',
    invalid_type: 'File type not accepted',
    invalid_size: 'File too large',
    other: 'Unknown error',
    too_many_files: 'Too many files in one upload.',
    too_many_fields: 'Too many fields in the upload form.',
    malformed: 'The upload form is malformed.',
  },
} satisfies Catalogue<typeof fr>;
