// /elements/qr_code/:code — where a scan (or a phone camera, the label encodes this page) lands:
// the element carrying the code opens; a code not yet assigned can be assigned to an element by a
// user who may edit elements; others are told the code is unknown.
import { Alert, Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useAccess } from '../../providers/useSession';
import { elementPath } from '../elements/paths';
import { AssignCodeForm } from './AssignCodeForm';
import { lookupCode, type CodedElement } from './labelsApi';

type State = 'loading' | 'unknown' | 'failed';


export const QrCodePage = () => {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  const canEdit = useAccess('elements', 'edit');
  const [state, setState] = useState<State>('loading');

  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    lookupCode(code, controller.signal)
      .then((element) => {
        if (element) navigate(elementPath(element.id), { replace: true });
        else setState('unknown');
      })
      .catch(() => !controller.signal.aborted && setState('failed'));
    return () => controller.abort();
  }, [code, navigate]);

  const assigned = (element: CodedElement) => {
    notify('app.labels.code_page.assigned', { type: 'success', messageArgs: { name: element.designation } });
    navigate(elementPath(element.id));
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.labels.code_page.title', { code })} />
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {state === 'loading' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{translate('app.labels.code_page.loading')}</Typography>
          </Stack>
        )}
        {state === 'failed' && <Alert severity="error">{translate('app.labels.code_page.load_failed')}</Alert>}
        {state === 'unknown' && !canEdit && <Alert severity="warning">{translate('app.labels.code_page.read_only')}</Alert>}
        {state === 'unknown' && canEdit && (
          <>
            <Alert severity="info">
              {translate('app.labels.code_page.unknown')} {translate('app.labels.code_page.assign_hint')}
            </Alert>
            <AssignCodeForm code={code} onAssigned={assigned} />
          </>
        )}
        {state !== 'loading' && (
          <Link component={RouterLink} to="/scanner">
            {translate('app.labels.code_page.scan_again')}
          </Link>
        )}
      </Stack>
    </Box>
  );
};
