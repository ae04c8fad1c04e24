// Brand options shared by the light public pages (plain MUI) and the react-admin app.
import type { ThemeOptions } from '@mui/material/styles';

export const brand = {
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#2e7d32' },
    background: { default: '#f5f6f8' },
  },
  shape: { borderRadius: 8 },
} satisfies ThemeOptions;
