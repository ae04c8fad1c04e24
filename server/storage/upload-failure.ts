// Errors raised by the multipart parser itself, mapped to the spec's upload error kinds.
import { UploadError, type UploadErrorDetail } from './upload-error';

/** The request broke a limit or the multipart format: the client's error, said plainly. */
const CLIENT_CODES: Record<string, UploadErrorDetail> = {
  FST_FILES_LIMIT: 'too_many_files',
  FST_PARTS_LIMIT: 'too_many_fields',
  FST_FIELDS_LIMIT: 'too_many_fields',
  FST_PROTO_VIOLATION: 'malformed',
  FST_INVALID_JSON_FIELD_ERROR: 'malformed',
};

export function classifyUploadFailure(err: unknown): UploadError {
  if (err instanceof UploadError) return err;
  const code = (err as { code?: unknown })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadError('invalid_size', { cause: err });
  if (typeof code === 'string' && Object.hasOwn(CLIENT_CODES, code)) return new UploadError('other', { cause: err, detail: CLIENT_CODES[code] });
  // What is left comes from reading the request: a premature close (FST_MP_PREMATURE_CLOSE),
  // a reset connection or a malformed/truncated multipart body (busboy's errors have no code).
  if (err instanceof Error) return new UploadError('failed_upload', { cause: err });
  return new UploadError('other', { cause: err });
}
