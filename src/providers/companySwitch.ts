// Changing the company in force. Support users change it on the API session too
// (POST /company/change/): their lists are then limited to it. The rights are refetched.
import { httpClient } from './httpClient';
import { setCompanySelection } from './session';
import { refreshSessionData } from './sessionData';
import type { Company, CompanySelection, CurrentUser } from './types';

export const switchCompany = async (user: CurrentUser | null, company: CompanySelection): Promise<void> => {
  if (user?.role === 'support') {
    await httpClient('/company/change/', { method: 'POST', body: { company } });
    await refreshSessionData();
  }
  setCompanySelection(company);
};

/** The company a support user is switched to: the one chosen before, else the first. */
export const defaultCompany = (companies: Company[], selection: CompanySelection): number | undefined =>
  companies.find((c) => c.id === selection)?.id ?? companies[0]?.id;
