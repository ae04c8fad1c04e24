// The generic error page (a screen crashed): Retry reloads the page. A chunk that failed to
// load (a new deployment) reloads by itself, at most twice.
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Button } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { reloadForChunkError } from './chunkReload';
import { ErrorPageFrame } from './ErrorPageFrame';

export const ServerErrorPage = ({ error }: { error?: unknown }) => {
  const translate = useTranslate();
  useEffect(() => {
    if (error) reloadForChunkError(error);
  }, [error]);
  return (
    <ErrorPageFrame
      icon={<ErrorIcon />}
      title={translate('app.pages.server_error.title')}
      text={translate('app.pages.server_error.text')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {translate('app.pages.server_error.retry')}
        </Button>
      }
    />
  );
};
