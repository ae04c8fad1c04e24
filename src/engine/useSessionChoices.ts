// Choices for references the engine does not serve as resources (yet): companies come from
// /company/all, regulations from the user's scope (ids only until a regulations endpoint exists).
import { useTranslate } from 'ra-core';
import { useCompanies, useSessionUser } from '../providers/useSession';

export interface Choice {
  id: number;
  name: string;
}

export const useSessionChoices = (reference: string | undefined): Choice[] => {
  const companies = useCompanies();
  const user = useSessionUser();
  const translate = useTranslate();
  if (reference === 'companies') return companies.map((c) => ({ id: c.id, name: c.name }));
  if (reference === 'regulations')
    return (user?.regulations ?? []).map((id) => ({ id, name: translate('app.references.regulation', { id }) }));
  return [];
};
