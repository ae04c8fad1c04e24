// The values the customer's IT copies into its identity provider, each with a copy button.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Link, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Protocol, SsoSettings } from './ssoApi';

export const ServiceProviderValues = ({ sp, protocol }: { sp: SsoSettings['service_provider']; protocol: Protocol }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify('app.sso.copied', { type: 'success', autoHideDuration: 2000 });
    } catch {
      notify('app.sso.copy_failed', { type: 'error' });
    }
  };
  const rows = protocol === 'oidc'
    ? [['redirect_uri', sp.redirect_uri]]
    : [['acs_url', sp.acs_url], ['entity_id', sp.entity_id]];
  return (
    <Stack spacing={2} component="section" aria-labelledby="sso-sp-title">
      <Typography id="sso-sp-title" variant="h6" component="h2">{translate('app.sso.sp_title')}</Typography>
      <Typography color="text.secondary">{translate('app.sso.sp_intro')}</Typography>
      {rows.map(([key, value]) => (
        <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label={translate(`app.sso.${key}`)}
            value={value}
            fullWidth
            slotProps={{ input: { readOnly: true } }}
          />
          <IconButton aria-label={translate('app.sso.copy', { label: translate(`app.sso.${key}`) })} onClick={() => void copy(value)}>
            <ContentCopyIcon />
          </IconButton>
        </Stack>
      ))}
      {protocol === 'saml' && (
        <Link href={sp.metadata_url} target="_blank" rel="noopener">{translate('app.sso.metadata_url')}</Link>
      )}
    </Stack>
  );
};
