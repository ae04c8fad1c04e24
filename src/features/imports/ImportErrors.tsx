// An import's errors: a tab filter, a paginated table (tab, line as Excel numbers it, field,
// value, message in the user's language; a card per error on a phone, the message first), and the
// export: the file with its errors marked.
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CardTable, type CardColumn } from '../../engine/phone/CardTable';
import { downloadErrors, errorList, type ErrorPage } from './api';

type ErrorRow = ErrorPage['results'][number];

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
  const col = (key: string) => translate(`app.imports.${key}`);
  const columns: CardColumn<ErrorRow>[] = [
    { key: 'tab', label: col('tab'), cell: (e) => e.tab },
    { key: 'line', label: col('line'), cell: (e) => e.line },
    { key: 'field', label: col('field'), cell: (e) => fieldLabel(e.field) },
    { key: 'value', label: col('value'), sx: { maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }, cell: (e) => e.value ?? '' },
    { key: 'message', label: col('message'), cell: (e) => e.message },
  ];
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
      <Box sx={{ mt: 1 }}>
        <CardTable rows={data.results} columns={columns} rowKey={(e) => e.id} label={translate('app.imports.errors_title')} title="message"
          rowProps={() => ({ 'data-testid': 'import-error' })} />
      </Box>
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
