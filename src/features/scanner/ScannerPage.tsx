// /scanner (a lazy chunk: jsqr and zxing-wasm load with it only): camera choice, live preview,
// frames decoded a few times a second; a code found opens /elements/qr_code/{code}. A manual
// entry is always offered (no camera, permission denied, unreadable label).
import { Alert, Box, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { decodeFrame } from './decoders';
import { codeFromScan, codePagePath } from './scannedCode';
import { useCamera } from './useCamera';
import { TextButton } from '../../engine/TextButton';

const SCAN_INTERVAL_MS = 150;
/** Frames are decoded at most this wide: enough for a label filling part of the image. */
const MAX_WIDTH = 960;

export const ScannerPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const { devices, deviceId, choose, state } = useCamera(video);
  const [manual, setManual] = useState('');
  const [found, setFound] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'running') return;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      const element = video.current;
      if (stopped || !context || !element) return;
      if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth) {
        const scale = Math.min(1, MAX_WIDTH / element.videoWidth);
        canvas.width = Math.round(element.videoWidth * scale);
        canvas.height = Math.round(element.videoHeight * scale);
        context.drawImage(element, 0, 0, canvas.width, canvas.height);
        const text = await decodeFrame(context.getImageData(0, 0, canvas.width, canvas.height));
        const code = text && codeFromScan(text);
        if (code && !stopped) {
          setFound(code);
          navigate(codePagePath(code));
          return;
        }
      }
      if (!stopped) timer = setTimeout(tick, SCAN_INTERVAL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [state, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = codeFromScan(manual);
    if (code) navigate(codePagePath(code));
  };

  const problem = state !== 'starting' && state !== 'running' ? state : null;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.scanner.title')} />
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {devices.length > 1 && (
          <TextField select label={translate('app.scanner.camera')} value={deviceId} onChange={(e) => choose(e.target.value)} size="small">
            {devices.map((d, i) => (
              <MenuItem key={d.deviceId || i} value={d.deviceId}>
                {d.label || translate('app.scanner.camera_n', { n: i + 1 })}
              </MenuItem>
            ))}
          </TextField>
        )}
        {problem ? (
          <Alert severity={problem === 'denied' ? 'warning' : 'info'} role="alert">
            {translate(`app.scanner.${problem}`)}
          </Alert>
        ) : (
          <Paper variant="outlined" sx={{ overflow: 'hidden', bgcolor: 'black', lineHeight: 0 }}>
            <video ref={video} muted playsInline aria-label={translate('app.scanner.video')} style={{ width: '100%', maxHeight: '60vh' }} />
          </Paper>
        )}
        {!problem && (
          <Typography variant="body2" role="status">
            {found ? translate('app.scanner.found', { code: found }) : translate(state === 'starting' ? 'app.scanner.starting' : 'app.scanner.aim')}
          </Typography>
        )}
        <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {translate('app.scanner.manual_title')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={translate('app.scanner.manual_label')}
              value={manual}
              onChange={(e) => setManual(e.target.value)}
              size="small"
              slotProps={{ htmlInput: { maxLength: 200, autoCapitalize: 'characters', spellCheck: false } }}
              sx={{ flex: 1 }}
            />
            <TextButton label="app.scanner.manual_submit" type="submit" variant="contained" disabled={!manual.trim()} />
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
};
