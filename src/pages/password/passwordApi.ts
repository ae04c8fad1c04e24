// The password calls (docs/issue4-contract.md "Password flows"): the public reset request and
// confirmation (paths under /login/, no token), and the authenticated change.
import { httpClient } from '../../providers/httpClient';

/** Always 200 (no account enumeration); the API mails a one-use link. */
export const requestPasswordReset = async (email: string): Promise<void> => {
  await httpClient('/login/password-reset/', { method: 'POST', body: { email } });
};

export const confirmPasswordReset = async (body: { uidB64: string; token: string; password: string; password_confirm: string }) => {
  await httpClient('/login/password-reset/confirm/', { method: 'POST', body });
};

/** Revokes every session of the user, this one included. */
export const changePassword = async (body: { old_password: string; new_password: string; new_password_confirm: string }) => {
  await httpClient('/user/change-password/', { method: 'POST', body });
};
