// /registers: the regulatory register of a site (Code du travail L4711-1 to L4711-5). Pick a
// site, optionally a building or a regulation, then download the PDF (or follow the job that
// e-mails it when the site is large).
import { Alert, Autocomplete, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { ForbiddenPage } from '../../pages/errors/ForbiddenPage';
import type { QueuedExport } from '../../providers/exportFile';
import { useAccess, useCompanies } from '../../providers/useSession';
import { ExportJobDialog } from '../../engine/ExportJobDialog';
import { downloadRegister } from './registerApi';

const JOB_TEXTS = { title: 'app.registers.job_title', sent: 'app.registers.job_sent', download: 'app.registers.job_download' };
type Option = { id: number; name: string };

export const RegistersPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const allowed = useAccess('registers', 'list');
  const companies = useCompanies();
  const several = companies.length > 1;
  const sites: Option[] = companies.flatMap((c) => c.factories.map((f) => ({ id: f.id, name: several ? `${f.name} (${c.name})` : f.name })));
  const [site, setSite] = useState<Option | null>(null);
  const [building, setBuilding] = useState<Option | null>(null);
  const [regulation, setRegulation] = useState<Option | null>(null);
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState<QueuedExport | null>(null);
  const { data: buildings = [] } = useGetList<Option>('buildings', {
    filter: { factory: site?.id, is_ghost: false }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' },
  }, { enabled: !!site && allowed });
  const { data: regulations = [] } = useGetList<Option>('regulations', {
    pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' },
  }, { enabled: allowed });

  if (!allowed) return <ForbiddenPage />;

  const download = () => {
    if (!site) return;
    setBusy(true);
    downloadRegister({ factory: site.id, building: building?.id, regulation: regulation?.id })
      .then((job) => { if (job) setQueued(job); })
      .catch((e: Error) => notify(e.message || 'app.errors.unexpected', { type: 'error' }))
      .finally(() => setBusy(false));
  };
  const field = (label: string, options: Option[], value: Option | null, set: (v: Option | null) => void, name: string, disabled = false) => (
    <Autocomplete size="small" options={options} value={value} getOptionLabel={(o) => o.name} disabled={disabled}
      isOptionEqualToValue={(a, b) => a.id === b.id} onChange={(_, v) => set(v)} sx={{ minWidth: 240, flex: 1 }}
      renderInput={(params) => <TextField {...params} name={name} label={translate(label)} />} />
  );

  return (
    <Card component="section" aria-labelledby="registers-title" sx={{ mt: 2 }}>
      <Title title={translate('app.registers.title')} />
      <CardContent>
        <Typography id="registers-title" variant="h5" component="h1">{translate('app.registers.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.registers.intro')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          {field('app.registers.site', sites, site, (v) => { setSite(v); setBuilding(null); }, 'site')}
          {field('app.registers.building', buildings, building, setBuilding, 'building', !site)}
          {field('app.registers.regulation', regulations, regulation, setRegulation, 'regulation')}
          <Button variant="contained" disabled={!site || busy} onClick={download}>{translate('app.registers.download')}</Button>
        </Box>
        {!site && <Alert severity="info">{translate('app.registers.pick_site')}</Alert>}
        {busy && <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}><CircularProgress size={16} />{translate('app.registers.generating')}</Box>}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>{translate('app.registers.legal')}</Typography>
      </CardContent>
      {queued && <ExportJobDialog queued={queued} onClose={() => setQueued(null)} texts={JOB_TEXTS} />}
    </Card>
  );
};
