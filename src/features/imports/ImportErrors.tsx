// An import's errors: a tab filter, a paginated table (tab, line as Excel numbers it, field,
// value, message in the user's language), and the export: the file with its errors marked.
import { Box, Button, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { downloadErrors, errorList, type ErrorPage } from './api';

export const ImportErrors = ({ id, objectType }: { id: number; objectType: string }) => {
  const translate = useTranslate();
  const [tab, setTab] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ErrorPage | null>(null);
  useEffect(() => {
    let live = true;
    void errorList(id, tab, page).then((d) => { if (live) setData(d); }).catch(() => undefined);
    return () => { live = false; };
  }, [id, tab, page]);
  if (!data) return null;
  if (!data.count && tab === null) return <Typography sx={{ my: 1 }}>{translate('app.imports.no_errors')}</Typography>;
  const pages = Math.max(1, Math.ceil(data.count / data.page_size));
  const fieldLabel = (field: string | null) => (field ? translate(`resources.${objectType}.fields.${field}`, { _: field }) : '—');
  return (
    <Box sx={{ my: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">{translate('app.imports.errors_title')}</Typography>
        <TextField select size="small" label={translate('app.imports.tab')} value={tab ?? ''} sx={{ minWidth: 220 }}
          onChange={(e) => { setTab(e.target.value === '' ? null : e.target.value); setPage(1); }}>
          <MenuItem value="">{translate('app.imports.all_tabs')}</MenuItem>
          {data.tabs.map((t) => <MenuItem key={t.tab} value={t.tab}>{`${t.tab} (${t.count})`}</MenuItem>)}
        </TextField>
        <Button variant="outlined" onClick={() => void downloadErrors(id)}>{translate('app.imports.export_errors')}</Button>
      </Box>
      <Table size="small" sx={{ mt: 1 }} aria-label={translate('app.imports.errors_title')}>
        <TableHead>
          <TableRow>
            {['tab', 'line', 'field', 'value', 'message'].map((c) => <TableCell key={c}>{translate(`app.imports.${c}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.results.map((e) => (
            <TableRow key={e.id} data-testid="import-error">
              <TableCell>{e.tab}</TableCell>
              <TableCell>{e.line}</TableCell>
              <TableCell>{fieldLabel(e.field)}</TableCell>
              <TableCell sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}>{e.value ?? ''}</TableCell>
              <TableCell>{e.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>{translate('app.imports.previous')}</Button>
          <Typography variant="body2">{`${page} / ${pages}`}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>{translate('app.imports.next')}</Button>
        </Box>
      )}
    </Box>
  );
};
