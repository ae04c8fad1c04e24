// Theme parts that keep every screen accessible (issue 9 §7, RGAA; checked by axe in the e2e
// tests, tests/e2e/accessibility.spec.ts). In the theme so every area inherits them.
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { typeAheadCapture } from './typeAhead';

/**
 * Status colours with white text at 4.5:1 at least (WCAG AA), also on the grey toolbars: MUI's
 * defaults give 3.1:1 (warning, e.g. the "to be discarded" chip), 3.9:1 (info) and 3.8:1
 * (error: the delete buttons on the #e0e0e0 form toolbar and on the bulk toolbar).
 */
export const a11yPalette = {
  warning: { main: '#a84300' },
  info: { main: '#01579b' },
  error: { main: '#b71c1c' },
} satisfies ThemeOptions['palette'];

type LabelledProps = { 'aria-label'?: string };

export const a11yComponents = {
  // Spec §9: tooltips open after 150 ms, app-wide (MUI's default is 100 ms).
  MuiTooltip: { defaultProps: { enterDelay: 150, enterNextDelay: 150 } },
  // Spec §9: a menu's type-ahead forgets the letters typed after 1 s (MUI's own: 500 ms).
  MuiMenuList: { defaultProps: { onKeyDownCapture: typeAheadCapture } },
  MuiCheckbox: {
    defaultProps: {
      // A checkbox named by `aria-label` (react-admin's row checkboxes) would carry it on its
      // wrapping <span>, where ARIA forbids it, and leave the <input> without a name: move it.
      slotProps: {
        root: (ownerState: LabelledProps) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
        input: (ownerState: LabelledProps) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
      },
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      // The help of a disabled input says why it is disabled (e.g. "choose a site first"): it
      // must stay readable, MUI's disabled grey is 2.7:1.
      root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
    },
  },
  RaBulkActionsToolbar: {
    styleOverrides: {
      // With nothing selected react-admin only shrinks the bulk toolbar to 0 px: its buttons
      // stayed in the tab order, invisible. Hidden, they are out of it and of the a11y tree.
      root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } },
    },
  },
  MuiTableSortLabel: {
    styleOverrides: {
      // A keyboard user must see which column header has the focus (WCAG 2.4.7): MUI only greys
      // the label's text. A 2 px ring in the primary colour (≥ 3:1 on white, WCAG 1.4.11).
      root: ({ theme }: { theme: Theme }) => ({
        borderRadius: 2,
        '&.Mui-focusVisible, &:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiAvatar: {
    styleOverrides: {
      // The initial shown without a picture: MUI's white on #bdbdbd is 1.7:1.
      colorDefault: { backgroundColor: '#1f4e79', color: '#ffffff' },
    },
  },
} satisfies ThemeOptions['components'];
