// /reset-password/email-sent?email= (public): the confirmation. Without an address there is
// nothing to confirm: back to /reset-password.
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { useLightTranslate } from '../../providers/translate';
import { PublicFrame } from '../PublicFrame';
import { BackToLoginLink } from './BackToLoginLink';

export const ResetEmailSentPage = () => {
  const t = useLightTranslate();
  const [params] = useSearchParams();
  const email = params.get('email');
  if (!email) return <Navigate to="/reset-password" replace />;
  return (
    <PublicFrame title={t('app.account.reset.sent_title')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography role="status">{t('app.account.reset.sent_text', { email })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.account.reset.sent_hint')}
        </Typography>
        <Button component={RouterLink} to={`/reset-password?email=${encodeURIComponent(email)}`} variant="outlined">
          {t('app.account.reset.resend')}
        </Button>
        <BackToLoginLink />
      </Box>
    </PublicFrame>
  );
};
