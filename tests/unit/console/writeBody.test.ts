// Multipart bodies as the API reads them (server/areas/documents/upload.ts formBody): lists as
// repeated values, null as an empty value, the file under its name.
import { describe, expect, it } from 'vitest';
import { toBody } from '../../../src/providers/writeBody';

describe('toBody', () => {
  it('is JSON without a file', () => {
    expect(toBody({ name: 'a', factories: [1, 2] })).toEqual({ name: 'a', factories: [1, 2] });
  });

  it('is FormData with a file: lists repeated (none: one empty value), null empty', () => {
    const file = new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });
    const form = toBody({ file: { rawFile: file, title: 'scan.pdf' }, factories: [1, 2], tags: [], regulation: null, status: 'online' }) as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('factories')).toEqual(['1', '2']);
    expect(form.getAll('tags')).toEqual(['']);
    expect(form.get('regulation')).toBe('');
    expect(form.get('status')).toBe('online');
    expect((form.get('file') as File).name).toBe('scan.pdf');
  });
});
