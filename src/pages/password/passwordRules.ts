// Pure rules of the password forms (spec §5): every field required ('Veuillez remplir tous les
// champs'), the new password typed twice alike ('Les nouveaux mots de passe ne sont pas
// identiques'). The API checks the same and more (length, old password); its answers are mapped
// to the same shape so one view shows both.
import { UNKNOWN_ERROR } from '../../providers/httpErrors';
import { safeRedirect } from '../../providers/redirects';

export const FILL_ALL = 'app.account.password.fill_all';
export const MISMATCH = 'app.account.password.mismatch';

export interface PasswordForm {
  /** Every field of the form, in display order (the API's names). */
  fields: readonly string[];
  /** The new password and its confirmation. */
  password: string;
  confirm: string;
}

/** POST /user/change-password/ */
export const CHANGE_FORM = {
  fields: ['old_password', 'new_password', 'new_password_confirm'],
  password: 'new_password',
  confirm: 'new_password_confirm',
} as const satisfies PasswordForm;

/** POST /login/password-reset/confirm/ */
export const RESET_FORM = {
  fields: ['password', 'password_confirm'],
  password: 'password',
  confirm: 'password_confirm',
} as const satisfies PasswordForm;

/** Messages (translation keys or the API's translated text): one for the form, one per field. */
export interface FormErrors {
  root: string | null;
  /** `true`: the field is in error, the message is the root one. */
  fields: Record<string, string | true>;
}

export const NO_ERRORS: FormErrors = { root: null, fields: {} };

export const hasErrors = (errors: FormErrors) => errors.root !== null || Object.keys(errors.fields).length > 0;

/** The console's own check, before any call. Passwords are never trimmed. */
export const validatePasswordForm = (form: PasswordForm, values: Record<string, string | undefined>): FormErrors => {
  const empty = form.fields.filter((f) => !values[f]);
  if (empty.length) return { root: FILL_ALL, fields: Object.fromEntries(empty.map((f) => [f, true])) };
  if (values[form.password] !== values[form.confirm]) return { root: null, fields: { [form.confirm]: MISMATCH } };
  return NO_ERRORS;
};

/** An error thrown by the http client (HttpError: `message`, `status`, `body.errors`) as form errors. */
export const formErrorsOf = (error: unknown): FormErrors => {
  const e = error as { message?: string; body?: { errors?: Record<string, unknown> } } | null;
  const errors = e?.body?.errors ?? {};
  const root = (errors.root as { serverError?: unknown } | undefined)?.serverError;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) if (name !== 'root' && typeof message === 'string') fields[name] = message;
  return {
    root: typeof root === 'string' && root ? root : Object.keys(fields).length ? null : e?.message || UNKNOWN_ERROR,
    fields,
  };
};

/**
 * The reset link was refused (used, expired or forged): the API answers 400 with a
 * non_field_errors message ('Le lien est invalide…'); field errors are about the passwords.
 */
export const isInvalidLinkError = (error: unknown): boolean => {
  const e = error as { status?: number; body?: { errors?: { root?: unknown } } } | null;
  return e?.status === 400 && !!e.body?.errors?.root;
};

/** Spec §5: an address checked after trimming and lowercasing. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
export const isValidEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normaliseEmail(value));

/** After a change the user is signed out: the login page with a message (and the pending redirect). */
export const afterChangePath = (redirect: string | null) => {
  const target = safeRedirect(redirect);
  return `/login?status=password_changed${target ? `&redirect=${encodeURIComponent(target)}` : ''}`;
};
