// Server errors the form cannot show next to an input: non-field errors (`root.serverError`)
// and errors on fields absent from the form. Listed above the inputs after a failed save.
import { Alert, List, ListItem } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { ResourceDef } from '../../resources/types';
import { fieldLabel } from './labels';

const messageOf = (error: unknown): string | undefined => {
  const e = error as { message?: unknown } | undefined;
  return typeof e?.message === 'string' && e.message ? e.message : undefined;
};

export const FormErrorSummary = ({ def, shown }: { def: ResourceDef; shown: string[] }) => {
  const { errors } = useFormState();
  const translate = useTranslate();
  const items: string[] = [];
  const root = messageOf((errors.root as Record<string, unknown> | undefined)?.serverError);
  if (root) items.push(root);
  for (const [name, error] of Object.entries(errors)) {
    if (name === 'root' || shown.includes(name)) continue;
    const message = messageOf(error);
    const known = def.fields.some((f) => f.name === name);
    if (message) items.push(`${known ? translate(fieldLabel(def, name)) : name} : ${message}`);
  }
  if (!items.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 2, width: '100%' }} role="alert">
      {translate('app.form.errors_title')}
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem key={item} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 2 }}>
            {item}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};
