import { describe, expect, it } from 'vitest';
import { codeFromScan, codePagePath } from '../../../src/features/scanner/scannedCode';
import { problemOf } from '../../../src/features/scanner/useCamera';

describe('codeFromScan', () => {
  it('reads the code back from a label of ours (the console page of the code), whatever the host', () => {
    expect(codeFromScan('https://conformite.example.fr/elements/qr_code/K7F3Q9ABCD12')).toBe('K7F3Q9ABCD12');
    expect(codeFromScan('http://127.0.0.1:8191/elements/qr_code/QR-000001/')).toBe('QR-000001');
    expect(codeFromScan('https://x.fr/app/elements/qr_code/a%23b')).toBe('a#b');
  });

  it('takes any other text as a bare code, trimmed', () => {
    expect(codeFromScan('  QR-000001\n')).toBe('QR-000001');
    expect(codeFromScan('https://fournisseur.example/etiquette/123')).toBe('https://fournisseur.example/etiquette/123');
    expect(codeFromScan('   ')).toBeNull();
  });

  it('builds the code page path, escaped', () => {
    expect(codePagePath('a#b/c')).toBe('/elements/qr_code/a%23b%2Fc');
  });
});

describe('camera problems', () => {
  it('maps getUserMedia errors to what the user reads', () => {
    expect(problemOf({ name: 'NotAllowedError' })).toBe('denied');
    expect(problemOf({ name: 'NotFoundError' })).toBe('no_camera');
    expect(problemOf({ name: 'NotReadableError' })).toBe('busy');
    expect(problemOf(new Error('x'))).toBe('unavailable');
  });
});
