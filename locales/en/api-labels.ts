import type { labels as fr } from '../fr/api-labels';
import type { Catalogue } from '../types';

/** API messages of element codes and label sheets (api.labels.*) (en). */
export const labels = {
  title_qr: 'QR labels',
  title_datamatrix: 'Data Matrix labels',
  filename: 'labels',
  queued: 'Printing %{count} label(s): you will receive the file by e-mail.',
  errors: {
    assignment_failed: 'QR code assignment failed: this code cannot be assigned to this element.',
    no_code_read_only: 'This element has no code yet: only a user who may edit elements can give it one by printing its label.',
    none_coded_read_only: 'No element of the selection has a code yet: only a user who may edit elements can give them one by printing their labels.',
    invalid_code: 'Invalid code: 1 to 64 characters, letters, digits and - _ . : + # = * ! $ only.',
  },
} satisfies Catalogue<typeof fr>;
