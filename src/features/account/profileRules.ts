// Pure rules of the profile page: which fields changed, and the picture's file checks (spec §5:
// png, jpg and jpeg only) with the spec's error kinds as the API names them (docs/API.md "Uploads").
import type { CurrentUser } from '../../providers/types';
import type { Dashboard, ProfileChanges } from './accountApi';

export const FILE_ERROR_KINDS = ['failed_upload', 'invalid_type', 'invalid_size', 'other'] as const;
export type FileErrorKind = (typeof FILE_ERROR_KINDS)[number];

export const PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const PICTURE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** The console's check before sending: the extension (the API also sniffs the content). */
export const pictureFileError = (file: { name: string }): FileErrorKind | null => {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return (PICTURE_EXTENSIONS as readonly string[]).includes(extension) ? null : 'invalid_type';
};

/** The kind an upload failed with: the API's `file_error`, else a transfer failure (network) or unknown. */
export const uploadErrorKind = (error: unknown): FileErrorKind => {
  const e = error as { status?: number; body?: { errors?: Record<string, unknown> } } | null;
  const kind = e?.body?.errors?.file_error;
  if (typeof kind === 'string' && (FILE_ERROR_KINDS as readonly string[]).includes(kind)) return kind as FileErrorKind;
  if (e?.status === 0) return 'failed_upload';
  if (e?.status === 413) return 'invalid_size';
  return 'other';
};

export const fileErrorKey = (kind: FileErrorKind) => `app.account.profile.file_errors.${kind}`;

/** A stored 'conformity' preference means the score dashboard (spec §2). */
export const dashboardOf = (value: string | undefined): Dashboard => (value === 'score' || value === 'conformity' ? 'score' : 'main');

export interface NameValues {
  first_name: string;
  last_name: string;
}

export const nameValues = (user: CurrentUser | null): NameValues => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
});

/** Only the names that differ from the user's (trimmed). */
export const nameChanges = (user: CurrentUser | null, values: NameValues): ProfileChanges => {
  const before = nameValues(user);
  const changes: ProfileChanges = {};
  const first = (values.first_name ?? '').trim();
  const last = (values.last_name ?? '').trim();
  if (first !== before.first_name) changes.first_name = first;
  if (last !== before.last_name) changes.last_name = last;
  return changes;
};
