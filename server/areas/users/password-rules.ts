// Pure rules of the password forms (spec §5): every field filled, the new password typed twice
// the same, a minimum length. Messages are api.users.password.* keys.
import type { FieldErrors, Message } from '../../http/errors';

export const PASSWORD_MIN = 8;

const msg = (key: string, params?: Message['params']): Message => ({ key: `api.users.password.${key}`, params });

/** The new password and its confirmation, under the names the form uses. */
export function newPasswordErrors(password: string, confirm: string, fields: { password: string; confirm: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (password.length < PASSWORD_MIN) errors[fields.password] = [msg('too_short', { min: PASSWORD_MIN })];
  if (password !== confirm) errors[fields.confirm] = [msg('mismatch')];
  return errors;
}

export interface ChangePasswordInput {
  old_password?: string;
  new_password?: string;
  new_password_confirm?: string;
}

/** The change-password form: an empty field is the only error shown, then the new-password rules. */
export function changePasswordErrors(input: ChangePasswordInput): FieldErrors {
  const { old_password: old, new_password: password, new_password_confirm: confirm } = input;
  if (!old || !password || !confirm) return { non_field_errors: [msg('fill_all')] };
  return newPasswordErrors(password, confirm, { password: 'new_password', confirm: 'new_password_confirm' });
}
