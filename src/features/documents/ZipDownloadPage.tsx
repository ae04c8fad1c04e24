// /documents/download/:id — the page a zip e-mail links to: a spinner while the zip is built and
// fetched (with the user's token), then the browser's download; 'Ce fichier zip n'existe pas.'
// with a link back to the app when it is missing or expired.
import { Alert, Box, Button as MuiButton, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { saveResponse } from '../../providers/exportFile';
import { httpClient, send } from '../../providers/httpClient';

type State = 'loading' | 'done' | 'missing' | 'failed';
interface ZipState { status: string; url: string | null; filename?: string }

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ZipDownloadPage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [state, setState] = useState<State>('loading');

  const download = useCallback(async (signal: { stopped: boolean }) => {
    setState('loading');
    try {
      let zip: ZipState;
      // The job may still be building the zip: poll its state.
      for (;;) {
        zip = (await httpClient<ZipState>(`/documents/zips/${encodeURIComponent(id)}/`)).json;
        if (signal.stopped) return;
        if (zip.url) break;
        await pause(1000);
      }
      await saveResponse(await send(zip.url), zip.filename ?? 'documents.zip');
      if (!signal.stopped) setState('done');
    } catch (error) {
      if (!signal.stopped) setState((error as { status?: number })?.status === 404 ? 'missing' : 'failed');
    }
  }, [id]);

  useEffect(() => {
    const signal = { stopped: false };
    void download(signal);
    return () => { signal.stopped = true; };
  }, [download]);

  return (
    <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
      <Title title={translate('app.documents.zip_page_title')} />
      <Stack spacing={2} sx={{ maxWidth: 480, textAlign: 'center', alignItems: 'center' }}>
        {state === 'loading' && (
          <>
            <CircularProgress aria-label={translate('app.documents.zip_loading')} />
            <Typography>{translate('app.documents.zip_loading')}</Typography>
          </>
        )}
        {state === 'done' && (
          <>
            <Typography>{translate('app.documents.zip_started')}</Typography>
            <MuiButton variant="outlined" onClick={() => void download({ stopped: false })}>{translate('app.documents.zip_again')}</MuiButton>
          </>
        )}
        {state === 'missing' && <Alert severity="warning">{translate('app.documents.zip_missing')}</Alert>}
        {state === 'failed' && <Alert severity="error">{translate('app.exports.failed')}</Alert>}
        {state !== 'loading' && <Link component={RouterLink} to="/dashboard">{translate('app.documents.back')}</Link>}
      </Stack>
    </Box>
  );
};
