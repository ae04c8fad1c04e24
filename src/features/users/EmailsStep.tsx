// Wizard step 4: the addresses of the users to create, several at once (one per line or separated
// by commas); the valid ones are previewed as they will be sent (trimmed, lowercased).
import { Chip, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { emailListError, MAX_INVITES, parseEmails } from './emails';
import { asValidator } from './validators';

const validateEmails = asValidator((value) => emailListError(typeof value === 'string' ? value : ''));

export const EmailsStep = () => {
  const translate = useTranslate();
  const text = useWatch({ name: 'emails' }) as string | undefined;
  const { emails } = parseEmails(text);
  return (
    <Stack>
      <TextInput
        source="emails"
        label="app.users.wizard.emails.label"
        helperText={translate('app.users.wizard.emails.help', { max: MAX_INVITES })}
        multiline
        minRows={4}
        validate={validateEmails}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('app.users.wizard.emails.valid_count', { smart_count: emails.length })}
      </Typography>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
        {emails.map((email) => (
          <Chip key={email} size="small" label={email} />
        ))}
      </Stack>
    </Stack>
  );
};
