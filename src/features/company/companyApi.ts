// The company account calls (docs/API.md "Company"): GET/PATCH /company/, the logo. Each change
// refreshes the session's company list, which the landmark labels of every screen read.
import { httpClient, send } from '../../providers/httpClient';
import { refreshSessionData } from '../../providers/sessionData';

export interface CompanyAccount {
  id: number;
  name: string;
  is_demo: boolean;
  tier: string;
  repere_1: string;
  repere_2: string;
  use_repere_2: boolean;
  integration: string | null;
  logo: string | null;
}

export type CompanyChanges = Partial<Pick<CompanyAccount, 'name' | 'repere_1' | 'repere_2' | 'use_repere_2'>>;

const query = (company: number) => ({ company });

export const fetchCompany = async (company: number, signal?: AbortSignal): Promise<CompanyAccount> =>
  (await httpClient<CompanyAccount>('/company/', { query: query(company), signal })).json;

export const updateCompany = async (company: number, changes: CompanyChanges): Promise<CompanyAccount> => {
  const { json } = await httpClient<CompanyAccount>('/company/', { method: 'PATCH', body: changes, query: query(company) });
  await refreshSessionData();
  return json;
};

export const uploadLogo = async (company: number, file: File): Promise<CompanyAccount> => {
  const body = new FormData();
  body.append('file', file);
  return (await httpClient<CompanyAccount>('/company/logo/', { method: 'POST', body, query: query(company) })).json;
};

export const deleteLogo = async (company: number): Promise<void> => {
  await httpClient('/company/logo/', { method: 'DELETE', query: query(company) });
};

/** The logo's image (it needs the token, so no plain <img src>). */
export const fetchLogo = async (company: number, signal?: AbortSignal): Promise<Blob> =>
  (await send('/company/logo/', { query: query(company), signal })).blob();

/** Only the fields that differ from the stored company (texts trimmed). */
export const companyChanges = (before: CompanyAccount, values: CompanyChanges): CompanyChanges => {
  const out: CompanyChanges = {};
  for (const key of ['name', 'repere_1', 'repere_2'] as const) {
    const v = (values[key] ?? '').trim();
    if (v !== before[key]) out[key] = v;
  }
  if (values.use_repere_2 !== undefined && values.use_repere_2 !== before.use_repere_2) out.use_repere_2 = values.use_repere_2;
  return out;
};
