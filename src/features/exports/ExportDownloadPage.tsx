// /ressource/download/:id — the page an export e-mail links to: a spinner while the file is
// fetched (with the user's token), then the browser's download; the spec's message when the
// file is missing or expired.
import { Alert, Box, Button as MuiButton, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

type State = 'loading' | 'done' | 'missing' | 'failed';

export const ExportDownloadPage = () => {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [state, setState] = useState<State>('loading');

  const download = useCallback(() => {
    setState('loading');
    dataProvider
      .downloadExportFile(id)
      .then(() => setState('done'))
      .catch((error: { status?: number }) => setState(error?.status === 404 ? 'missing' : 'failed'));
  }, [dataProvider, id]);

  useEffect(download, [download]);

  return (
    <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
      <Title title={translate('app.exports.page_title')} />
      <Stack spacing={2} sx={{ maxWidth: 480, textAlign: 'center', alignItems: 'center' }}>
        {state === 'loading' && (
          <>
            <CircularProgress aria-label={translate('app.exports.loading')} />
            <Typography>{translate('app.exports.loading')}</Typography>
          </>
        )}
        {state === 'done' && (
          <>
            <Typography>{translate('app.exports.started')}</Typography>
            <MuiButton variant="outlined" onClick={download}>
              {translate('app.exports.again')}
            </MuiButton>
          </>
        )}
        {state === 'missing' && <Alert severity="warning">{translate('app.exports.missing')}</Alert>}
        {state === 'failed' && <Alert severity="error">{translate('app.exports.failed')}</Alert>}
        {state !== 'loading' && (
          <Link component={RouterLink} to="/dashboard">
            {translate('app.exports.back')}
          </Link>
        )}
      </Stack>
    </Box>
  );
};
