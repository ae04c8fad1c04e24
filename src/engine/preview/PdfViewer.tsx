// A PDF drawn with pdf.js (the serverless build unpdf ships: no worker file, loaded on demand)
// into a canvas, one page at a time with previous/next. The console's Content-Security-Policy
// blocks a PDF in a frame from a blob: URL (frame-src falls back to 'self'); drawing it here
// needs no frame, no inline script and no eval (isEvalSupported: false), so the policy stays strict.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Box, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

type Pdfjs = typeof import('unpdf/pdfjs');
type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;

let pdfjs: Promise<Pdfjs> | null = null;
const loadPdfjs = () => (pdfjs ??= import('unpdf/pdfjs'));

interface Props {
  data: Blob;
  title: string;
  /** The page to show (1-based); changing it moves the viewer there ("Voir la source"). */
  page?: number;
  height?: string;
}

export const PdfViewer = ({ data, title, page = 1, height = '70vh' }: Props) => {
  const translate = useTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [current, setCurrent] = useState(page);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let loaded: PdfDocument | null = null;
    void (async () => {
      try {
        const { getDocument } = await loadPdfjs();
        const bytes = new Uint8Array(await data.arrayBuffer());
        loaded = await getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: true }).promise;
        if (cancelled) void loaded.destroy();
        else setDoc(loaded);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => { cancelled = true; void loaded?.destroy(); };
  }, [data]);

  useEffect(() => { setCurrent(page); }, [page]);

  useEffect(() => {
    if (!doc || !canvas.current) return undefined;
    const number = Math.min(Math.max(1, current), doc.numPages);
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    let cancelled = false;
    void doc.getPage(number).then((p) => {
      const target = canvas.current;
      if (cancelled || !target) return;
      const scale = Math.min(2, (target.parentElement?.clientWidth || 800) / p.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1);
      const viewport = p.getViewport({ scale });
      target.width = viewport.width;
      target.height = viewport.height;
      task = p.render({ canvas: target, canvasContext: target.getContext('2d')!, viewport });
      task.promise.then(() => { if (!cancelled) setDrawn(number); }).catch(() => {});
    }).catch(() => setFailed(true));
    return () => { cancelled = true; task?.cancel(); };
  }, [doc, current]);

  if (failed) return <Alert severity="error">{translate('app.documents.preview_failed')}</Alert>;
  const pages = doc?.numPages ?? 0;
  return (
    <Box role="figure" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        {!doc && <CircularProgress size={20} aria-label={translate('app.documents.preview')} />}
        <IconButton size="small" aria-label={translate('app.documents.previous_page')} disabled={current <= 1} onClick={() => setCurrent(current - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="body2" data-testid="pdf-page" data-drawn={drawn || undefined}>
          {pages ? translate('app.documents.page_of', { page: Math.min(current, pages), pages }) : ''}
        </Typography>
        <IconButton size="small" aria-label={translate('app.documents.next_page')} disabled={!pages || current >= pages} onClick={() => setCurrent(current + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {/* Scrolls: reachable from the keyboard (axe scrollable-region-focusable). */}
      <Box tabIndex={0} role="region" aria-label={translate('app.documents.page_view', { name: title })}
        sx={{ maxHeight: height, overflow: 'auto', border: 1, borderColor: 'divider' }}>
        <Box component="canvas" ref={canvas} sx={{ width: '100%', display: 'block' }} />
      </Box>
    </Box>
  );
};
