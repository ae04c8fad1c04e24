import type { files as fr } from '../fr/files';
import type { Catalogue } from '../types';

/** files messages (en). */
export const files = {
  errors: {
    failed_upload: 'Upload failed',
    invalid_type: 'File type not accepted',
    invalid_size: 'File too large',
    other: 'Unknown error',
  },
} satisfies Catalogue<typeof fr>;
