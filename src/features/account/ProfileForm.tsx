// The names: PATCH /user/me/ with the changed fields only; the API's field errors land on the
// inputs, its other errors above them.
import { Alert, Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useFormState } from 'react-hook-form';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { useSessionUser } from '../../providers/useSession';
import { updateProfile } from './accountApi';
import { nameChanges, nameValues, type NameValues } from './profileRules';

const RootError = () => {
  const { errors } = useFormState();
  const translate = useTranslate();
  const message = (errors.root as { serverError?: { message?: string } } | undefined)?.serverError?.message;
  return message ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {translate(message)}
    </Alert>
  ) : null;
};

export const ProfileForm = () => {
  const user = useSessionUser();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const record = { id: user?.id ?? 0, ...nameValues(user) };

  const save = async (values: Record<string, unknown>) => {
    const changes = nameChanges(user, values as unknown as NameValues);
    if (!Object.keys(changes).length) return;
    try {
      await updateProfile(changes);
      // The user menu shows react-admin's cached identity: it must follow the new names.
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
      notify('app.account.saved', { type: 'success', autoHideDuration: 2000 });
    } catch (error) {
      const e = error as { message?: string; body?: { errors?: Record<string, unknown> } };
      const errors = e.body?.errors ?? {};
      return Object.keys(errors).length ? errors : { root: { serverError: e.message || 'app.errors.unknown' } };
    }
  };

  return (
    <Form record={record} onSubmit={save}>
      <RootError />
      <Box sx={{ display: 'grid', gap: 0, gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="first_name" label="app.account.profile.first_name" autoComplete="given-name" />
        <TextInput source="last_name" label="app.account.profile.last_name" autoComplete="family-name" />
      </Box>
      <Box>
        <SaveButton label="app.account.profile.save" />
      </Box>
    </Form>
  );
};
