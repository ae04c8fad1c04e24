// Cells the lists of element-bound rows share (controls, observations, obligations): the element
// as a link to its page, a reference shown by its label (`<field>_name`), a date as DD/MM/YYYY.
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { useRecordContext } from 'react-admin';
import { formatDate } from '../../providers/dates';
import { elementPath } from './paths';

/** A row that points at an element (a control, an observation, an obligation…), with its name. */
type RowOfElement = { id: number; element: number; element_name?: string | null } & Record<string, unknown>;

export const ElementLink = () => {
  const record = useRecordContext<RowOfElement>();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={elementPath(record.element)} onClick={(e) => e.stopPropagation()}>
      {record.element_name ?? record.element}
    </MuiLink>
  );
};

export const NameCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  return <>{String(record?.[`${source}_name`] ?? '')}</>;
};

export const DateCell = ({ source }: { source: string }) => {
  const record = useRecordContext();
  return <>{formatDate(record?.[source] as string | undefined)}</>;
};
