// Tables with a column per month: compact cells, and the row header and the total column stuck to
// the edges of their scrolling box, so "Total" stays in sight when the months do not fit.
import type { SxProps, Theme } from '@mui/material';

export const compactTableSx: SxProps<Theme> = { '& th, & td': { px: 1, whiteSpace: 'nowrap' } };

const stuck = { position: 'sticky', bgcolor: 'background.paper', zIndex: 1 } as const;
export const stickyStartSx: SxProps<Theme> = { ...stuck, left: 0 };
export const stickyEndSx: SxProps<Theme> = { ...stuck, right: 0 };
