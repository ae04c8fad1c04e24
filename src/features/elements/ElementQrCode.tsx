// The element's QR code drawn in the page (bwip-js, loaded on demand; the named imports let the
// bundler keep the QR encoder only, not the hundred other symbologies).
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';

export const ElementQrCode = ({ code, label }: { code: string; label: string }) => {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('./qrSvg')
      // The same content as the printed labels: the code's page, which a phone's camera opens.
      .then(({ qrSvg }) => live && setSvg(qrSvg(`${window.location.origin}/elements/qr_code/${encodeURIComponent(code)}`)))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [code]);
  if (!svg) return null;
  // The SVG holds drawing paths only (no text from the code is written into it).
  return <Box role="img" aria-label={label} sx={{ width: 96, '& svg': { width: '100%', height: 'auto' } }} dangerouslySetInnerHTML={{ __html: svg }} />;
};
