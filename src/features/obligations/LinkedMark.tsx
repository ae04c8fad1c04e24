// Whether a document is attached: a mark with its words (never the colour alone), a warning when
// the obligation is validated without one (validating does not require it: the API allows it),
// and the button that attaches a document (AttachDocumentDialog) for those who may edit.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { AttachDocumentButton } from './AttachDocumentDialog';
import type { RecordOf } from '../../../resources/records';

export const LinkedMark = ({ record: given }: { record?: RaRecord }) => {
  const context = useRecordContext<RecordOf<'obligations'>>();
  const record = given ?? context;
  const translate = useTranslate();
  if (!record) return null;
  const warn = record.status === 'validated' && !record.linked;
  const text = translate(record.linked ? 'resources.obligations.linked_yes'
    : warn ? 'resources.obligations.validated_without_document' : 'resources.obligations.linked_no');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={text}>
        {record.linked
          ? <CheckCircleIcon color="success" fontSize="small" titleAccess={text} />
          : <ErrorOutlineIcon color={warn ? 'warning' : 'disabled'} fontSize="small" titleAccess={text} />}
      </Tooltip>
      <AttachDocumentButton record={record} />
    </Stack>
  );
};
