// Toast titles and durations (spec §8, §9), from what react-admin and the http client notify.
import { describe, expect, it } from 'vitest';
import { toastOf, TOAST_MS } from '../../../src/layout/toasts/toastRules';
import { mapErrorBody } from '../../../src/providers/httpErrors';
import { fr } from '../../../locales/fr';
import { en } from '../../../locales/en';

describe('toasts (spec §8, §9)', () => {
  it('shows network and server failures 5,000 ms under [NETWORK] and [500]', () => {
    expect(toastOf({ message: 'app.errors.network', type: 'error' })).toMatchObject({
      title: 'app.toasts.network', severity: 'error', duration: 5000,
    });
    expect(toastOf({ message: 'app.errors.server', type: 'error' })).toMatchObject({
      title: 'app.toasts.server', message: 'app.errors.server', duration: 5000,
    });
    expect(fr.app.toasts.network).toBe('[NETWORK]');
    expect(fr.app.toasts.server).toBe('[500]');
    expect(fr.app.errors.server).toBe('Désolé, une erreur inattendue est survenue.');
  });

  it("turns react-admin's invalid form into the spec's text, titled 'Erreur', 2,000 ms", () => {
    expect(toastOf({ message: 'ra.message.invalid_form', type: 'error' })).toMatchObject({
      title: 'app.toasts.error', message: 'app.errors.invalid_form', severity: 'error', duration: 2000,
    });
    expect(fr.app.toasts.error).toBe('Erreur');
    expect(fr.app.errors.invalid_form).toBe('Formulaire invalide, corrigez les erreurs et réessayez.');
    expect(en.app.errors.invalid_form).toBe('Invalid form, please correct the errors and try again.');
  });

  it('keeps an error 2,000 ms, and a list of several messages 3,000 ms', () => {
    expect(toastOf({ message: 'Nom obligatoire.', type: 'error' })).toMatchObject({ title: 'app.toasts.error', duration: 2000 });
    const list = mapErrorBody({ non_field_errors: ['Site inconnu.'], name: ['Trop long.', 'Vide.'] });
    expect(toastOf({ message: list.message, type: 'error' }).duration).toBe(TOAST_MS.list);
    const several = mapErrorBody({ non_field_errors: ['Un.', 'Deux.'] }).errors.root as { serverError: string };
    expect(toastOf({ message: several.serverError, type: 'error' }).duration).toBe(3000);
    const single = mapErrorBody({ name: ['Trop long.'] });
    expect(toastOf({ message: single.message, type: 'error' }).duration).toBe(2000);
  });

  it("says 'Unexpected error.' for a failure without a message of its own", () => {
    for (const message of ['', 'ra.notification.http_error', undefined]) {
      expect(toastOf({ message, type: 'error' })).toMatchObject({ message: 'app.errors.unexpected', duration: 2000 });
    }
    expect(en.app.errors.unexpected).toBe('Unexpected error.');
  });

  it('shows successes 2,000 ms, react-admin saves included', () => {
    expect(toastOf({ message: 'app.account.saved', type: 'success' })).toMatchObject({ severity: 'success', duration: 2000 });
    const saved = toastOf({ message: 'resources.factories.notifications.updated', type: 'info' });
    expect(saved).toMatchObject({ severity: 'success', duration: 2000 });
    expect(saved.title).toBeUndefined();
    expect(toastOf({ message: 'ra.notification.deleted', type: 'info' }).duration).toBe(2000);
  });

  it("says the spec's one success text for every create, edit and delete (§5), never 'Élément créé'", () => {
    for (const key of ['ra.notification.created', 'ra.notification.updated', 'ra.notification.deleted',
      'resources.interventions.notifications.created', 'resources.tasks.notifications.deleted', 'resources.user/team.notifications.created']) {
      expect(toastOf({ message: key, type: 'info' }).message).toBe('app.toasts.saved');
    }
    expect(toastOf({ message: 'ra.notification.updated', type: 'info', notificationOptions: { undoable: true } }).message)
      .toBe('app.toasts.saved');
    expect(toastOf({ message: 'app.interventions.status_updated', type: 'success' }).message).toBe('app.interventions.status_updated');
    expect(fr.app.toasts.saved).toBe('Votre action a bien été prise en compte.');
    expect(en.app.toasts.saved).toBe('Your action has been taken into account.');
  });

  it('keeps an undoable notice until its own delay', () => {
    expect(toastOf({ message: 'ra.notification.updated', type: 'info', notificationOptions: { undoable: true, autoHideDuration: 4000 } }))
      .toMatchObject({ undoable: true, duration: 4000 });
  });
});

describe('runtime errors of the data layer', () => {
  it("become 'Unexpected error.'; API errors and other failures pass unchanged", async () => {
    const { withUnexpectedErrors } = await import('../../../src/providers/unexpectedErrors');
    const { HttpError } = await import('ra-core');
    const apiError = new HttpError('Nom obligatoire.', 400, {});
    const provider = withUnexpectedErrors({
      flag: true,
      bug: async () => (undefined as unknown as { x: number }).x,
      api: async () => Promise.reject(apiError),
      fine: async (n: number) => n + 1,
    });
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await expect(provider.bug()).rejects.toMatchObject({ message: 'app.errors.unexpected' });
    } finally {
      console.error = quiet;
    }
    await expect(provider.api()).rejects.toBe(apiError);
    await expect(provider.fine(1)).resolves.toBe(2);
    expect(provider.flag).toBe(true);
    expect(toastOf({ message: 'app.errors.unexpected', type: 'error' }).message).toBe('app.errors.unexpected');
  });
});
