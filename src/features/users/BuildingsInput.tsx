// The building level of a user's scope: among the buildings of the chosen sites (from the
// session's /company/all, no network call), those that narrow their site. A site with none
// chosen is given whole. Choices of a site the user loses disappear with it.
import { useEffect, useMemo } from 'react';
import { AutocompleteArrayInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCompanies } from '../../providers/useSession';

export const BuildingsInput = () => {
  const translate = useTranslate();
  const companies = useCompanies();
  const { getValues, setValue } = useFormContext();
  const sites = useWatch({ name: 'factories' }) as number[] | undefined;
  const choices = useMemo(() => {
    const chosen = new Set(sites ?? []);
    const siteName = new Map(companies.flatMap((c) => c.factories).map((f) => [f.id, f.name]));
    return companies
      .flatMap((c) => c.buildings)
      .filter((b) => !b.is_ghost && chosen.has(b.factory))
      .map((b) => ({ id: b.id, name: `${b.name} — ${siteName.get(b.factory) ?? ''}` }));
  }, [companies, sites]);
  useEffect(() => {
    // Buildings of a site just removed would be refused by the API: they go with their site.
    const kept = new Set(choices.map((c) => c.id));
    const current = (getValues('buildings') as number[] | undefined) ?? [];
    if (current.some((id) => !kept.has(id))) setValue('buildings', current.filter((id) => kept.has(id)), { shouldDirty: true });
  }, [choices, getValues, setValue]);
  return (
    <AutocompleteArrayInput
      source="buildings"
      label="resources.users.fields.buildings"
      choices={choices}
      helperText={translate('app.users.scope.buildings_help')}
      disabled={!sites?.length}
    />
  );
};
