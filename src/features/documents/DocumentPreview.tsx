// The in-browser preview of a document, fetched with the user's token (GET
// /documents/{id}/download/?inline=1): a PDF drawn by pdf.js (engine/preview: no frame, so the
// console's CSP stays strict), a picture from a blob URL (img-src allows blob:); other
// extensions: 'Aperçu non disponible pour cette extension'; a failure: 'Le fichier n'a pas pu
// être chargé'.
import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PdfViewer } from '../../engine/preview/PdfViewer';
import { send } from '../../providers/httpClient';

const PREVIEWABLE: Record<string, 'pdf' | 'image'> = { pdf: 'pdf', png: 'image', jpg: 'image', jpeg: 'image' };

export const previewKind = (extension: string | null | undefined, contentType?: string | null) =>
  contentType === 'application/pdf' ? 'pdf' : contentType?.startsWith('image/') ? 'image' : PREVIEWABLE[(extension ?? '').toLowerCase()];

/** The file behind `path` (with the token), or `failed`. */
export const useFileBlob = (path: string | null, query?: Record<string, string | number>) => {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(query ?? {});
  useEffect(() => {
    if (!path) return undefined;
    const abort = new AbortController();
    setBlob(null);
    send(path, { query: JSON.parse(key) as Record<string, string>, signal: abort.signal })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then(setBlob)
      .catch((error: Error) => { if (error.name !== 'AbortError') setFailed(true); });
    return () => abort.abort();
  }, [path, key]);
  return { blob, failed };
};

const ImagePreview = ({ blob, name }: { blob: Blob; name: string }) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url ? <Box component="img" src={url} alt={name} sx={{ maxWidth: '100%', maxHeight: '75vh' }} /> : null;
};

export const DocumentPreview = ({ id, name, extension, contentType }: { id: number; name: string; extension?: string | null; contentType?: string | null }) => {
  const translate = useTranslate();
  const kind = previewKind(extension, contentType);
  const { blob, failed } = useFileBlob(kind ? `/documents/${id}/download/` : null, { inline: 1 });
  if (!kind) return <Alert severity="info">{translate('app.documents.preview_unavailable')}</Alert>;
  if (failed) return <Alert severity="error">{translate('app.documents.preview_failed')}</Alert>;
  if (!blob) return <CircularProgress aria-label={translate('app.documents.preview')} />;
  return kind === 'pdf' ? <PdfViewer data={blob} title={name} height="75vh" /> : <ImagePreview blob={blob} name={name} />;
};
