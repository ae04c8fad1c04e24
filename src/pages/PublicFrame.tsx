// The frame of the public pages (login, SSO error): a centred card under the app name, with the
// language picker. Plain MUI, no react-admin.
import { Box, Card, CardContent, CssBaseline, ThemeProvider, Typography, createTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageMenu } from '../layout/LanguageMenu';
import { brand } from '../layout/theme';
import { useLightTranslate } from '../providers/translate';

const theme = createTheme(brand);

export const PublicFrame = ({ title, children, maxWidth = 420 }: { title: string; children: ReactNode; maxWidth?: number }) => {
  const t = useLightTranslate();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', bgcolor: 'background.default' }}>
        <Box sx={{ alignSelf: 'stretch', display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <LanguageMenu />
        </Box>
        <Typography variant="h5" component="p" color="primary" sx={{ mt: '8vh', mb: 2, fontWeight: 600 }}>
          {t('app.name')}
        </Typography>
        <Card sx={{ width: '100%', maxWidth }}>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
};
