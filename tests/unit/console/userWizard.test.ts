import { describe, expect, it } from 'vitest';
import {
  firstInvalidStep, INITIAL_VALUES, invitePayload, isStepValid, stepErrors, stepOfField, WIZARD_STEPS, type WizardValues,
} from '../../../src/features/users/wizardSteps';

const valid: WizardValues = {
  ...INITIAL_VALUES,
  source: 'template',
  template: 'reader',
  regulations: [1],
  factories: [2, 3],
  rights: { user: ['view'] },
  emails: 'A@demo.fr\nb@demo.fr',
};

describe('wizard steps', () => {
  it('step 1: a profile needs a user, a template needs a template', () => {
    expect(isStepValid('source', INITIAL_VALUES)).toBe(true);
    expect(stepErrors('source', { ...INITIAL_VALUES, source: 'profile' })).toEqual({
      profile: { message: 'app.users.errors.profile_required' },
    });
    expect(stepErrors('source', { ...INITIAL_VALUES, source: 'template' })).toEqual({
      template: { message: 'app.users.errors.template_required' },
    });
    expect(isStepValid('source', { ...INITIAL_VALUES, source: 'profile', profile: 7 })).toBe(true);
  });

  it('step 2: at least one regulation and one site', () => {
    expect(stepErrors('scope', INITIAL_VALUES)).toEqual({
      regulations: { message: 'app.users.errors.regulation_required' },
      factories: { message: 'app.users.errors.site_required' },
    });
    expect(stepErrors('scope', { ...INITIAL_VALUES, regulations: [1] })).toEqual({
      factories: { message: 'app.users.errors.site_required' },
    });
    expect(isStepValid('scope', valid)).toBe(true);
  });

  it('step 3: rights within the editor’s', () => {
    expect(isStepValid('rights', valid, { user: ['view'] })).toBe(true);
    expect(stepErrors('rights', { ...valid, rights: { user: ['view', 'delete'] } }, { user: ['view'] })).toEqual({
      rights: { message: 'app.users.errors.rights_beyond', args: { rights: 'user.delete' } },
    });
    expect(isStepValid('rights', { ...valid, rights: {} }, { user: ['view'] })).toBe(true);
  });

  it('step 4: valid addresses only', () => {
    expect(stepErrors('emails', { ...valid, emails: 'ok@demo.fr, pas-une-adresse' }).emails?.message).toBe('app.users.errors.email_invalid');
    expect(stepErrors('emails', { ...valid, emails: '' }).emails?.message).toBe('app.users.errors.emails_required');
    expect(isStepValid('emails', valid)).toBe(true);
  });

  it('sends the user back to the first step in error, and maps API fields to steps', () => {
    expect(firstInvalidStep(valid)).toBe(-1);
    expect(firstInvalidStep({ ...valid, factories: [] })).toBe(1);
    expect(firstInvalidStep({ ...valid, emails: 'x' })).toBe(3);
    expect(stepOfField('regulations')).toBe(1);
    expect(stepOfField('source.kind')).toBe(0);
    expect(stepOfField('rights')).toBe(2);
    expect(stepOfField('emails')).toBe(3);
    expect(stepOfField('non_field_errors')).toBe(WIZARD_STEPS.length - 1);
  });
});

describe('invitePayload', () => {
  it('sends normalized addresses, the source and the scope', () => {
    expect(invitePayload(valid)).toEqual({
      emails: ['a@demo.fr', 'b@demo.fr'],
      source: { kind: 'template', template: 'reader' },
      factories: [2, 3],
      regulations: [1],
      buildings: [],
      rights: { user: ['view'] },
      teams: [],
      is_administrator: false,
      can_process_express_reports: false,
      dashboard_access: ['main'],
    });
    expect(invitePayload({ ...valid, buildings: [7], is_administrator: true, dashboard_access: ['main'] })).toMatchObject({
      buildings: [7], is_administrator: true, dashboard_access: ['main'],
    });
    expect(invitePayload({ ...valid, source: 'profile', profile: 4 }).source).toEqual({ kind: 'profile', user: 4 });
    expect(invitePayload({ ...valid, source: 'scratch' }).source).toEqual({ kind: 'scratch' });
  });
});
