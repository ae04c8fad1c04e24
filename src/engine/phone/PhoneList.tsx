// A list as cards on a phone: the record's label first, then its next few list columns as
// label and value lines, instead of a table several times wider than the screen. Built from the
// same metadata as the table (FieldValue), so every engine list gets it without area code.
import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { SimpleList, useTranslate, type DataTableProps, type RowClickFunction } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../../resources/types';
import { FieldValue } from '../FieldValue';
import { fieldLabel } from '../labels';
import { WRAPPING_CHIPS } from './wrapping';

/** Lines under the label on a card: enough to recognise a row, not the whole table. */
const SECONDARY_LINES = 3;

const CardLines = ({ def, fields }: { def: ResourceDef; fields: FieldDef[] }) => {
  const translate = useTranslate();
  return (
    // One column no wider than the card, and chips whose long names wrap (a site named with 60
    // characters made the users list 442 px wide on a 390 px phone).
    <Box component="span" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.25, mt: 0.5, ...WRAPPING_CHIPS }}>
      {fields.map((field) => (
        <Box component="span" key={field.name} sx={{ display: 'flex', gap: 0.5, alignItems: 'baseline', minWidth: 0, flexWrap: 'wrap' }}>
          <Typography component="span" variant="caption" color="text.secondary">{translate(fieldLabel(def, field))}</Typography>
          <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere', '& .MuiTypography-root': { fontSize: '0.875rem' } }}>
            <FieldValue field={field} />
          </Box>
        </Box>
      ))}
    </Box>
  );
};

export interface PhoneListProps {
  def: ResourceDef;
  rowClick: string | RowClickFunction | false;
  rowSx?: DataTableProps['rowSx'];
  /** The card's title (default: the label field's value), e.g. "Import n° 12 : fichier.xlsx" for a bare number. */
  primary?: ReactElement;
}

export const PhoneList = ({ def, rowClick, rowSx, primary: title }: PhoneListProps) => {
  const listed = def.fields.filter((f) => f.list);
  const primary = listed.find((f) => f.name === def.labelField) ?? def.fields.find((f) => f.name === def.labelField);
  const rest = listed.filter((f) => f !== primary).slice(0, SECONDARY_LINES);
  return (
    <SimpleList
      rowClick={rowClick}
      rowSx={rowSx}
      primaryText={title ?? (primary ? <FieldValue field={primary} /> : undefined)}
      secondaryText={<CardLines def={def} fields={rest} />}
      sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}
    />
  );
};
