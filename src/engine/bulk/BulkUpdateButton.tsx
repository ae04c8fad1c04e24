// Bulk update of the metadata's `bulkUpdatable` fields through /bulk/ (e.g. move buildings to
// another site). Each field has its own checkbox, unticked by default: only the ticked fields are
// sent, so the rest stays as each row has it. react-admin does not check access on bulk updates:
// the toolbar does.
import EditIcon from '@mui/icons-material/Edit';
import { Box, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Button, Form, SaveButton, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/types';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FieldInput } from '../FieldInput';
import { fieldLabel } from '../labels';
import { chosenData } from './bulkFields';
import { BulkJobDialog } from './BulkJobDialog';
import { useBulkRun, type BulkResult } from './useBulkRun';

export const BulkUpdateButton = ({ def }: { def: ResourceDef }) => {
  const { resource } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const { pending, run, queued, jobDone, closeJob } = useBulkRun('app.bulk.updated');
  const fields = def.fields.filter((f) => def.bulkUpdatable?.includes(f.name));

  const toggle = (name: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  const close = () => {
    setOpen(false);
    setChosen(new Set());
  };

  const submit = (values: Record<string, unknown>) =>
    run(async (ids, meta) => {
      const answer = (await dataProvider.updateMany(resource, { ids, data: chosenData(values, chosen), meta })) as { count?: number };
      close();
      // `{ count }`, or `{ job, count, message }` for a selection the API queued.
      return { ...answer, count: answer.count ?? ids.length } as BulkResult;
    });

  return (
    <>
      <Button label="ra.action.update" onClick={() => setOpen(true)}>
        <EditIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <Form onSubmit={submit}>
          <DialogTitle id={titleId}>{translate('app.bulk.update_title')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('app.bulk.update_help')}</Typography>
            {fields.map((field) => {
              const label = translate(fieldLabel(def, field));
              return (
                <Box key={field.name}>
                  <FormControlLabel
                    label={translate('app.bulk.change_field', { field: label })}
                    control={<Checkbox checked={chosen.has(field.name)} onChange={(e) => toggle(field.name, e.target.checked)} />}
                  />
                  {chosen.has(field.name) && <FieldInput def={def} field={field} />}
                </Box>
              );
            })}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={close} />
            <SaveButton disabled={pending || chosen.size === 0} alwaysEnable={!pending && chosen.size > 0} />
          </DialogActions>
        </Form>
      </Dialog>
      {queued && <BulkJobDialog queued={queued} onDone={jobDone} onClose={closeJob} />}
    </>
  );
};
