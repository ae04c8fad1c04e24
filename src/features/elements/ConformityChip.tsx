// Conformity of an element as chips: compliant / non-compliant, and 'to be discarded' when its
// expiry date has passed (the API computes both, server/domain/elements/conformity.ts).
import LockIcon from '@mui/icons-material/Lock';
import { Chip, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ElementRow } from './elementRow';

export const ConformityChip = ({ size = 'small' }: { size?: 'small' | 'medium' }) => {
  const record = useRecordContext<ElementRow>();
  const translate = useTranslate();
  if (!record) return null;
  const compliant = record.conformity === 'compliant';
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size={size}
        color={compliant ? 'success' : 'error'}
        variant={compliant ? 'outlined' : 'filled'}
        label={translate(`resources.elements.conformity.${compliant ? 'compliant' : 'non_compliant'}`)}
      />
      {record.to_discard === true && <Chip size={size} color="warning" label={translate('app.elements.to_discard')} />}
    </Stack>
  );
};

/** A lock before a locked element's name: its data is being updated, it is read-only. */
export const LockedMark = () => {
  const record = useRecordContext<ElementRow>();
  const translate = useTranslate();
  if (!record?.locked) return null;
  return (
    <Tooltip title={translate('app.elements.locked')}>
      <LockIcon fontSize="small" color="disabled" aria-label={translate('app.elements.locked')} sx={{ verticalAlign: 'middle', mr: 0.5 }} />
    </Tooltip>
  );
};
