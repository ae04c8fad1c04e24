// Choices for references the engine does not serve as resources: companies come from
// /company/all (already loaded for the session).
import { useCompanies } from '../providers/useSession';

export interface Choice {
  id: number;
  name: string;
}

export const useSessionChoices = (reference: string | undefined): Choice[] => {
  const companies = useCompanies();
  return reference === 'companies' ? companies.map((c) => ({ id: c.id, name: c.name })) : [];
};
