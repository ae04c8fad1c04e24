import type { shell as frShell, toasts as frToasts } from '../fr/app-shell';
import type { Catalogue } from '../types';

export const toasts = {
  error: 'Error',
  network: '[NETWORK]',
  server: '[500]',
  saved: 'Your action has been taken into account.',
} satisfies Catalogue<typeof frToasts>;

export const shell = {
  delete_one: '“%{name}” will be deleted permanently.',
  delete_one_unnamed: 'This record will be deleted permanently.',
  deleted: 'Deleted',
  more_items: 'and %{smart_count} more |||| and %{smart_count} more',
} satisfies Catalogue<typeof frShell>;
