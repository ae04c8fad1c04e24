/** E-mail texts (en): the same keys as locales/fr/mail.ts. */
export const mail = {
  layout: {
    greeting: 'Hello,',
    link_fallback: 'If the button does not work, copy this link into your browser:',
    footer: 'This message was sent automatically by %{app}. Please do not reply.',
    open_app: 'Open %{app}',
  },
  export_ready: {
    subject: '%{app}: your “%{resource}” export is ready',
    intro: 'Your “%{resource}” export is ready.',
    rows: 'Rows exported: %{rows}',
    action: 'Download the file',
    note: 'The download link is valid until %{expires}.',
  },
  invitation: {
    subject: '%{inviter} invites you to %{app}',
    intro: '%{inviter} invites you to join the %{company} workspace on %{app}, the regulatory compliance tracking console.',
    action: 'Choose my password',
    note: 'This link is personal and works only once. If you did not expect this invitation, ignore this message.',
  },
  password_reset: {
    subject: '%{app}: reset your password',
    intro: 'A password reset was requested for your %{app} account.',
    action: 'Choose a new password',
    note: 'This link works only once. If you did not ask for it, ignore this message: your password stays the same.',
  },
  job_failed: {
    subject: '%{app}: “%{what}” failed',
    intro: 'The task “%{what}” failed.',
    reason: 'Reason: %{reason}',
    note: 'You can run it again from %{app}. If the problem persists, contact your administrator.',
  },
  webhook_disabled: {
    subject: '%{app}: webhook disabled after %{failures} failures',
    intro: 'The webhook to %{url} was disabled: its last %{failures} deliveries failed.',
    action: 'See the delivery log',
    note: 'Fix the address or the service behind it, then turn the webhook back on: deliveries will resume.',
  },
} as const;
