// Brand options shared by the light public pages (plain MUI) and the react-admin app.
import type { ThemeOptions } from '@mui/material/styles';
import { a11yComponents, a11yPalette } from './a11yTheme';

export const brand = {
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#2e7d32' },
    background: { default: '#f5f6f8' },
    ...a11yPalette,
  },
  shape: { borderRadius: 8 },
  components: a11yComponents,
} satisfies ThemeOptions;
