// The branches calls (/api/v1/branches/, tier corpo): every branch of a company (following the
// list's cursor pages), create, update (name, parent, sites) and delete.
import { httpClient } from '../../providers/httpClient';
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

export const deleteBranch = async (id: number) => {
  await httpClient(`/branches/${id}/`, { method: 'DELETE' });
};

/** The API's messages of a refused write, one line each (field errors or the detail). */
export const errorText = (error: unknown): string => {
  const e = error as { message?: string; body?: { errors?: Record<string, unknown> } };
  const fields = Object.values(e.body?.errors ?? {}).flatMap((v) => (Array.isArray(v) ? v : [v])).map(String).filter(Boolean);
  return fields.length ? fields.join(' ') : e.message || 'app.errors.unknown';
};
