// The head of an element page: its title, the locked banner, and the summary of its fields
// (placement, group link, identification, expiry date, landmarks under the company's labels,
// QR code, custom attribute values).
import { Alert, Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRecordContext, useTranslate } from 'react-admin';
import { useCompanies } from '../../providers/useSession';
import { ConformityChip, LockedMark } from './ConformityChip';
import { displayValue, formatDate } from './customValues';
import { useElementAttributes } from './elementsApi';
import { ElementQrCode } from './ElementQrCode';
import { companyLandmarks } from './landmarks';
import type { ElementRow } from './elementRow';

export const ElementTitle = () => {
  const record = useRecordContext<ElementRow>();
  return record ? <>{record.designation || `#${record.id}`}</> : null;
};

export const LockedBanner = () => {
  const record = useRecordContext<ElementRow>();
  const translate = useTranslate();
  if (!record?.locked) return null;
  // Locked by a running job: which one (spec §4); else a data update done by hand.
  const job = record.locked_by;
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
      {job ? translate('app.locked_by_job', { job: translate(`jobs.kinds.${job.kind}`, { _: job.kind }), id: job.id.slice(0, 8) })
        : translate('app.elements.locked')}
    </Alert>
  );
};

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  // Two columns still fit a 390 px phone.
  <Box sx={{ minWidth: { xs: 130, sm: 180 } }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children === '' || children === null || children === undefined ? '—' : children}
    </Typography>
  </Box>
);

const CustomValues = () => {
  const record = useRecordContext<ElementRow>();
  const translate = useTranslate();
  const { data: attributes = [] } = useElementAttributes(record?.element_type, record?.factory);
  const values = (record?.custom_values ?? {}) as Record<string, unknown>;
  if (!attributes.length) return null;
  const words = { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') };
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{translate('resources.elements.fields.custom_values')}</Typography>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', mt: 1 }}>
        {attributes.map((a) => (
          <Item key={a.id} label={a.name}>
            {displayValue(a, values[String(a.id)], words)}
          </Item>
        ))}
      </Stack>
    </Box>
  );
};

export const ElementSummary = () => {
  const record = useRecordContext<ElementRow>();
  const translate = useTranslate();
  const companies = useCompanies();
  if (!record) return null;
  const field = (name: string) => translate(`resources.elements.fields.${name}`);
  const landmarks = companyLandmarks(companies.find((c) => c.id === record.company));
  const ghost = companies.some((c) => c.buildings.some((b) => b.id === record.building && b.is_ghost));
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1">
          <LockedMark />
          {record.designation}
        </Typography>
        <ConformityChip size="medium" />
      </Stack>
      <LockedBanner />
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Item label={field('factory')}>{record.factory_name}</Item>
        <Item label={field('building')}>{ghost ? translate('app.elements.whole_site') : record.building_name}</Item>
        <Item label={field('regulation')}>{record.regulation_name}</Item>
        <Item label={field('element_type')}>{record.element_type_name}</Item>
        <Item label={field('group')}>
          {record.group ? (
            <MuiLink component={Link} to={`/groups/${record.group}/show`}>
              {record.group_name}
            </MuiLink>
          ) : null}
        </Item>
        <Item label={field('identification_number')}>{record.identification_number}</Item>
        <Item label={field('expiry_date')}>{formatDate(record.expiry_date)}</Item>
        <Item label={landmarks.repere_1 ?? field('repere_1')}>{record.repere_1}</Item>
        {landmarks.useRepere2 && <Item label={landmarks.repere_2 ?? field('repere_2')}>{record.repere_2}</Item>}
        <Item label={field('qr_code')}>
          {record.qr_code ? (
            <Stack sx={{ gap: 0.5 }}>
              <ElementQrCode code={record.qr_code} label={`${field('qr_code')} ${record.qr_code}`} />
              <span>{record.qr_code}</span>
            </Stack>
          ) : null}
        </Item>
      </Stack>
      <CustomValues />
    </Box>
  );
};
