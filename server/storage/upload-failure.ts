// Errors raised by the multipart parser itself, mapped to the spec's upload error kinds.
import { UploadError } from './upload-error';

const OTHER_CODES = new Set([
  'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR',
]);

export function classifyUploadFailure(err: unknown): UploadError {
  if (err instanceof UploadError) return err;
  const code = (err as { code?: unknown })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadError('invalid_size', { cause: err });
  if (typeof code === 'string' && OTHER_CODES.has(code)) return new UploadError('other', { cause: err });
  // What is left comes from reading the request: a premature close (FST_MP_PREMATURE_CLOSE),
  // a reset connection or a malformed/truncated multipart body (busboy's errors have no code).
  if (err instanceof Error) return new UploadError('failed_upload', { cause: err });
  return new UploadError('other', { cause: err });
}
