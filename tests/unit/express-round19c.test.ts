// Round 19c of issue 26: what round 19's blind half still did not read, eight sessions on — a
// table printed sideways, a table printed in two parts, a bundle whose documents' types are the
// results, a dictation's transcript, a portal's folded groups, review balloons, a report by check
// point. Each by a general rule; each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract, readTextLayer } from '../../server/areas/express-reports/analysis';
import { findDates } from '../../server/areas/express-reports/analysis/dates';
import { idScore } from '../../server/areas/express-reports/analysis/normalise';
import { toLines } from '../../server/areas/express-reports/analysis/extract';
import { joinParts } from '../../server/areas/express-reports/analysis/parts';
import { sentenceVerdict } from '../../server/areas/express-reports/analysis/sentences';
import { ctx, page, verdicts } from '../fixtures/express/extraction';
import { Writer } from '../fixtures/express/writer';

describe('round 19c: a table printed sideways on a portrait page', () => {
  /** Jaulin's synthesis: every cell turned a quarter (read bottom to top), the foot upright. */
  async function sideways() {
    const w = new Writer('Jaulin', 'Jaulin');
    w.doc.font('B').fontSize(11).text('JAULIN CONSEIL – COMPTE RENDU D\'INSPECTIONS PÉRIODIQUES', 50, 50, { lineBreak: false });
    w.doc.font('R').fontSize(9).text('Les inspections périodiques ont été réalisées le 24 décembre 2026.', 50, 70, { lineBreak: false });
    w.doc.addPage();
    const rows = [['N°', 'Repère', 'Équipement', 'Décision'], ['1', 'N-1-0099', 'Récipient sous pression 099', 'Maintien en service'], ['2', 'N-1-0100', 'Générateur de vapeur 100', 'Mise à l\'arrêt']];
    const cols = [0, 40, 130, 330];
    // Rows go left to right across the portrait page; each cell's text runs up the page.
    rows.forEach((row, r) => row.forEach((cell, c) => {
      const x = 100 + r * 20; const y = 700 - cols[c];
      w.doc.save().rotate(-90, { origin: [x, y] }).font(r ? 'R' : 'B').fontSize(9).text(cell, x, y, { lineBreak: false }).restore();
    }));
    w.doc.font('R').fontSize(8).text('Jaulin Conseil – rapport n° 1841', 200, 780, { lineBreak: false });
    return w.end();
  }
  it('its rows are read as rows, each decision with its equipment', async () => {
    const pages = [];
    for await (const p of readTextLayer(await sideways())) pages.push(p);
    expect(pages[1].text).toMatch(/N-1-0099\s+Récipient sous pression 099\s+Maintien en service/);
    const { elements } = await extract(pages, ctx);
    expect(elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0099', 'compliant'], ['N-1-0100', 'non_compliant']]);
  });
});

describe('round 19c: a table printed in two parts that meet by their lines\' numbers', () => {
  const volets = [
    'Le tableau est imprimé en deux volets ; les lignes des deux volets se correspondent par leur numéro.',
    'VOLET A – IDENTIFICATION',
    'Ligne    Repère           Installation                          Calibre',
    '1        N-1-0105         Tableau électrique 105                1250 A',
    '2        N-1-0106         Transformateur 106                    400 A',
    '3        N-1-0116         Tableau électrique 116                630 A',
    'VOLET B – MESURES ET AVIS – suite des lignes du volet A',
    'Ligne    Isolement (MΩ)      Avis                             Obs.',
    '1        415                 Satisfaisant',
    '2        512                 Non satisfaisant                 obs. n° 1',
    '3        743                 Non vérifié',
    'Observations',
    'n° 1 – ligne 2 : Continuité du conducteur de protection non assurée.',
  ];
  it('each opinion is its line\'s installation\'s, and an observation citing a line is its installation\'s', async () => {
    const result = await extract(page(volets), ctx);
    expect(result.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0105', 'compliant'], ['N-1-0106', 'non_compliant'], ['N-1-0116', null]]);
    expect(result.observations.map((o) => [o.text, ctx.matcher && o.element !== null])).toEqual([['Continuité du conducteur de protection non assurée.', true]]);
  });
  it('a smoke vent\'s "volet" says nothing of parts: its observations\' numbers are not its lines\'', () => {
    const lines = toLines(page([
      'Volets de désenfumage – vérification annuelle',
      'N°    Repère           Installation                          Résultat',
      '1     N-1-0105         Volet de désenfumage 105              Conforme',
      '2     N-1-0106         Volet de désenfumage 106              Conforme',
      'N°    Observation',
      '1     Non conforme : déclencheur manuel absent au niveau 2 (hors contrat).',
      '2     Non conforme : capot du coffret cassé (bâtiment voisin).',
    ]));
    // Before: each observation was put on the line of the same number, as a part B.
    expect(joinParts(lines)).toEqual(lines);
  });
  it('never without the report saying its parts meet: two numbered tables are not joined by chance', async () => {
    const read = await verdicts(volets.slice(1).map((l) => l.replace(/ – suite des lignes du volet A/, '').replace(/VOLET/, 'TABLEAU')));
    expect(read.filter(([, v]) => v !== 'unknown')).toEqual([]);
  });
});

describe('round 19c: a bundle whose documents\' types are the results', () => {
  const bundle = (titles: boolean) => [
    'Doc. 1 – réf. TC-26-9346-01',
    ...(titles ? ['FICHE DE NON-CONFORMITÉ N° NC-26-01'] : []),
    '   Équipement                   Tuyauterie 079 – repère N-1-0079 – quai 2 – PS 8 bar, V 150 L',
    '   Description de l\'écart       Manomètre sans repère de la pression maximale admissible.',
    '   Classement                   Majeur – l\'équipement ne peut pas être maintenu en service en l\'état.',
    'Doc. 2 – réf. TC-26-9346-02',
    ...(titles ? ['                       ATTESTATION DE MAINTIEN EN SERVICE'] : []),
    '       Turcert atteste que l\'équipement désigné ci-dessous a fait l\'objet d\'une inspection périodique dont le',
    '       résultat permet son maintien en service.',
    '       Générateur de vapeur 089 – repère N-1-0089 – sous-station B – PS 10 bar, V 150 L',
    'Doc. 3 – réf. TC-26-9346-03',
    ...(titles ? ['AVIS DE NON-INTERVENTION'] : []),
    '       Récipient sous pression 088 – repère N-1-0088',
    '       Passage du 27/02/2026 : l\'inspection périodique n\'a pas pu être réalisée.',
  ];
  it('the titles decide, the non-conformity sheet\'s description is the remark, the titles\' numbers are no elements', async () => {
    const result = await extract(page(bundle(true)), ctx);
    expect(result.elements.map((e) => [e.identification_number, e.verdict]).sort()).toEqual([['N-1-0079', 'non_compliant'], ['N-1-0088', null], ['N-1-0089', 'compliant']]);
    expect(result.observations.map((o) => o.text)).toContain('Manomètre sans repère de la pression maximale admissible.');
  });
  it('on a scan whose titles (white on a coloured band) are lost, each document\'s own sentences decide', async () => {
    expect((await verdicts(bundle(false), 'ocr')).sort()).toEqual([['N-1-0079', 'non_compliant'], ['N-1-0088', null], ['N-1-0089', 'compliant']]);
  });
});

describe('round 19c: a dictation\'s transcript', () => {
  const dictation = [
    'Fichier audio           DICT_20260205_0749.m4a – durée 7 h 41 min',
    'Transcrit le            06/02/2026                   Relu et validé le          10/02/2026',
    'Les repères dictés sont normalisés par le logiciel (N-1-…).',
    '[00:09:27]   VÉRIF. :   Bon. Visite annuelle chez Démo Industrie, nous',
    '                        sommes le jeudi cinq février deux mille vingt-six, il est sept heures 49.',
    '[00:15:18]   VÉRIF. :   Tableau électrique 116, repère N-1-0116, poste HTA/BT n° 1 : il faut la clé du capot, je',
    '                        reviens dessus tout à l\'heure.',
    '[00:25:21]   VÉRIF. :   Transformateur 117, repère N-1-0117, bureaux R+1. Capots en place, repérage lisible.',
    '                        Conforme.',
    '[00:29:03]   CLIENT :   D\'accord, vous me mettrez le devis avec le rapport.',
    '[00:31:54]   VÉRIF. :   Tableau électrique 127, repère N-1-0127, atelier A. Serrage vérifié, pas d\'échauffement,',
    '                        par contre… Non conforme. Je note : Continuité du conducteur de protection non assurée.',
    '[01:49:54]   VÉRIF. :   Retour sur tableau électrique 116, repère N-1-0116. Capots en place. Conforme.',
  ];
  it('each utterance is one sentence: its installation and the verdict said after it; a later "Retour sur" decides', async () => {
    const result = await extract(page(dictation), ctx);
    expect(result.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0116', 'compliant'], ['N-1-0117', 'compliant'], ['N-1-0127', 'non_compliant']]);
  });
  it('the date spoken in words is the visit\'s, not the transcription\'s nor the proofreading\'s', async () => {
    expect((await extract(page(dictation), ctx)).inspection_date.value).toBe('2026-02-05');
    expect(findDates('le samedi neuf mai deux mille vingt-six il est sept heures').map((d) => d.iso)).toEqual(['2026-05-09']);
    expect(findDates('le vingt et un mars deux mille vingt-sept').map((d) => d.iso)).toEqual(['2027-03-21']);
    // A legal text's date spoken so is none of the report's.
    expect(findDates('selon l\'arrêté du premier mars deux mille quatre').map((d) => d.iso)).toEqual([]);
  });
  it('what follows "par contre" decides; a pattern "N-1-…" and an audio file are no identifiers', () => {
    expect(sentenceVerdict('Serrage vérifié, pas d\'échauffement, par contre… Non conforme.')).toBe('non_compliant');
    expect(idScore('(N-1-…)')).toBe(0);
    expect(idScore('N-1-..)')).toBe(0);
    expect(idScore('DICT_20260205_0749.m4a')).toBe(0);
  });
  it('a log\'s times alone are no dialogue: its rows keep their wrapped lines', async () => {
    expect(await verdicts([
      'Heure   Équipement                      Résultat',
      '08:15   Récipient sous pression 033     CONFORME',
      '09:40   Tuyauterie 034 (N-1-0034)       NON CONFORME',
      '10:05   Générateur de vapeur 035        CONFORME',
      '        (N-1-0035)',
    ])).toContainEqual(['N-1-0034', 'non_compliant']);
  });
});

describe('round 19c: a portal page printed from the browser, grouped by outcome', () => {
  it('a folded group\'s one line naming its elements gives each the group\'s outcome, wrapped or not', async () => {
    expect(await verdicts([
      '    ▾ Non vérifiés (1)',
      '         Extincteur 283 · N-1-0283                                                                          NON VÉRIFIÉ',
      '         Motif : appareil absent de son emplacement.',
      '    ▸ Conformes (3) – groupe replié, cliquer pour afficher les fiches',
      '         Extincteur 250 (N-1-0250) · Extincteur 272 (N-1-0272) ·',
      '         Extincteur 085 (N-1-0085)',
      '    3 appareils · 2 conformes · 1 non vérifiés',
    ])).toEqual([['N-1-0283', null], ['N-1-0250', 'compliant'], ['N-1-0272', 'compliant'], ['N-1-0085', 'compliant']]);
  });
});

describe('round 19c: results only in the review balloons', () => {
  it('each balloon\'s words (its author set aside) are its row\'s result', async () => {
    expect(await verdicts([
      'Le résultat de chaque chariot figure dans le commentaire de A. Vuillemin en marge.',
      'N°    N° de parc Chariot (repère)                     Marque – modèle          Heures',
      '                                                 [AV1]',
      '1     P385         Chariot élévateur 114              Manitou MI 25 D          9402             Commentaire [AV1] : A.',
      '                   N-1-0114                                                                     Vuillemin',
      '                                                                                                APTE',
      '                                                 [AV2]',
      '2     P287         Chariot élévateur 125              Linde E25                7138             Commentaire [AV2] : A. Vuillemin',
      '                   N-1-0125                                                                     INAPTE – ne pas utiliser : Câble de',
      '                                                                                                levage présentant des fils cassés.',
      'Les chariots déclarés inaptes ne doivent pas être utilisés avant remise en état et contre-visite, ni les',
    ])).toEqual([['N-1-0114', 'compliant'], ['N-1-0125', 'non_compliant']]);
  });
});

describe('round 19c: results by check point', () => {
  const report = [
    'N°    Repère         Appareil                      Emplacement                   Vérifié',
    '1     N-1-0038       Palan 038                     Atelier soudure               oui',
    '2     N-1-0047       Pont roulant 047              Atelier maintenance           oui',
    '3     N-1-0049       Palan 049                     Magasin                       oui',
    '4     N-1-0058       Pont roulant 058              Atelier maintenance           non – inaccessible',
    'P1 – Identification et plaque de CMU : satisfaisant sur tous les appareils vérifiés.',
    'P2 – Crochets et linguets de sécurité : satisfaisant sur les appareils vérifiés, sauf :',
    '    • Palan 038 (N-1-0038), Atelier soudure :',
    '       Crochet sans linguet de sécurité.',
    'Conclusion',
    'Les appareils cités au § 2 ne doivent pas être utilisés avant remise en état. Tous les autres appareils vérifiés (« oui » au',
    '§ 1) sont aptes à la poursuite de leur utilisation.',
  ];
  it('an appliance named under a point it fails is not fit; the others verified are, by the conclusion; one not verified is not', async () => {
    expect(await verdicts(report)).toEqual([['N-1-0038', 'non_compliant'], ['N-1-0047', 'compliant'], ['N-1-0049', 'compliant'], ['N-1-0058', null]]);
  });
  it('an appliance a point cites by its row\'s number is no other', async () => {
    const read = await verdicts([...report.slice(0, 5), 'P2 – Crochets : défaut sur l\'appareil n° 3 (crochet sans linguet).', ...report.slice(9)]);
    expect(read.find(([id]) => id === 'N-1-0049')?.[1]).toBe('unknown');
  });
  it('without the conclusion\'s "all the others", nothing is said of them', async () => {
    const read = await verdicts(report.slice(0, -3));
    expect(read.filter(([id]) => id === 'N-1-0047' || id === 'N-1-0049').map(([, v]) => v)).toEqual(['unknown', 'unknown']);
  });
});

describe('round 19c, on round 18\'s half: a planning whose rows are three lines high', () => {
  it('the result centred on the row\'s height, on the line under its identifier, is the row\'s', async () => {
    expect(await verdicts([
      'N°   Installation – local                        Éq. 6h     7h   8h   9h   10h   11h   12h   13h   14h   15h   16h   17h   18h Résultat',
      '1    Transformateur 007 (N-1-0007)',
      '                                                   1                                                                    RAS',
      '     bureaux R+1',
      '2    Tableau électrique 017 (N-1-0017)',
      '                                                   2                                                                    A1',
      '     magasin',
      'Anomalies relevées',
      'A1 – Tableau électrique 017 (N-1-0017), magasin :',
      '    Conducteurs actifs accessibles, capot manquant.',
    ])).toEqual([['N-1-0007', 'compliant'], ['N-1-0017', 'non_compliant']]);
  });
  it('a request\'s number, a mission\'s and a breadcrumb\'s last crumb are no elements', async () => {
    const read = await verdicts([
      'Consignation                  demande n° DC-651 accordée le 17/06/2026 par le chargé d\'exploitation du site',
      'Mission                  TC-26-9346                      Remis le            10/03/2026',
      '   Accueil › Sites › Usine de Lyon › Visites › VM-26-7608',
      'Tableau électrique 017 (N-1-0017) : conforme.',
    ]);
    expect(read).toEqual([['N-1-0017', 'compliant']]);
  });
});
