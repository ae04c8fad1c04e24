// One file's upload (POST to a resource as multipart: documents, express reports) with its progress: XMLHttpRequest, since
// fetch reports no upload progress. One request per file, so each file gets its own error kind.
import { apiUrl } from '../../providers/httpClient';
import { getLocale } from '../../providers/locale';
import { getToken } from '../../providers/session';

export const UPLOAD_KINDS = ['failed_upload', 'invalid_type', 'invalid_size', 'other'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export interface UploadOutcome { ok: boolean; kind?: UploadKind; message?: string; body?: unknown }

export function uploadFile(file: File, fields: Record<string, string>, onProgress: (percent: number) => void, path: string): Promise<UploadOutcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLocale());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100)); };
    xhr.onerror = () => resolve({ ok: false, kind: 'failed_upload' });
    xhr.onload = () => {
      if (xhr.status === 201) {
        let created: unknown;
        try { created = JSON.parse(xhr.responseText); } catch { /* the caller only needs success */ }
        return resolve({ ok: true, body: created });
      }
      let body: { file_error?: string[]; file?: string[]; detail?: string } = {};
      try { body = JSON.parse(xhr.responseText) as typeof body; } catch { /* not JSON: an unknown error */ }
      const kind = UPLOAD_KINDS.find((k) => k === body.file_error?.[0]);
      resolve({ ok: false, kind: kind ?? 'other', message: kind ? undefined : (body.detail ?? Object.values(body).flat().find((v) => typeof v === 'string')) });
    };
    xhr.send(form);
  });
}
