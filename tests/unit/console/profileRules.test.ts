import { describe, expect, it } from 'vitest';
import { dashboardOf, nameChanges, pictureFileError, uploadErrorKind } from '../../../src/features/account/profileRules';
import { user } from './helpers';

describe('profile picture checks (spec §5: png, jpg, jpeg)', () => {
  it('accepts the three extensions in any case, and refuses the rest as invalid_type', () => {
    expect(pictureFileError({ name: 'me.png' })).toBeNull();
    expect(pictureFileError({ name: 'ME.JPG' })).toBeNull();
    expect(pictureFileError({ name: 'photo.v2.jpeg' })).toBeNull();
    expect(pictureFileError({ name: 'scan.pdf' })).toBe('invalid_type');
    expect(pictureFileError({ name: 'image.gif' })).toBe('invalid_type');
    expect(pictureFileError({ name: 'png' })).toBe('invalid_type');
  });

  it("reads the API's file_error kind, else a transfer failure or an unknown error", () => {
    const http = (status: number, errors: Record<string, unknown> = {}) => ({ status, body: { errors } });
    expect(uploadErrorKind(http(400, { file: 'Type non accepté', file_error: 'invalid_type' }))).toBe('invalid_type');
    expect(uploadErrorKind(http(400, { file: 'Fichier trop volumineux', file_error: 'invalid_size' }))).toBe('invalid_size');
    expect(uploadErrorKind(http(400, { file_error: 'failed_upload' }))).toBe('failed_upload');
    expect(uploadErrorKind(http(400, { file_error: 'weird' }))).toBe('other');
    expect(uploadErrorKind(http(0))).toBe('failed_upload');
    expect(uploadErrorKind(http(500))).toBe('other');
  });
});

describe('profile changes', () => {
  it('sends only the names that changed, trimmed', () => {
    const me = user({ first_name: 'Alice', last_name: 'Martin' });
    expect(nameChanges(me, { first_name: 'Alice', last_name: 'Martin' })).toEqual({});
    expect(nameChanges(me, { first_name: ' Alicia ', last_name: 'Martin' })).toEqual({ first_name: 'Alicia' });
    expect(nameChanges(me, { first_name: 'Alice', last_name: '' })).toEqual({ last_name: '' });
  });

  it('reads the preferred dashboard, conformity meaning score (spec §2)', () => {
    expect(dashboardOf(undefined)).toBe('main');
    expect(dashboardOf('main')).toBe('main');
    expect(dashboardOf('score')).toBe('score');
    expect(dashboardOf('conformity')).toBe('score');
  });
});
