// Round 23b of issue 26: round 23's blind half (measured once with ed10f18's rules, then tuned
// on), read by general rules; its own text layers, identifiers in the test pool's range. Each test
// fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract, readTextLayer } from '../../server/areas/express-reports/analysis';
import { idScore } from '../../server/areas/express-reports/analysis/normalise';
import { ctx, page, verdicts } from '../fixtures/express/extraction';
import { Writer } from '../fixtures/express/writer';

describe('round 23b: no element where the report names none', () => {
  it('a tester\'s file and software version, and a template\'s example row left in, are no elements', async () => {
    expect(idScore('SES-2602-6.mem')).toBe(0);
    expect(idScore('v4.2')).toBe(0);
    expect(await verdicts([
      'Rapport de mesures – SES-2602-6.mem – logiciel de rapport de l\'instrument v4.2 – imprimé le 2026-02-24 14:49',
      'Exemple : Installation : TGBT bâtiment X (exemple) – Repère : XX-000 – Appréciation : Non satisfaisant – Observation :',
      'Tableau électrique 017 (N-1-0017) : conforme.',
    ])).toEqual([['N-1-0017', 'compliant']]);
  });
});

describe('round 23b: recall', () => {
  it('a slip whose rows are three lines high: each line goes with the numbered line nearest it', async () => {
    expect(await verdicts([
      'Résultat (une case par appareil) – OK : appareil vérifié, apte (étiquette de maintenance posée) · HS : hors service,',
      'à remplacer (étiquette « HORS SERVICE ») · NC : non contrôlé – préciser le motif en observation.',
      'N°    Emplacement             Repère           Type          Année   OK    HS    NC    Observations',
      '      Bureaux RDC            N-1-0052                                                  Ferme-porte défectueux : la porte ne',
      '1                                              EP 9 L        2015                      se referme pas.',
      '                             Ext. 052                                        X',
      '      Local TGBT             N-1-0063                                                  goupille remplacée',
      '2                                              CO2 5 kg      2008     X',
      '                             Ext. 063',
      '3',
      '4',
    ])).toEqual([['N-1-0052', 'non_compliant'], ['N-1-0063', 'compliant']]);
  });
  it('a table of one line a row, its cells wrapped under it, is not cut into bands', async () => {
    expect(await verdicts([
      'N°    Repère           Équipement                 Résultat      Observations',
      '1     N-1-0052         Porte coupe-feu 052        Conforme',
      '2     N-1-0063         Porte coupe-feu 063        Non conforme  Ferme-porte défectueux : la porte ne',
      '                                                                se referme pas.',
      '3     N-1-0096         Porte coupe-feu 096        Conforme',
    ])).toEqual([['N-1-0052', 'compliant'], ['N-1-0063', 'non_compliant'], ['N-1-0096', 'compliant']]);
  });
  it('a tester\'s "Bilan objet : OK" concludes its object; an examination\'s "ACCEPTABLE" / "NON ACCEPTABLE" is a verdict', async () => {
    expect(await verdicts([
      'OBJET 01 │ TD-BUR-01 │ Tableau électrique 017 │ repère N-1-0017 │ Magasin – quai 2',
      '1    2026-02-21 07:56:32        Continuité PE                      barrette → masse              0,35 Ω           ≤ 2,00 Ω        PASS',
      'Bilan objet : OK (6/6 PASS)',
      '1. Récipient sous pression 077 – repère N-1-0077',
      '                                                                                N° de fabrication : 54605/2006',
      '                                                                                Résultat : NON ACCEPTABLE',
      '2. Récipient sous pression 088 – repère N-1-0088',
      '                                                                                Résultat : ACCEPTABLE',
    ])).toEqual([['N-1-0017', 'compliant'], ['N-1-0077', 'non_compliant'], ['N-1-0088', 'compliant']]);
  });
});

describe('round 23b: a key of quoted options', () => {
  it('"« Aucune » – appareil apte, rien à lever": the quoted option is explained by the words after its dash', async () => {
    expect(await verdicts([
      'Suite à donner : « Aucune » – appareil apte, rien à lever ; « Remise en état avant utilisation » – défectuosité constatée,',
      'l\'appareil ne doit pas être utilisé avant réparation ; « Vérification à compléter » – appareil non vérifié, aucun avis émis.',
      'Repère          Appareil                           Emplacement                             Suite à donner',
      'N-1-0003        Pont roulant 003                   Bât. 3 – travée D/E – file 7            Aucune',
      'N-1-0047        Pont roulant 047                   Bât. 1 – travée C/D – file 8            Remise en état avant utilisation',
    ])).toEqual([['N-1-0003', 'compliant'], ['N-1-0047', 'non_compliant']]);
  });
});

describe('round 23b: an online form\'s responses printed', () => {
  it('a filled radio button ticks the option right of it', async () => {
    const w = new Writer('Formulaire', 'Formulaire');
    w.doc.font('R').fontSize(10).text('Résultat de la porte *', 60, 100, { lineBreak: false });
    // The filled circle before "Conforme", empty circles before the other options.
    w.doc.circle(66, 124, 4).fill('#7e57c2');
    w.doc.circle(186, 124, 4).lineWidth(0.8).stroke('#555555');
    w.doc.fillColor('black').text('Conforme', 74, 120, { lineBreak: false }).text('Non conforme', 194, 120, { lineBreak: false });
    let text = '';
    for await (const p of readTextLayer(await w.end())) text += p.text;
    expect(text).toMatch(/☒ Conforme\s+Non conforme/);
  });
  it('each required question with its answer on the next line: the door\'s identifier, then its result; the form\'s title is no body', async () => {
    const form = [
      'Visite annuelle des portes coupe-feu',
      'FB Incendie – une réponse par porte. * Indique une question obligatoire',
      'Réponse 1 sur 2',
      'Repère de la porte (étiquette client) *',
      'N-1-0065',
      'Résultat de la porte *',
      '☒ Conforme      Non conforme         Non vérifiable',
      'Réponse 2 sur 2',
      'Repère de la porte (étiquette client) *',
      'N-1-0087',
      'Résultat de la porte *',
      'Conforme      ☒ Non conforme         Non vérifiable',
    ];
    expect(await verdicts(form)).toEqual([['N-1-0065', 'compliant'], ['N-1-0087', 'non_compliant']]);
    expect((await extract(page(form), ctx)).organisation.value).not.toMatch(/visite annuelle/i);
  });
});
