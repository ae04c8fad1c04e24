// The company's logo: shown from the API (GET /company/logo/ needs the token: an object URL),
// replaced by an upload (png/jpg, checked here by extension and by the API by content) or removed.
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fileErrorKey, PICTURE_ACCEPT } from '../account/profileRules';
import { useImageUpload } from '../account/useImageUpload';
import { deleteLogo, fetchLogo, uploadLogo, type CompanyAccount } from './companyApi';

const useLogoUrl = (company: number, version: string | null): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!version) return;
    const controller = new AbortController();
    let made: string | null = null;
    fetchLogo(company, controller.signal)
      .then((blob) => { made = URL.createObjectURL(blob); setUrl(made); })
      .catch(() => undefined); // no logo shown
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [company, version]);
  return url;
};

export const LogoEditor = ({ company, canEdit, onChange }: { company: CompanyAccount; canEdit: boolean; onChange: () => void }) => {
  const translate = useTranslate();
  // A new upload keeps the same address: a counter makes the image reload.
  const [version, setVersion] = useState(0);
  const url = useLogoUrl(company.id, company.logo ? `${company.logo}#${version}` : null);
  const { error, pending, run, onFile } = useImageUpload(() => { setVersion((v) => v + 1); onChange(); });

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ width: 160, height: 64, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', placeItems: 'center', p: 0.5 }}>
        {url ? (
          <Box component="img" src={url} alt={translate('app.company_account.logo_alt', { name: company.name })} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">{translate('app.company_account.logo_none')}</Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, flex: 1 }}>
        {canEdit && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button component="label" variant="outlined" startIcon={<ImageIcon />} loading={pending}>
              {translate('app.company_account.upload_logo')}
              <input type="file" hidden accept={PICTURE_ACCEPT} onChange={onFile((file) => uploadLogo(company.id, file), 'app.company_account.logo_saved')} data-testid="logo-input" />
            </Button>
            {company.logo && (
              <Button color="error" startIcon={<DeleteIcon />} disabled={pending}
                onClick={() => void run(() => deleteLogo(company.id), 'app.company_account.logo_deleted')}>
                {translate('app.company_account.delete_logo')}
              </Button>
            )}
          </Stack>
        )}
        <Typography variant="body2" color="text.secondary">{translate('app.company_account.logo_hint')}</Typography>
        {error && (
          <Alert severity="error" role="alert">
            {translate('app.company_account.logo_failed')} {translate(fileErrorKey(error))}
          </Alert>
        )}
      </Box>
    </Stack>
  );
};
