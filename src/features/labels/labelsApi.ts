// The API of element codes and label sheets (server/domain/labels/routes.ts).
import { httpClient, send } from '../../providers/httpClient';
import { saveResponse } from '../../providers/exportFile';

export type LabelFormat = 'qr' | 'datamatrix';
export const LABEL_FORMATS: LabelFormat[] = ['qr', 'datamatrix'];

/** What the code page shows of an element. */
export interface CodedElement {
  id: number;
  designation: string;
  identification_number: string;
  factory_name?: string;
  building_name?: string;
  qr_code: string | null;
  locked?: boolean;
}

export interface LabelSelection {
  ids?: number[];
  all?: boolean;
  filter?: Record<string, string>;
}

/** The element carrying `code` in the user's scope, or null (unknown or out of scope alike). */
export async function lookupCode(code: string, signal?: AbortSignal): Promise<CodedElement | null> {
  const { json } = await httpClient<{ element: CodedElement | null }>(`/elements/qr_code/${encodeURIComponent(code)}/`, { signal });
  return json.element;
}

export async function assignCode(id: number, code: string): Promise<CodedElement> {
  return (await httpClient<CodedElement>(`/elements/${id}/qr_code/`, { method: 'POST', body: { code } })).json;
}

/** Elements matching a search, for choosing the one that carries a code. */
export async function searchElements(search: string, signal?: AbortSignal): Promise<CodedElement[]> {
  const query = { search: search.replace(/ \/ /g, ' ').trim().slice(0, 100), page_size: 20 };
  return (await httpClient<{ results: CodedElement[] }>('/elements/', { query, signal })).json.results;
}

/** The bulk label export: always a job, the sheet arrives by e-mail. */
export async function requestLabels(selection: LabelSelection, format: LabelFormat): Promise<{ job: { id: string }; message: string }> {
  return (await httpClient<{ job: { id: string }; message: string }>('/elements/labels/', { method: 'POST', body: { ...selection, format } })).json;
}

/** Downloads the PDF label of one element. */
export async function downloadLabel(id: number, format: LabelFormat): Promise<void> {
  const response = await send(`/elements/${id}/label/`, { query: { format } });
  await saveResponse(response, `label-${id}.pdf`);
}
