// The SSO settings form: protocol, provider (OIDC issuer and client, or SAML metadata), e-mail
// domains and the switch. Server messages land on their fields (translated by the API).
import { Alert, Box, Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { parseDomains, putSso, type Protocol, type SsoSettings } from './ssoApi';

type Errors = Record<string, string | undefined>;
const errorsOf = (error: unknown): Errors => {
  const body = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined) : undefined;
  return Object.fromEntries(Object.entries(body?.errors ?? {}).filter(([, v]) => typeof v === 'string')) as Errors;
};

export const SsoForm = ({ initial, canEdit, queryKey }: { initial: SsoSettings; canEdit: boolean; queryKey: unknown[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [protocol, setProtocol] = useState<Protocol>(initial.protocol);
  const [issuer, setIssuer] = useState(initial.issuer);
  const [metadata, setMetadata] = useState(initial.metadata);
  const [clientId, setClientId] = useState(initial.client_id);
  const [secret, setSecret] = useState('');
  const [domains, setDomains] = useState(initial.email_domains.join(', '));
  const [enabled, setEnabled] = useState(initial.enabled);
  const save = useMutation({
    mutationFn: () => putSso({ protocol, issuer, metadata, client_id: clientId, client_secret: secret, email_domains: parseDomains(domains), enabled }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      setSecret('');
      notify('app.sso.saved', { type: 'success', autoHideDuration: 2000 });
    },
    onError: (error) => notify((error as Error).message || 'app.errors.unknown', { type: 'error' }),
  });
  const errors = save.isError ? errorsOf(save.error) : {};
  const field = (name: string, help?: string) => ({ error: !!errors[name], helperText: errors[name] ?? (help && translate(help)), disabled: !canEdit });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }} aria-label={translate('app.sso.title')}>
      {errors.non_field_errors && <Alert severity="error">{errors.non_field_errors}</Alert>}
      <FormControlLabel
        control={<Switch name="enabled" checked={enabled} disabled={!canEdit} onChange={(e) => setEnabled(e.target.checked)} />}
        label={translate('app.sso.enabled')}
      />
      <TextField select name="protocol" label={translate('app.sso.protocol')} value={protocol} {...field('protocol')}
        onChange={(e) => setProtocol(e.target.value as Protocol)}>
        <MenuItem value="oidc">{translate('app.sso.oidc')}</MenuItem>
        <MenuItem value="saml">{translate('app.sso.saml')}</MenuItem>
      </TextField>
      {protocol === 'oidc' ? (
        <Stack spacing={2}>
          <TextField name="issuer" label={translate('app.sso.issuer')} value={issuer} onChange={(e) => setIssuer(e.target.value)} {...field('issuer', 'app.sso.issuer_help')} />
          <TextField name="client_id" label={translate('app.sso.client_id')} value={clientId} onChange={(e) => setClientId(e.target.value)} {...field('client_id')} />
          <TextField
            name="client_secret" type="password" autoComplete="new-password" label={translate('app.sso.client_secret')} value={secret}
            onChange={(e) => setSecret(e.target.value)}
            {...field('client_secret', initial.has_client_secret ? 'app.sso.client_secret_set' : 'app.sso.client_secret_help')}
          />
        </Stack>
      ) : (
        <TextField name="metadata" multiline minRows={3} maxRows={10} label={translate('app.sso.metadata')} value={metadata}
          onChange={(e) => setMetadata(e.target.value)} {...field('metadata', 'app.sso.metadata_help')} />
      )}
      <TextField name="email_domains" label={translate('app.sso.email_domains')} value={domains}
        onChange={(e) => setDomains(e.target.value)} {...field('email_domains', 'app.sso.email_domains_help')} />
      {canEdit && (
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>{translate('app.sso.save')}</Button>
        </Box>
      )}
    </Box>
  );
};
