// Picks one of the company's elements (search by designation or identification number): for an
// element or an observation the analysis could not match.
import { Autocomplete, Link as MuiLink, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetManyAggregate, useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router';

const elementName = (e: { designation?: unknown; identification_number?: unknown }) =>
  [e.identification_number, e.designation].filter(Boolean).join(' — ');

/** An element by its number and designation, linked to its page (batched with the other rows). */
export const ElementName = ({ id }: { id: number | null | undefined }) => {
  const { data } = useGetManyAggregate('elements', { ids: id == null ? [] : [id] }, { enabled: id != null });
  if (id == null) return <>—</>;
  const element = data?.[0];
  return <MuiLink component={Link} to={`/elements/${id}`}>{element ? elementName(element) : `#${id}`}</MuiLink>;
};

export const ElementPicker = ({ value, onChange, label }: { value: number | null; onChange: (id: number | null) => void; label?: string }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [] } = useGetList('elements', { pagination: { page: 1, perPage: 20 }, sort: { field: 'designation', order: 'ASC' },
    filter: search ? { search } : {} });
  const { data: current } = useGetOne('elements', { id: value ?? 0 }, { enabled: value != null });
  const options = current && !data.some((e) => e.id === current.id) ? [current, ...data] : data;
  const name = elementName;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240 }}
      options={options}
      value={options.find((e) => e.id === value) ?? null}
      getOptionLabel={(e) => name(e)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      onInputChange={(_e, text, reason) => { if (reason === 'input') setSearch(text); }}
      onChange={(_e, picked) => onChange(picked ? Number(picked.id) : null)}
      renderInput={(params) => <TextField {...params} label={label ?? translate('app.express.pick_element')} />}
    />
  );
};
