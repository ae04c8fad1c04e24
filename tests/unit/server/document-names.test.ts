import { describe, expect, it } from 'vitest';
import { nameWithExtension } from '../../../server/areas/documents/names';

describe('nameWithExtension', () => {
  it('keeps, replaces a file extension, or appends', () => {
    expect(nameWithExtension('Plan.pdf', 'pdf')).toBe('Plan.pdf');
    expect(nameWithExtension('Plan.PDF', 'pdf')).toBe('Plan.PDF');
    expect(nameWithExtension('Plan du site.pdf', 'png')).toBe('Plan du site.png');
    expect(nameWithExtension('Rapport v1.2', 'pdf')).toBe('Rapport v1.2.pdf');
    expect(nameWithExtension('Carnet', '')).toBe('Carnet');
    expect(nameWithExtension('x'.repeat(255), 'pdf')).toHaveLength(255);
  });
});
