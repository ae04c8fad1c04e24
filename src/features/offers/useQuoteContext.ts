// What a pre-filled quote message says about the requester: their name and company.
import { useCompanies, useCompanySelection, useSessionUser } from '../../providers/useSession';

export const useQuoteContext = () => {
  const user = useSessionUser();
  const companies = useCompanies();
  const selection = useCompanySelection();
  const company = companies.find((c) => c.id === selection) ?? companies[0];
  return {
    name: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim() || user?.email || '',
    company: company?.name ?? '',
  };
};
