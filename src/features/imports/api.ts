// The imports API as the console uses it: upload (multipart, through XMLHttpRequest for its
// progress like documents), the template and the errors file (downloads), apply, the error list.
import { apiUrl, httpClient, send } from '../../providers/httpClient';
import { saveResponse } from '../../providers/exportFile';
import { getLocale } from '../../providers/locale';
import { getToken } from '../../providers/session';

export interface ImportError { id: number; tab: string; line: number; field: string | null; value: string | null; message: string }
export interface ErrorPage { count: number; page: number; page_size: number; tabs: { tab: string; count: number }[]; results: ImportError[] }
export type TabCounts = { rows: number; errors: number; creations: number; modifications: number; links: number };

export const downloadTemplate = async (objectType: string, actionType: string) =>
  saveResponse(await send('/imports/template/', { query: { object_type: objectType, action_type: actionType } }), 'template.xlsx');

export const downloadErrors = async (id: number) => saveResponse(await send(`/imports/${id}/errors/`), 'errors.xlsx');

export const applyImport = (id: number, skipErrors: boolean) =>
  httpClient(`/imports/${id}/apply/`, { method: 'POST', body: { skip_errors: skipErrors } });

export const errorList = async (id: number, tab: string | null, page: number) =>
  (await httpClient<ErrorPage>(`/imports/${id}/error-list/`, { query: { tab: tab ?? undefined, page, page_size: 25 } })).json;

export interface UploadAnswer { ok: boolean; id?: number; message?: string }

export function uploadImport(file: File, fields: Record<string, string>, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/imports/'));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLocale());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100)); };
    xhr.onerror = () => resolve({ ok: false });
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try { body = JSON.parse(xhr.responseText) as Record<string, unknown>; } catch { /* not JSON */ }
      if (xhr.status === 201) return resolve({ ok: true, id: body.id as number });
      const message = typeof body.detail === 'string' ? body.detail : Object.values(body).flat().find((v) => typeof v === 'string') as string | undefined;
      resolve({ ok: false, message });
    };
    xhr.send(form);
  });
}
