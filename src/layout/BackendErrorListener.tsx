// Turns the http client's global `backenderror` event (network down, server failure) into the
// [NETWORK] / [500] toasts of spec §8 (their titles and 5-second duration come from toastRules).
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { BACKEND_ERROR_EVENT, NETWORK_ERROR, SERVER_ERROR, type BackendErrorDetail } from '../providers/httpClient';

export const BackendErrorListener = () => {
  const notify = useNotify();
  useEffect(() => {
    const onError = (event: Event) => {
      const { code } = (event as CustomEvent<BackendErrorDetail>).detail;
      notify(code === 'NETWORK' ? NETWORK_ERROR : SERVER_ERROR, { type: 'error' });
    };
    window.addEventListener(BACKEND_ERROR_EVENT, onError);
    return () => window.removeEventListener(BACKEND_ERROR_EVENT, onError);
  }, [notify]);
  return null;
};
