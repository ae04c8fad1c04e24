// The obligation's status as a chip; with the edit right a click toggles it (spec §4: to validate
// ⇄ validated; without follow-up goes back to to validate) and says 'Le statut a été mis à jour'.
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useAccess } from '../../providers/useSession';
import { nextObligationStatus, type ObligationStatus } from './status';
import { useObligationUpdate } from './useObligationUpdate';
import type { RecordOf } from '../../../resources/records';

const COLOURS: Record<ObligationStatus, 'warning' | 'success' | 'default'> = { not_validated: 'warning', validated: 'success', no_followup: 'default' };

export const ObligationStatusChip = ({ record: given }: { record?: RaRecord }) => {
  const context = useRecordContext<RecordOf<'obligations'>>();
  const record = given ?? context;
  const translate = useTranslate();
  const canEdit = useAccess('obligations', 'edit');
  const { run, isPending } = useObligationUpdate();
  if (!record) return null;
  const status = String(record.status) as ObligationStatus;
  const label = translate(`resources.obligations.choices.status.${status}`, { _: status });
  const common = { size: 'small', label, color: COLOURS[status] ?? 'default', variant: status === 'no_followup' ? 'outlined' : 'filled' } as const;
  if (!canEdit) return <Chip {...common} />;
  return (
    <Chip
      {...common}
      disabled={isPending}
      title={translate('resources.obligations.toggle_hint')}
      aria-label={`${label} — ${translate('resources.obligations.toggle_hint')}`}
      onClick={(e) => {
        e.stopPropagation();
        run(record, { status: nextObligationStatus(status) }, 'resources.obligations.status_updated');
      }}
    />
  );
};
