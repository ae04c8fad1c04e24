// The frame of the error pages inside the app: icon, title (the page's only heading), text, action.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action?: ReactNode;
}

export const ErrorPageFrame = ({ icon, title, text, action }: Props) => (
  <Box sx={{ maxWidth: 560, mx: 'auto', mt: '10vh', p: 3, textAlign: 'center' }}>
    <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 64 } }}>{icon}</Box>
    <Typography variant="h4" component="h1" sx={{ my: 2 }}>
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      {text}
    </Typography>
    {action}
  </Box>
);
