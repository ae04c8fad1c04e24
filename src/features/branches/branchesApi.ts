// The branches calls (/api/v1/branches/, tier corpo): every branch of a company (following the
// list's cursor pages), create, update (name, parent, sites) and delete.
import { httpClient } from '../../providers/httpClient';
import type { ConfirmRequest } from '../../providers/types';
import type { BranchRow } from './branchTree';

interface Page { results: BranchRow[]; next: string | null }

export async function fetchBranches(company: number | undefined, signal?: AbortSignal): Promise<BranchRow[]> {
  const out: BranchRow[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string | number | undefined> = { page_size: 100, ordering: 'name', company, cursor: cursor ?? undefined };
    const { json }: { json: Page } = await httpClient<Page>('/branches/', { query, signal });
    out.push(...json.results);
    cursor = json.next ? new URL(json.next, window.location.origin).searchParams.get('cursor') : null;
  } while (cursor);
  return out;
}

export type BranchChanges = Partial<Pick<BranchRow, 'name' | 'parent' | 'factories'>>;

export const createBranch = async (body: BranchChanges & { company?: number }) =>
  (await httpClient<BranchRow>('/branches/', { method: 'POST', body })).json;

export const updateBranch = async (id: number, body: BranchChanges) =>
  (await httpClient<BranchRow>(`/branches/${id}/`, { method: 'PATCH', body })).json;

/** What deleting the branch would do (`{"confirm": false}`: nothing is deleted): the API's message and the request to replay. */
export const askDeleteBranch = async (id: number) =>
  (await httpClient<{ message: string; confirm_request: ConfirmRequest }>(`/branches/${id}/`, { method: 'DELETE', body: { confirm: false } })).json;

/** Replays the confirmation once the user typed the word. */
export const confirmDelete = async (request: ConfirmRequest) => {
  await httpClient(request.url, { method: request.method, body: request.data });
};

/** The API's messages of a refused write, one line each (field errors or the detail). */
export const errorText = (error: unknown): string => {
  const e = error as { message?: string; body?: { errors?: Record<string, unknown> } };
  const fields = Object.values(e.body?.errors ?? {}).flatMap((v) => (Array.isArray(v) ? v : [v])).map(String).filter(Boolean);
  return fields.length ? fields.join(' ') : e.message || 'app.errors.unknown';
};
