// The in-browser preview of a document: PDF in an iframe, pictures as an image, fetched with the
// user's token (GET /documents/{id}/download/?inline=1) and shown from a blob URL; other
// extensions: 'Aperçu non disponible pour cette extension'; a failure: 'Le fichier n'a pas pu
// être chargé'.
import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { send } from '../../providers/httpClient';

const PREVIEWABLE: Record<string, 'pdf' | 'image'> = { pdf: 'pdf', png: 'image', jpg: 'image', jpeg: 'image' };

export const previewKind = (extension: string | null | undefined, contentType?: string | null) =>
  contentType === 'application/pdf' ? 'pdf' : contentType?.startsWith('image/') ? 'image' : PREVIEWABLE[(extension ?? '').toLowerCase()];

export const DocumentPreview = ({ id, name, extension, contentType }: { id: number; name: string; extension?: string | null; contentType?: string | null }) => {
  const translate = useTranslate();
  const kind = previewKind(extension, contentType);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!kind) return undefined;
    const abort = new AbortController();
    let objectUrl: string | null = null;
    send(`/documents/${id}/download/`, { query: { inline: 1 }, signal: abort.signal })
      .then((r) => r.blob())
      .then((blob) => { objectUrl = URL.createObjectURL(blob); setUrl(objectUrl); })
      .catch((error: Error) => { if (error.name !== 'AbortError') setFailed(true); });
    return () => { abort.abort(); if (objectUrl) URL.revokeObjectURL(objectUrl); };
  }, [id, kind]);

  if (!kind) return <Alert severity="info">{translate('app.documents.preview_unavailable')}</Alert>;
  if (failed) return <Alert severity="error">{translate('app.documents.preview_failed')}</Alert>;
  if (!url) return <CircularProgress aria-label={translate('app.documents.preview')} />;
  return kind === 'pdf'
    ? <Box component="iframe" src={url} title={name} sx={{ width: '100%', height: '75vh', border: 0 }} />
    : <Box component="img" src={url} alt={name} sx={{ maxWidth: '100%', maxHeight: '75vh' }} />;
};
