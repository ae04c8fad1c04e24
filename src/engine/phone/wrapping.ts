// Chips on a phone card: MUI keeps a chip's label on one line, so one long name (a site of 60
// characters) made a whole list wider than the screen. On cards they wrap instead.
export const WRAPPING_CHIPS = {
  '& .MuiChip-root': { maxWidth: '100%', height: 'auto', minHeight: 24 },
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;
