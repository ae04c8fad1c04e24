// How one metadata field is displayed (list cells, show pages), by type.
import { Chip, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  ReferenceArrayField,
  RecordContextProvider,
  ReferenceField,
  SingleFieldList,
  TextField,
  useGetRecordRepresentation,
  useRecordContext,
  type RaRecord,
  useResourceDefinition,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { FieldDef } from '../../resources/types';
import { formatFieldNumber } from '../providers/numbers';
import { defOf, referenceResource } from '../providers/resourceMap';
import { DateText } from './DateText';
import { representationOf } from './recordLabel';
import { useSessionChoices } from './useSessionChoices';

/** Labels of ids the engine cannot fetch (companies, regulations). */
/** The translated values of a `choices` field, as chips. */
const ChoiceChips = ({ field }: { field: FieldDef }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const api = defOf(useResourceDefinition().name ?? '')?.name;
  const raw = record?.[field.name];
  // A `choices` field holds a list, a `choice` field one value.
  const values = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {values.map((v) => (
        <Chip key={v} size="small" label={translate(`resources.${api}.choices.${field.name}.${v}`, { _: v })} />
      ))}
    </Stack>
  );
};

const SessionChips = ({ field }: { field: FieldDef }) => {
  const record = useRecordContext();
  const choices = useSessionChoices(field.reference);
  const ids: unknown[] = [record?.[field.name]].flat().filter((v) => v !== null && v !== undefined);
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {ids.map((id) => (
        <Chip key={String(id)} size="small" label={choices.find((c) => c.id === id)?.name ?? String(id)} />
      ))}
    </Stack>
  );
};

/** A number in the user's language, with its unit (227,50 €, 2,1 Mo), never the browser's "227.5". */
const NumberValue = ({ field }: { field: FieldDef }) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[field.name];
  if (typeof value !== 'number' && (typeof value !== 'string' || value === '' || Number.isNaN(Number(value)))) return null;
  return <span>{formatFieldNumber(locale, Number(value), field.unit)}</span>;
};

/** A reference: the row's `<field>_name` when the API sends it, else the target's label. */
const ReferenceValue = ({ field }: { field: FieldDef }) => {
  const record = useRecordContext();
  const target = referenceResource(field.reference);
  if (record && typeof record[`${field.name}_name`] === 'string') return <TextField source={`${field.name}_name`} />;
  if (target) return <ReferenceField source={field.name} reference={target} link={false} />;
  return <SessionChips field={field} />;
};

/** A chip named as the record is everywhere (a person by name). */
const RepresentationChip = ({ resource }: { resource: string }) => {
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(resource);
  return record ? <Chip size="small" label={represent(record)} /> : null;
};

/** A list: embedded objects shown by their label, ids through the target resource. */
const ReferencesValue = ({ field }: { field: FieldDef }) => {
  const record = useRecordContext();
  const value = record?.[field.name];
  const target = referenceResource(field.reference);
  if (Array.isArray(value) && value.some((v) => typeof v === 'object')) {
    const label = representationOf(field.reference);
    return (
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        {value.map((item: Record<string, unknown>) => (
          <Chip key={String(item.id)} size="small"
            label={String((typeof label === 'function' ? label(item as RaRecord) : item[label]) ?? item.id)} />
        ))}
      </Stack>
    );
  }
  if (target) return <CappedReferences field={field} target={target} />;
  return <SessionChips field={field} />;
};

/** A record page shows this many linked rows as chips; the rest is counted ("et 41 autres"). */
export const REFERENCE_CHIPS_CAP = 10;

/**
 * The linked rows of a references field, capped: a document linked to 50 obligations listed them
 * all, a screen of chips on a phone. Only the shown ids are fetched.
 */
const CappedReferences = ({ field, target }: { field: FieldDef; target: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const ids: unknown[] = Array.isArray(record?.[field.name]) ? (record[field.name] as unknown[]) : [];
  const rest = ids.length - REFERENCE_CHIPS_CAP;
  const shown = rest > 0 ? { ...record, [field.name]: ids.slice(0, REFERENCE_CHIPS_CAP) } : record;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <RecordContextProvider value={shown}>
        <ReferenceArrayField source={field.name} reference={target}>
          <SingleFieldList linkType={false}>
            <RepresentationChip resource={target} />
          </SingleFieldList>
        </ReferenceArrayField>
      </RecordContextProvider>
      {rest > 0 && <Typography variant="body2" color="text.secondary">{translate('app.shell.more_items', { smart_count: rest })}</Typography>}
    </Stack>
  );
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** An empty value reads as a dash: a bare label under nothing looks like a page still loading. */
const EmptyValue = () => <span>—</span>;

/** `label` is read by SimpleShowLayout from the element's props. */
export const FieldValue = ({ field }: { field: FieldDef; label?: string }) => {
  const record = useRecordContext();
  // A reference may come as its `<field>_name` alone; booleans show "no" rather than nothing.
  if (record && field.type !== 'boolean' && isEmpty(record[field.name]) && isEmpty(record[`${field.name}_name`])) return <EmptyValue />;
  switch (field.type) {
    case 'number':
      return <NumberValue field={field} />;
    case 'boolean':
      return <BooleanField source={field.name} />;
    case 'date':
      return <DateText source={field.name} />;
    case 'datetime':
      return <DateText source={field.name} showTime />;
    case 'reference':
      return <ReferenceValue field={field} />;
    case 'references':
      return <ReferencesValue field={field} />;
    case 'choice':
    case 'choices':
      return <ChoiceChips field={field} />;
    default:
      return <TextField source={field.name} />;
  }
};
