// The rights grid as a form input (`rights`), for the user edit page and the wizard.
import { FormHelperText, Stack, Typography } from '@mui/material';
import { ValidationError, useInput, useTranslate, type Validator } from 'react-admin';
import { RightsGrid } from './RightsGrid';
import { useEditorRights } from './useUserMeta';

export const RightsInput = ({ validate }: { validate?: Validator }) => {
  const translate = useTranslate();
  const limits = useEditorRights();
  const { field, fieldState } = useInput({ source: 'rights', validate, defaultValue: {} });
  const error = fieldState.error?.message;
  return (
    <Stack sx={{ width: '100%' }} spacing={1}>
      <Typography variant="body2" color="text.secondary">{translate('app.users.rights.help')}</Typography>
      <RightsGrid value={field.value} onChange={field.onChange} limits={limits} />
      {error && (
        <FormHelperText error role="alert">
          <ValidationError error={error} />
        </FormHelperText>
      )}
    </Stack>
  );
};
