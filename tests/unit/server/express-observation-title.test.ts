import { describe, expect, it } from 'vitest';
import { observationTitle } from '../../../server/areas/express-reports/validate';

describe("an express report's observation title", () => {
  it('drops the equipment reference the report put before it (the observation is linked to that element)', () => {
    expect(observationTitle('(Palan 148) : crochet déformé')).toBe('Crochet déformé');
    expect(observationTitle('(TGBT – niveau 0) - câble dénudé')).toBe('Câble dénudé');
    expect(observationTitle('  (Ext. 12): goupille absente ')).toBe('Goupille absente');
  });

  it('keeps a text without such a prefix, and one that is only a reference', () => {
    expect(observationTitle('Porte bloquée (côté quai)')).toBe('Porte bloquée (côté quai)');
    expect(observationTitle('Câble dénudé e2e')).toBe('Câble dénudé e2e');
    expect(observationTitle('(Palan 148) :')).toBe('(Palan 148) :');
  });
});
