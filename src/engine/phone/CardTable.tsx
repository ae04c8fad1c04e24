// A hand-written table that turns into cards below 600 px, as the engine's lists do (PhoneList,
// after react-admin's SimpleList): the same rows and cells (links and buttons included), each row
// a card with its first column as the title and the others as label and value lines. A table
// wider than a phone would otherwise scroll sideways inside its card.
import { Box, Card, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, type SxProps, type Theme } from '@mui/material';
import type { Key, ReactNode } from 'react';
import { usePhone } from './usePhone';
import { WRAPPING_CHIPS } from './wrapping';

export interface CardColumn<T> {
  key: string;
  label: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** The table cell's style (desktop), e.g. a sticky first column. */
  sx?: SxProps<Theme>;
  /** A row header (th scope="row") in the table. */
  rowHeader?: boolean;
}

export interface CardTableProps<T> {
  rows: T[];
  columns: CardColumn<T>[];
  rowKey: (row: T) => Key;
  /** The accessible name of the table and of the list of cards. */
  label: string;
  /** Extra attributes per row or card (data-testid, data-*), the same in both layouts. */
  rowProps?: (row: T) => Record<string, string | number | undefined>;
  caption?: ReactNode;
  /** The column whose value titles each card (default: the first). */
  title?: string;
  tableSx?: SxProps<Theme>;
  /**
   * Wide tables (a column per month): a scrolling region on a desk, reachable with the keyboard
   * (axe, RGAA), and a grid of short lines in the cards.
   */
  wide?: boolean;
}

const Cards = <T,>({ rows, columns, rowKey, label, rowProps, caption, wide, title: titleKey }: CardTableProps<T>) => {
  const title = columns.find((c) => c.key === titleKey) ?? columns[0];
  const lines = columns.filter((c) => c !== title && c.label !== '');
  // A column without a header holds actions (a button): under the lines, with no label.
  const actions = columns.filter((c) => c !== title && c.label === '');
  return (
    <Box>
      <Box component="ul" aria-label={label} data-testid="card-table" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Card component="li" variant="outlined" key={rowKey(row)} {...rowProps?.(row)} sx={{ p: 1.5, minWidth: 0, overflowWrap: 'anywhere', ...WRAPPING_CHIPS }}>
            <Typography variant="subtitle2" component="div">{title.cell(row)}</Typography>
            <Box component="dl" sx={{
              m: 0, mt: 0.5, display: 'grid', columnGap: 2, rowGap: 0.25,
              gridTemplateColumns: wide ? 'repeat(auto-fill, minmax(140px, 1fr))' : '1fr',
            }}>
              {lines.map((c) => (
                <Box key={c.key} sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline', flexWrap: 'wrap', minWidth: 0 }}>
                  <Typography component="dt" variant="caption" color="text.secondary">{c.label}</Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>{c.cell(row)}</Typography>
                </Box>
              ))}
            </Box>
            {actions.length > 0 && (
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>{actions.map((c) => <Box key={c.key}>{c.cell(row)}</Box>)}</Box>
            )}
          </Card>
        ))}
      </Box>
      {caption && <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>{caption}</Typography>}
    </Box>
  );
};

const Rows = <T,>({ rows, columns, rowKey, label, rowProps, caption, tableSx }: CardTableProps<T>) => (
  <Table size="small" aria-label={label} sx={tableSx}>
    <TableHead>
      <TableRow>
        {columns.map((c) => <TableCell key={c.key} component="th" scope="col" align={c.align} sx={c.sx}>{c.label}</TableCell>)}
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((row) => (
        <TableRow key={rowKey(row)} {...rowProps?.(row)}>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.align} sx={c.sx} {...(c.rowHeader ? { component: 'th', scope: 'row' } : {})}>{c.cell(row)}</TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
    {caption && <caption>{caption}</caption>}
  </Table>
);

export const CardTable = <T,>(props: CardTableProps<T>) => {
  const phone = usePhone();
  if (phone) return <Cards {...props} />;
  if (!props.wide) return <Rows {...props} />;
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={props.label}>
      <Rows {...props} />
    </TableContainer>
  );
};
