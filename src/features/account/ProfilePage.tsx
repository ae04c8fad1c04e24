// /user/profile: names and picture, preferred dashboard and language, and the ways to the
// password change and the notification settings, and the open sessions (SessionsSection).
import KeyIcon from '@mui/icons-material/Key';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { useSessionUser } from '../../providers/useSession';
import { DashboardSetting } from './DashboardSetting';
import { LanguageSetting } from './LanguageSetting';
import { PictureEditor } from './PictureEditor';
import { ProfileForm } from './ProfileForm';
import { SessionsSection } from './SessionsSection';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardContent sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

export const ProfilePage = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  return (
    <Box sx={{ p: 2, maxWidth: 760, display: 'grid', gap: 2 }}>
      <Title title="app.account.profile.title" />
      <Typography variant="h4" component="h1">
        {translate('app.account.profile.title')}
      </Typography>
      <Section title={translate('app.account.profile.identity')}>
        <PictureEditor />
        <TextField
          label={translate('app.account.profile.email')}
          value={user?.email ?? ''}
          slotProps={{ input: { readOnly: true } }}
          variant="filled"
        />
        <ProfileForm />
      </Section>
      <Section title={translate('app.account.profile.preferences')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DashboardSetting />
          <LanguageSetting />
        </Stack>
      </Section>
      <Section title={translate('app.account.profile.security')}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {/* An SSO user's password lives at the identity provider (spec §4). */}
          {user?.sso_settings ? (
            <Typography color="text.secondary" sx={{ flexBasis: '100%' }}>{translate('app.account.profile.sso_note')}</Typography>
          ) : (
            <Button component={Link} to="/change-password" variant="outlined" startIcon={<KeyIcon />}>
              {translate('app.account.profile.change_password')}
            </Button>
          )}
          <Button component={Link} to="/user/notifications" startIcon={<NotificationsIcon />}>
            {translate('app.account.profile.notifications_link')}
          </Button>
        </Stack>
      </Section>
      <Section title={translate('app.sessions.title')}>
        <SessionsSection />
      </Section>
    </Box>
  );
};
