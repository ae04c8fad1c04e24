// The text of a control: 'réalisé le DD/MM/YYYY', or 'non réalisé' without a completed date.
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { formatDate } from '../../providers/dates';
import type { RecordOf } from '../../../resources/records';

export const doneText = (translate: (key: string, opts?: object) => string, record: RaRecord | undefined) =>
  record?.completed_date
    ? translate('resources.controls.done_on', { date: formatDate(String(record.completed_date)) })
    : translate('resources.controls.not_done');

export const DoneText = () => {
  const record = useRecordContext<RecordOf<'controls'>>();
  const translate = useTranslate();
  return <>{doneText(translate, record)}</>;
};

const COLOURS = { to_do: 'default', to_do_planned: 'info', finished: 'success', no_follow_up: 'default' } as const;

/** The status as a chip; a late open control is marked in red. */
export const StatusChip = ({ record: given }: { record?: RaRecord }) => {
  const context = useRecordContext<RecordOf<'controls'>>();
  const record = given ?? context;
  const translate = useTranslate();
  if (!record) return null;
  const status = String(record.status) as keyof typeof COLOURS;
  return (
    <Chip
      size="small"
      variant={status === 'no_follow_up' ? 'outlined' : 'filled'}
      color={record.late ? 'error' : COLOURS[status] ?? 'default'}
      label={translate(`resources.controls.choices.status.${status}`, { _: status })}
    />
  );
};
