// The report itself: the PDF (fetched with the token, drawn by pdf.js: engine/preview) open on the
// page of the selected value ("Voir la source"), and the text of each page, the selected value's
// excerpt highlighted on its page.
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PdfViewer } from '../../engine/preview/PdfViewer';
import { httpClient } from '../../providers/httpClient';
import { useFileBlob } from '../documents/DocumentPreview';

interface Page { page: number; source: 'text' | 'ocr' | 'none'; text: string; confidence: number | null }
export interface Selected { page: number; excerpt?: string }

const Highlighted = ({ text, excerpt }: { text: string; excerpt?: string }) => {
  const at = excerpt ? text.indexOf(excerpt) : -1;
  if (!excerpt || at < 0) return <>{text}</>;
  return <>{text.slice(0, at)}<Box component="mark" data-testid="excerpt">{excerpt}</Box>{text.slice(at + excerpt.length)}</>;
};

export const SourcePanel = ({ id, name, selected, version }: { id: number; name: string; selected: Selected | null; version: string }) => {
  const translate = useTranslate();
  const { blob, failed } = useFileBlob(`/express-reports/${id}/file/`);
  const [pages, setPages] = useState<Page[]>([]);

  useEffect(() => {
    void httpClient<{ results: Page[] }>(`/express-reports/${id}/pages/`).then((r) => setPages(r.json.results ?? []));
  }, [id, version]);

  useEffect(() => {
    if (selected) document.getElementById(`express-page-${selected.page}`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{translate('app.express.document')}</Typography>
        {failed && <Alert severity="error">{translate('app.documents.preview_failed')}</Alert>}
        {blob && <PdfViewer data={blob} title={name} page={selected?.page ?? 1} height="60vh" />}
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('app.express.pages')}</Typography>
        <Box tabIndex={0} role="region" aria-label={translate('app.express.pages')} sx={{ maxHeight: '40vh', overflow: 'auto' }}>
          {pages.map((p) => (
            <Box key={p.page} id={`express-page-${p.page}`} sx={{ my: 1, p: 1, border: 1, borderColor: selected?.page === p.page ? 'primary.main' : 'divider', borderRadius: 1 }}>
              <Typography variant="subtitle2">
                {translate('app.express.page', { page: p.page })} · {translate(`app.express.source.${p.source}`)}
              </Typography>
              <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
                <Highlighted text={p.text} excerpt={selected?.page === p.page ? selected.excerpt : undefined} />
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
