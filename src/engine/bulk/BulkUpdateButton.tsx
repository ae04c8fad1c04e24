// Bulk update of the metadata's `bulkUpdatable` fields through /bulk/ (e.g. move buildings to
// another site). react-admin does not check access on bulk updates: the toolbar does.
import EditIcon from '@mui/icons-material/Edit';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Button, Form, SaveButton, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/types';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FieldInput } from '../FieldInput';
import { BulkJobDialog } from './BulkJobDialog';
import { useBulkRun, type BulkResult } from './useBulkRun';

export const BulkUpdateButton = ({ def }: { def: ResourceDef }) => {
  const { resource } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { pending, run, queued, jobDone, closeJob } = useBulkRun('app.bulk.updated');
  const fields = def.fields.filter((f) => def.bulkUpdatable?.includes(f.name));

  const submit = (data: Record<string, unknown>) =>
    run(async (ids, meta) => {
      const answer = (await dataProvider.updateMany(resource, { ids, data, meta })) as { count?: number };
      setOpen(false);
      // `{ count }`, or `{ job, count, message }` for a selection the API queued.
      return { ...answer, count: answer.count ?? ids.length } as BulkResult;
    });

  return (
    <>
      <Button label="ra.action.update" onClick={() => setOpen(true)}>
        <EditIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <Form onSubmit={submit}>
          <DialogTitle id={titleId}>{translate('app.bulk.update_title')}</DialogTitle>
          <DialogContent>
            {fields.map((field) => (
              <FieldInput key={field.name} def={def} field={field} />
            ))}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton disabled={pending} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
      {queued && <BulkJobDialog queued={queued} onDone={jobDone} onClose={closeJob} />}
    </>
  );
};
