// Round 13b of issue 26: what round 13's blind half showed (measured once, then tuned on), read
// by general rules. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { idScore } from '../../server/areas/express-reports/analysis/normalise';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

describe('round 13b: no false fact from a verdict column whose words are not read', () => {
  const header = 'Lig. Site    Repère         Appareil                Type       CMU     Usure   Cr.   C/ch. Fr.    FdC Mq. Résultat           Déf.';
  it('"Rebut" is a finding; words the vocabulary does not read leave the row unread, the checks\' "ok" do not decide', async () => {
    expect(await verdicts([header,
      '1    Lyon    N-1-0054       Pont roulant 054        ZKKE       10 t    5,7 %   ok    déf.   ok    ok   ok    Rebut           D1',
      '3    Lyon    N-1-0063       Pont roulant 063        ZKKE       10 t    1,3 %   ok    ok     ok    ok   ok    Démonté'])).toEqual([['N-1-0054', 'non_compliant'], ['N-1-0063', 'unknown']]);
  });
  it('OCR\'s "Aréparer" is "À réparer"; "En service" in a decision column is compliant', async () => {
    expect(await verdicts(['Lig.  Site     Repère       Appareil            Usure    Résultat      Déf.',
      '2     Lyon     N-1-0072     Pont roulant 072    35%      Aréparer      D2'], 'ocr')).toEqual([['N-1-0072', 'non_compliant']]);
    expect(await verdicts(['N°   Repère         Désignation                Local              Ferm.   Verr.  Sél.    Joint  Ventouse Signal.  Décision',
      '1    N-1-0053       Porte coupe-feu 053        Atelier            S       S      S       S      S       S     En service'])).toEqual([['N-1-0053', 'compliant']]);
  });
});

describe('round 13b: identifiers', () => {
  it('a loop\'s address beside the client\'s tag on a row ("B1-P005   N-1-0080"): the row is the tag\'s element', async () => {
    const r = await extract(page(['Adresse      Repère           Désignation             Local                  Zone    Heure     Retour     Résultat          Anom.',
      'B1-P005      N-1-0080         Porte coupe-feu 080     Local archives         ZC1     14:09     OK         Essai OK',
      'B1-P022      N-1-0035         Porte coupe-feu 035     Sas magasin            ZC2     14:19     absent     Essai NOK         An. 1']), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict, e.element !== null])).toEqual([['N-1-0080', 'compliant', true], ['N-1-0035', 'non_compliant', true]]);
  });
  it('OCR\'s noise around a struck-out word is no identifier', () => {
    expect(idScore('/->075')).toBe(0);
    expect(idScore('/-7357-Saustaisante”/')).toBe(0);
    expect(idScore('N-1-0072')).toBeGreaterThanOrEqual(4);
    expect(idScore('—N-1-0072')).toBeGreaterThanOrEqual(4);
  });
});

describe('round 13b: blocks', () => {
  it('a statement of the rule for all ("Les réservoirs dont la requalification est refusée … ne peuvent être exploités") concludes no block', async () => {
    expect(await verdicts(['Repère exploitant :                 N-1-0075', 'Désignation :                       Récipient sous pression 075',
      'DÉCISION :        REQUALIFICATION PRONONCÉE / REFUSÉE / AJOURNÉE', 'Observations : Prochaine requalification : 07/2036.',
      'Les réservoirs dont la requalification est refusée ou ajournée ne peuvent être exploités : isoler et mettre hors pression'])).toEqual([['N-1-0075', 'unknown']]);
  });
});
