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

describe('round 13b: an export and work orders', () => {
  it('a colour a key explains with "=" ("Indicateur : Vert = … ; Rouge = …") in an "Indicateur" column; a time stamp is no element; the visit column\'s earliest date', async () => {
    const r = await extract(page([
      'Manitou – portail services – export « Suivi VGP » – généré le 2026-01-09T14:53 – 3 ligne(s)',
      'N°   Site      N° série         Désignation            Modèle         Compteur Passage         Struct. Freins    Indicateur      Obs.',
      '1    Lyon      N-1-0028         Chariot élévateur 028   ME 318        —          03/01/2026   —       —       Gris',
      '2    Lyon      N-1-0037         Chariot élévateur 037   MI 25 D       2450 h     03/01/2026   OK      OK      Vert',
      '3    Nantes    N-1-0046         Chariot élévateur 046   MT 625        4913 h     04/01/2026   OK      NOK     Rouge            R1',
      'Indicateur : Vert = VGP satisfaisante, aucun point relevé ; Rouge = défectuosité constatée (NOK), chariot non conforme ; Gris = VGP non réalisée, non vérifié.',
    ]), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0028', null], ['N-1-0037', 'compliant'], ['N-1-0046', 'non_compliant']]);
    expect(r.inspection_date.value).toBe('2026-01-03');
  });
  it('a work order: "Équipement   <id> – …" names its element, "Code de clôture   SOLDÉ – ANOMALIE (DI …)" concludes it, "Réalisé le" dates it (not "Planifié le"); a range code on every order is no element', async () => {
    const order = (n: number, id: string, code: string) => [
      `BT n° 26-00417${n}                Type : préventif – G-ELEC-12                       Statut : clôturé`,
      `Équipement                     ${id} – Tableau électrique`,
      `Planifié le                    1${n}/01/2026       Réalisé le     16/01/2026 07:37 → 08:34      Intervenant : R. Benali`,
      'Compte rendu                   Dispositif différentiel 30 mA ne déclenchant pas au test.',
      `Code de clôture                ${code}`];
    const r = await extract(page([...order(1, 'N-1-0104', 'SOLDÉ – ANOMALIE (DI 26-8280)'), ...order(2, 'N-1-0113', 'SOLDÉ – RAS'), ...order(3, 'N-1-0096', 'NON RÉALISÉ')]), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0104', 'non_compliant'], ['N-1-0113', 'compliant'], ['N-1-0096', null]]);
    expect(r.inspection_date.value).toBe('2026-01-16');
  });
  it('a professional rule\'s date ("CTP du 23 juillet 2020") is not the inspection\'s', async () => {
    const r = await extract(page(['Réf. : contrat de maintenance n° TS-80361 – plan d\'inspection des systèmes frigorifiques (CTP du 23 juillet 2020)']), ctx);
    expect(r.inspection_date.value).toBeNull();
  });
});

describe('round 13b: a score against its stated threshold', () => {
  it('"conforme si son score est supérieur ou égal à 80 %": a "Score" column\'s percentages are verdicts, "n.é." is not evaluated; without the threshold, a percentage says nothing', async () => {
    const method = 'Seuil de conformité : un équipement est conforme si son score est supérieur ou égal à 80 %. En dessous de 80 %, il est non conforme.';
    const table = ['N°    Repère           Équipement                    Bâtiment – local                Pts appl. Pts OK    Score      Écart',
      '1     N-1-0104         Tableau électrique 104        Bât. B – TGBT                     16         16     100 %',
      '3     N-1-0113         Tableau électrique 113        Bât. A – atelier                  17         14     80 %',
      '4     N-1-0114         Transformateur 114            Bât. C – poste HTA/BT             12         7      58 %        E1',
      '5     N-1-0096         Transformateur 096            Bât. C – poste HTA/BT             —          —      n.é.'];
    expect(await verdicts([method, ...table])).toEqual([['N-1-0104', 'compliant'], ['N-1-0113', 'compliant'], ['N-1-0114', 'non_compliant'], ['N-1-0096', null]]);
    expect((await verdicts(table)).map(([, v]) => v)).not.toContain('compliant');
  });
});

describe('round 13b: cells OCR glued', () => {
  it('a cell whose words disagree ("ok déf. ok Aréparer") leaves the row unread; a denied finding ("Pas de point chaud") does not disagree', async () => {
    expect(await verdicts(['2 Lyon     N-1-0081    Palan 081          DC-Pro5 2t      3,5 % ok ok     ok déf. ok Aréparer        D2'], 'ocr')).toEqual([['N-1-0081', 'unknown']]);
    expect(await verdicts(['5    N-1-0104        Tableau électrique 104         Chaufferie               45 %       Pas de point chaud'])).toEqual([['N-1-0104', 'compliant']]);
  });
});
