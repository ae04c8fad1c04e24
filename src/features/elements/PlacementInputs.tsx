// Where an element sits, chosen in order: site → building (of that site) → regulation (of that
// site) → element type (of that regulation). Changing one clears what depended on it. Sites and
// buildings come from the session (/company/all); a site whose only building is its ghost is
// just the site: its ghost is chosen and no building input is shown.
import { Alert } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, required, useGetOne, useTranslate } from 'react-admin';
import { useCompanies } from '../../providers/useSession';
import { companyOfSite } from './landmarks';

const label = (field: string) => `resources.elements.fields.${field}`;
const BY_NAME = { field: 'name', order: 'ASC' } as const;

export const PlacementInputs = () => {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const [factory, regulation] = useWatch({ name: ['factory', 'regulation'] }) as [number | null, number | null];
  const companies = useCompanies();
  const several = companies.length > 1;
  const sites = companies.flatMap((c) => c.factories.map((f) => ({ id: f.id, name: several ? `${f.name} (${c.name})` : f.name })));
  const buildings = companyOfSite(companies, factory)?.buildings.filter((b) => b.factory === factory) ?? [];
  const onlyGhost = buildings.length === 1 && buildings[0].is_ghost;
  const buildingChoices = buildings.map((b) => ({ id: b.id, name: b.is_ghost ? translate('app.elements.whole_site') : b.name }));
  // The regulations the site follows (its record); the API lists only those of the user's scope.
  const { data: fetched } = useGetOne('sites', { id: factory ?? 0 }, { enabled: factory != null });
  const site = factory != null && fetched?.id === factory ? fetched : undefined;
  const siteRegulations = (site?.regulations as number[] | undefined) ?? [];

  // A site with only its ghost building: the ghost is the building.
  const ghost = onlyGhost ? buildings[0].id : null;
  useEffect(() => {
    if (ghost !== null && getValues('building') !== ghost) setValue('building', ghost, { shouldDirty: true });
  }, [ghost, getValues, setValue]);

  const clear = (...fields: string[]) => fields.forEach((f) => setValue(f, null, { shouldDirty: true }));

  return (
    <>
      <AutocompleteInput
        source="factory"
        label={label('factory')}
        choices={sites}
        validate={required()}
        onChange={() => clear('building', 'regulation', 'element_type', 'group')}
      />
      {factory != null && !onlyGhost && (
        <AutocompleteInput source="building" label={label('building')} choices={buildingChoices} validate={required()} />
      )}
      {site && !siteRegulations.length && <Alert severity="warning" sx={{ width: '100%', mb: 2 }}>{translate('app.elements.form.no_regulation')}</Alert>}
      {site && siteRegulations.length > 0 && (
        <ReferenceInput source="regulation" reference="regulations" sort={BY_NAME} filter={{ id: siteRegulations }}>
          <AutocompleteInput
            label={label('regulation')}
            optionText="name"
            validate={required()}
            onChange={() => clear('element_type', 'group')}
          />
        </ReferenceInput>
      )}
      {regulation != null && (
        <ReferenceInput source="element_type" reference="element-types" sort={BY_NAME} filter={{ regulation }} perPage={100}>
          <AutocompleteInput label={label('element_type')} optionText="name" validate={required()} />
        </ReferenceInput>
      )}
    </>
  );
};
