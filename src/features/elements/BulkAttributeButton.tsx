// Bulk "set a custom attribute" (POST /elements/bulk_attribute/) on the selection or on all rows
// matching the filter. Spec §5: the selection must hold one element type, checked before the
// dialog offers that type's attributes; an empty value removes the attribute's value.
import TuneIcon from '@mui/icons-material/Tune';
import { Alert, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, Form, SaveButton, SelectInput, required, useDataProvider, useListContext, useTranslate, type Identifier } from 'react-admin';
import { useSelectionScope } from '../../engine/bulk/SelectionScope';
import { useBulkRun } from '../../engine/bulk/useBulkRun';
import { useListFilter } from '../../engine/ResultCount';
import type { AppDataProvider } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';
import { filterQuery } from '../../providers/listQuery';
import { AttributeInput } from './CustomValueInputs';
import type { CustomValue, ElementAttribute } from './customValues';
import { bulkSetAttribute, useElementAttributes } from './elementsApi';
import { TextButton } from '../../engine/TextButton';

/** The one element type of the selection (null: mixed types) and the selection's size. */
const useSelectionType = () => {
  const { selectedIds, data } = useListContext();
  const { all } = useSelectionScope();
  const filter = useListFilter();
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['elements', 'selection-type', all ? filter : selectedIds],
    queryFn: async ({ signal }) => {
      const scope: Record<string, unknown> = all ? filter : { id: selectedIds };
      const total = all ? await dataProvider.count('elements', { filter: scope, signal }) : selectedIds.length;
      const known = all ? undefined : data?.find((r) => selectedIds.includes(r.id));
      const first = known ?? (await httpClient<{ results: { element_type: number }[] }>('/elements/', {
        query: { ...filterQuery(scope), page_size: 1 }, signal,
      })).json.results[0];
      if (!first) return { type: null, total: 0 };
      const same = await dataProvider.count('elements', { filter: { ...scope, element_type: first.element_type }, signal });
      return { type: same === total ? (first.element_type as number) : null, total };
    },
  });
};

const ValueInput = ({ attributes }: { attributes: ElementAttribute[] }) => {
  const id = useWatch({ name: 'attribute' }) as Identifier | undefined;
  const attr = attributes.find((a) => a.id === id);
  const translate = useTranslate();
  if (!attr) return null;
  return <AttributeInput key={attr.id} attr={attr} source="value" label={translate('app.elements.bulk.value')} />;
};

const BulkAttributeDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const selection = useSelectionType();
  const type = selection.data?.type ?? null;
  const { data: attributes, isPending: attributesPending } = useElementAttributes(type);
  const { pending, run } = useBulkRun('app.bulk.updated');
  const submit = (values: Record<string, unknown>) =>
    run(async (ids, scope) => {
      const value = (values.value === undefined || values.value === '' ? null : values.value) as CustomValue | null;
      const count = await bulkSetAttribute(scope?.all ? { all: true, filter: scope.filter ?? {} } : { ids }, Number(values.attribute), value);
      onClose();
      return count;
    });
  const loading = selection.isPending || (type !== null && attributesPending);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Form onSubmit={submit}>
        <DialogTitle id={titleId}>{translate('app.elements.bulk.set_attribute')}</DialogTitle>
        <DialogContent>
          {loading && <CircularProgress size={24} />}
          {!loading && type === null && <Alert severity="warning">{translate('app.elements.bulk.mixed_types')}</Alert>}
          {!loading && type !== null && !attributes?.length && <Alert severity="info">{translate('app.elements.bulk.no_attribute')}</Alert>}
          {!loading && type !== null && !!attributes?.length && (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                {translate('app.elements.bulk.attribute_help', { smart_count: selection.data?.total ?? 0 })}
              </DialogContentText>
              <SelectInput
                source="attribute"
                label={translate('app.elements.bulk.attribute')}
                choices={attributes.map((a) => ({ id: a.id, name: a.name }))}
                translateChoice={false}
                validate={required()}
              />
              <ValueInput attributes={attributes} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <TextButton label="ra.action.cancel" onClick={onClose} />
          {type !== null && !!attributes?.length && <SaveButton disabled={pending} alwaysEnable />}
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/**
 * Why the action is not offered on this selection (spec §5, explained before the action): mixed
 * types, or elements no characteristic applies to (not categorisable; alone: not to be
 * categorised). The API refuses the same (bulk_attribute, with its site-level check).
 */
const useRefusal = (): string | null => {
  const selection = useSelectionType();
  const type = selection.data?.type ?? null;
  const { data: attributes } = useElementAttributes(type);
  if (selection.isPending || !selection.data?.total) return null;
  if (type === null) return 'app.elements.bulk.mixed_types';
  if (attributes && !attributes.length) return selection.data.total === 1 ? 'app.elements.bulk.not_to_categorise' : 'app.elements.bulk.not_categorisable';
  return null;
};

export const BulkAttributeButton = () => {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const refusal = useRefusal();
  if (refusal) {
    return (
      <Tooltip title={translate(refusal)}>
        <span>
          <Button label="app.elements.bulk.set_attribute" disabled aria-description={translate(refusal)}>
            <TuneIcon />
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <>
      <Button label="app.elements.bulk.set_attribute" onClick={() => setOpen(true)}>
        <TuneIcon />
      </Button>
      {open && <BulkAttributeDialog onClose={() => setOpen(false)} />}
    </>
  );
};
