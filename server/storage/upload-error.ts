// The four upload failures of the spec (§4), answered as a 400 on the field `file`, plus the
// untranslated kind in `file_error` so the console can react to it without parsing text:
//   { "file": ["Type non accepté"], "file_error": ["invalid_type"] }
import { ValidationError } from '../http/errors';
import type { Locale } from '../http/i18n';

export const UPLOAD_ERROR_KINDS = ['failed_upload', 'invalid_type', 'invalid_size', 'other'] as const;
export type UploadErrorKind = (typeof UPLOAD_ERROR_KINDS)[number];

/** The form field the file travels in, and the field the errors are reported on. */
export const FILE_FIELD = 'file';

/** A clearer text than the kind's own, for refusals of the request itself (kind `other`). */
export type UploadErrorDetail = 'too_many_files' | 'too_many_fields' | 'malformed';

export class UploadError extends ValidationError {
  /** The client's doing (a limit, a malformed form): logged at info, not as a server error. */
  readonly byClient: boolean;

  constructor(readonly kind: UploadErrorKind, options?: { cause?: unknown; detail?: UploadErrorDetail }) {
    super({ [FILE_FIELD]: [{ key: `files.errors.${options?.detail ?? kind}` }] });
    this.byClient = kind !== 'other' || options?.detail !== undefined;
    this.message = `upload failed: ${kind}`;
    if (options?.cause !== undefined) this.cause = options.cause;
  }

  body(locale: Locale) {
    return { ...super.body(locale), [`${FILE_FIELD}_error`]: [this.kind] };
  }
}
