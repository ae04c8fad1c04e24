// A small dialog holding one building name (add or rename); server errors land on the field.
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { Form, SaveButton, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { TextButton } from '../../engine/TextButton';

interface Props {
  title: string;
  name?: string;
  onClose: () => void;
  /** Resolves with field errors to show, or nothing when saved. */
  onSubmit: (name: string) => Promise<Record<string, unknown> | void>;
}

export const BuildingNameDialog = ({ title, name = '', onClose, onSubmit }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Form defaultValues={{ name }} onSubmit={(values: { name?: unknown }) => onSubmit(String(values.name ?? '').trim())}>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          <TextInput source="name" label="resources.buildings.fields.name" validate={[required(), maxLength(255)]} autoFocus />
        </DialogContent>
        <DialogActions>
          <TextButton label="ra.action.cancel" onClick={onClose} />
          <SaveButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
