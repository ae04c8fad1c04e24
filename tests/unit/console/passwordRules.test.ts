import { afterEach, describe, expect, it, vi } from 'vitest';
import { changePassword, confirmPasswordReset } from '../../../src/pages/password/passwordApi';
import {
  afterChangePath,
  CHANGE_FORM,
  FILL_ALL,
  formErrorsOf,
  isInvalidLinkError,
  isValidEmail,
  MISMATCH,
  normaliseEmail,
  RESET_FORM,
  validatePasswordForm,
} from '../../../src/pages/password/passwordRules';
import { isPublicPath } from '../../../src/providers/redirects';
import { call, json, mockFetch, signIn } from './helpers';

const LINK_ERROR = "Le lien est invalide, sans doute parce qu'il a déjà été utilisé.";

describe('password form rules (spec §5)', () => {
  it('requires every field of the change form, and marks the empty ones', () => {
    expect(validatePasswordForm(CHANGE_FORM, {})).toEqual({
      root: FILL_ALL,
      fields: { old_password: true, new_password: true, new_password_confirm: true },
    });
    expect(validatePasswordForm(CHANGE_FORM, { old_password: 'a', new_password: 'b' })).toEqual({
      root: FILL_ALL,
      fields: { new_password_confirm: true },
    });
  });

  it('requires the new password twice alike, without trimming', () => {
    expect(validatePasswordForm(CHANGE_FORM, { old_password: 'a', new_password: 'secret12', new_password_confirm: 'secret13' })).toEqual({
      root: null,
      fields: { new_password_confirm: MISMATCH },
    });
    expect(validatePasswordForm(RESET_FORM, { password: 'secret12 ', password_confirm: 'secret12' }).fields).toEqual({
      password_confirm: MISMATCH,
    });
    expect(validatePasswordForm(RESET_FORM, { password: 'secret12', password_confirm: 'secret12' })).toEqual({ root: null, fields: {} });
  });

  it('has the spec texts in French', async () => {
    const { words } = await import('../../../resources/account.fr');
    expect(words.app.account.password.fill_all).toBe('Veuillez remplir tous les champs');
    expect(words.app.account.password.mismatch).toBe('Les nouveaux mots de passe ne sont pas identiques');
    expect(words.app.account.reset.invalid_link).toBe(LINK_ERROR);
    expect(words.app.account.reset.new_request_hint).toBe('Merci de faire une nouvelle demande.');
  });
});

describe('API answers on the password forms', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('puts field errors on their fields and non-field errors above', async () => {
    signIn();
    mockFetch(json({ new_password_confirm: ['Les nouveaux mots de passe ne sont pas identiques'], old_password: ['Mot de passe incorrect.'] }, 400));
    const error = await changePassword({ old_password: 'x', new_password: 'a', new_password_confirm: 'b' }).catch((e) => e);
    expect(formErrorsOf(error)).toEqual({
      root: null,
      fields: { new_password_confirm: 'Les nouveaux mots de passe ne sont pas identiques', old_password: 'Mot de passe incorrect.' },
    });
    expect(isInvalidLinkError(error)).toBe(false);

    mockFetch(json({ non_field_errors: ['Veuillez remplir tous les champs'] }, 400));
    const empty = await changePassword({ old_password: '', new_password: '', new_password_confirm: '' }).catch((e) => e);
    expect(formErrorsOf(empty)).toEqual({ root: 'Veuillez remplir tous les champs', fields: {} });

    mockFetch(json({ detail: 'Trop de tentatives.' }, 429));
    expect(formErrorsOf(await changePassword({ old_password: 'x', new_password: 'a', new_password_confirm: 'a' }).catch((e) => e))).toEqual({
      root: 'Trop de tentatives.',
      fields: {},
    });
  });

  it('recognises a refused reset link, and sends the link parts without a token', async () => {
    const fetch = mockFetch(json({ non_field_errors: [LINK_ERROR] }, 400));
    const error = await confirmPasswordReset({ uidB64: 'MQ', token: 't', password: 'a', password_confirm: 'a' }).catch((e) => e);
    expect(isInvalidLinkError(error)).toBe(true);
    const { url, body, headers } = call(fetch);
    expect(url).toBe('/api/v1/login/password-reset/confirm/');
    expect(body).toEqual({ uidB64: 'MQ', token: 't', password: 'a', password_confirm: 'a' });
    expect(headers.get('Authorization')).toBeNull();
    expect(isInvalidLinkError({ status: 500, body: { errors: {} } })).toBe(false);
  });
});

describe('password pages routing', () => {
  it('serves the reset pages in the public shell', () => {
    expect(isPublicPath('/reset-password')).toBe(true);
    expect(isPublicPath('/reset-password/email-sent')).toBe(true);
    expect(isPublicPath('/reset-password/confirm')).toBe(true);
    expect(isPublicPath('/change-password')).toBe(false);
  });

  it('signs out to /login with a message, keeping an in-app redirect only', () => {
    expect(afterChangePath(null)).toBe('/login?status=password_changed');
    expect(afterChangePath('/sites?page=2')).toBe('/login?status=password_changed&redirect=%2Fsites%3Fpage%3D2');
    expect(afterChangePath('https://evil.example')).toBe('/login?status=password_changed');
  });

  it('checks e-mail addresses after trimming and lowercasing', () => {
    expect(normaliseEmail('  Alice@Demo.FR ')).toBe('alice@demo.fr');
    expect(isValidEmail(' alice@demo.fr ')).toBe(true);
    expect(isValidEmail('alice@demo')).toBe(false);
    expect(isValidEmail('alice demo@x.fr')).toBe(false);
  });
});
