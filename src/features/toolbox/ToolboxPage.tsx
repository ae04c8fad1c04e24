// /toolbox: the regulatory catalogue (control types imposed by regulation, their period and the
// text they come from, as the API serves them: /control-types/?voluntary=false), searched without
// regard to accents; the next-date calculator; the import templates and the registers at hand.
import { Box, Button, Card, CardContent, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { IMPORT_OBJECTS } from '../../../resources/imports';
import { fold } from '../help/articles';
import { downloadTemplate } from '../imports/api';
import { NextDateCalculator } from './NextDateCalculator';

interface CatalogueRow {
  id: number; name: string; regulation: number; regulation_name?: string; frequency_months: number; reference: string;
  reference_url: string | null; controller_requirement: string; leads_to_non_compliance: boolean;
}

export const ToolboxPage = () => {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<CatalogueRow | null>(null);
  const { data = [], isPending } = useGetList<CatalogueRow>('control-types', {
    filter: { voluntary: false }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' },
  });
  const words = fold(q).split(/\s+/).filter(Boolean);
  const rows = data.filter((r) => {
    const text = fold(`${r.name} ${r.regulation_name ?? ''} ${r.reference} ${r.controller_requirement}`);
    return words.every((w) => text.includes(w));
  });
  const period = (m: number) => (m % 12 === 0 ? translate('app.toolbox.years', { smart_count: m / 12 }) : translate('app.toolbox.months_n', { smart_count: m }));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.toolbox.title')} />
      <CardContent>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>{translate('app.toolbox.title')}</Typography>
        <NextDateCalculator months={picked?.frequency_months ?? null} />
        <Box component="section" aria-labelledby="at-hand-title" sx={{ mb: 3 }}>
          <Typography id="at-hand-title" variant="h6" component="h2">{translate('app.toolbox.at_hand')}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            {IMPORT_OBJECTS.map((o) => (
              <Button key={o} variant="outlined" size="small" onClick={() => void downloadTemplate(o, 'create')}>
                {translate('app.toolbox.template', { name: translate(`resources.${o}.name`, { smart_count: 2 }) })}
              </Button>
            ))}
            <Button variant="outlined" size="small" component={Link} to="/imports">{translate('app.menu.imports')}</Button>
            <Button variant="outlined" size="small" component={Link} to="/registers">{translate('app.menu.registers')}</Button>
            <Button variant="outlined" size="small" component={Link} to="/help">{translate('app.menu.help_centre')}</Button>
          </Box>
        </Box>
        <Box component="section" aria-labelledby="catalogue-title">
          <Typography id="catalogue-title" variant="h6" component="h2">{translate('app.toolbox.catalogue')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('app.toolbox.catalogue_help')}</Typography>
          <TextField type="search" size="small" label={translate('app.toolbox.search')} value={q} onChange={(e) => setQ(e.target.value)} name="q" sx={{ mb: 1, minWidth: 280 }} />
          <Typography role="status" variant="body2" color="text.secondary">{isPending ? '…' : translate('app.toolbox.count', { smart_count: rows.length })}</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="catalogue-title">
              <TableHead>
                <TableRow>
                  {['regulation', 'control', 'period', 'who', 'source', 'use'].map((c) => <TableCell key={c}>{translate(`app.toolbox.columns.${c}`)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} selected={picked?.id === r.id}>
                    <TableCell>{r.regulation_name ?? r.regulation}</TableCell>
                    <TableCell>{r.name}</TableCell>
                    <TableCell>{period(r.frequency_months)}</TableCell>
                    <TableCell>{r.controller_requirement}</TableCell>
                    <TableCell>{r.reference_url ? <MuiLink href={r.reference_url} target="_blank" rel="noopener noreferrer">{r.reference}</MuiLink> : r.reference}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setPicked(picked?.id === r.id ? null : r)} aria-pressed={picked?.id === r.id}>
                        {translate('app.toolbox.use')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
