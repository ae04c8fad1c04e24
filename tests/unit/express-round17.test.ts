// Round 17b of issue 26: what round 17's blind half showed (measured once in d554fc0, then tuned
// on), read by general rules. Each test fails on the rules before it (80d705b).
import { describe, expect, it } from 'vitest';
import { extract, type PageText } from '../../server/areas/express-reports/analysis';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

const pages = (...texts: string[][]): PageText[] => texts.map((lines, i) => ({ page: i + 1, source: 'text', text: lines.join('\n'), confidence: null }));
const read = async (p: PageText[]) => (await extract(p, ctx)).elements.map((e) => [e.identification_number, e.verdict]);
const HEADER = 'N°   Repère         Réservoir                     Emplacement         Conclusion';

describe('round 17b: false facts the first reading stated', () => {
  it('a copy of the previous visit\'s sheet, joined "pour mémoire", is not this visit\'s', async () => {
    expect(await read(pages(
      ['FICHE DE VISITE – INSPECTION PÉRIODIQUE DES RÉSERVOIRS D\'AIR COMPRIMÉ', 'Visite du                  02/05/2026', HEADER,
        '1    N-1-0081       Récipient sous pression 081   chaufferie          Maintenu en service'],
      ['Pièce jointe – copie de la fiche de la visite précédente (26/12/2022) : résultats de cette visite-là, non actuels',
        'Visite du                  26/12/2022', HEADER,
        '1    N-1-0081       Récipient sous pression 081   chaufferie          Arrêté – travaux obligatoires',
        '2    N-1-0082       Récipient sous pression 082   atelier A           Maintenu en service', 'COPIE – POUR MÉMOIRE'],
    ))).toEqual([['N-1-0081', 'compliant']]);
  });
  it('in a printed e-mail thread the newest message corrects the summary it quotes, even where it is not read', async () => {
    expect(await verdicts([
      'Objet :       RE: CR visite annuelle de maintenance – ERRATUM',
      'Une erreur s\'est glissée dans notre compte rendu (ci-dessous) : merci de prendre en compte les corrections suivantes.',
      '   – Tableau électrique 160 (N-1-0160), bureaux R+1 : n\'a en réalité pas été contrôlé (local fermé) ; à retirer des installations conformes, à reprogrammer.',
      '   – Tableau électrique 171 (N-1-0171), atelier : à classer parmi les installations sans anomalie, vérification faite.',
      '-----Message d\'origine-----',
      'Installations conformes (aucune anomalie) :',
      '   • Tableau électrique 160 (N-1-0160), bureaux R+1',
      '   • Tableau électrique 182 (N-1-0182), magasin',
    ]).then((v) => v.find(([id]) => id === 'N-1-0160'))).not.toEqual(['N-1-0160', 'compliant']);
  });
  it('a header row wrapped cell by cell reads the visit\'s first day, not the date the report was written', async () => {
    // Round 14's Cofely sheet, found after round 17: "Compte rendu" / "établi le" beside the visit's days, each cell on two lines.
    const r = await extract(page([
      'COMPTE RENDU D\'INSPECTION PÉRIODIQUE DE LA CHAUFFERIE',
      'Arrêt technique et               du samedi 4 au dimanche 5 juillet                  Compte rendu             12/07/2026',
      'inspection                       2026                                               établi le',
      'Inspecteur                       S. Haddad, personne compétente                     Inspection préc.         juillet 2024',
    ]), ctx);
    expect(r.inspection_date.value).toBe('2026-07-04');
  });
  it('a form\'s rows of "label   value" are no wrapped cells: the previous visit\'s date stays its own', async () => {
    // Round 9's Prevenscop form as OCR read it ("interventiori"): joined, the visit's label would have taken the previous date.
    const r = await extract(page([
      'Date de la précédente interventiori périodique .           30/11/2025',
      'Date d\'intervention :                                      14/12/2026',
    ], 'ocr'), ctx);
    expect(r.inspection_date.value).toBe('2026-12-14');
  });
  it('points to watch are remarks of fit elements, not defects', async () => {
    expect(await verdicts([
      'Points à surveiller (signal orange) – sans effet sur le maintien en service',
      'S1 – Tuyauterie 035 (N-1-0035) : Légère corrosion de surface sous le calorifuge, à revoir à la prochaine inspection.',
    ])).not.toContainEqual(['N-1-0035', 'non_compliant']);
  });
  it('one tick alone in a row of tick columns says which column it is in, not that all is well', async () => {
    expect(await verdicts([
      'Points : ✓ bon état ; ✗ défectuosité ; – sans objet.',
      '   N°   Repère         Appareil – lieu                   Crochet, linguetCâble / chaîneFreinsEn serviceÀ l\'arrêtNon vuObs. n°',
      '   1   N-1-0082        Palan 082 – hall A              ✓    ✓   ✓    ✓',
      '   6   N-1-0201        Pont roulant 201 – hall A                            ✓     2',
    ])).not.toContainEqual(['N-1-0201', 'compliant']);
  });
  it('"n\'a en réalité pas été contrôlé" is not verified', async () => {
    expect(await verdicts(['Tableau électrique 160 (N-1-0160), bureaux R+1 : n\'a en réalité pas été contrôlé (local fermé).']))
      .toEqual([['N-1-0160', null]]);
  });
  it('a printed file\'s header and an export date are no visit date', async () => {
    const r = await extract(page([
      'export_vgp_demo-industrie_20260315.csv                                     15/03/2026 08:59',
      'Exporté le   2026-03-15 10:23   par   maintenance@demo-industrie.fr',
    ]), ctx);
    expect(r.inspection_date.value).toBeNull();
  });
});

describe('round 17b: what the first reading missed', () => {
  it('a printed CSV export is read as its table: the result column, the visit date column', async () => {
    const r = await extract(page([
      '"Légende resultat";"APTE = chariot apte, vignette VGP posée";',
      '"INAPTE = réserve bloquante, ne pas utiliser avant réparation (voir commentaire)";',
      'num;parc;num_serie;designation;modele;energie;vgp_precedente;date_vgp;technicien;resultat;reserve;',
      'commentaire;prochaine_vgp',
      '1;"P100";"N-1-0114";"Chariot élévateur 114";"8FBE15T";"ELEC";2025-09-13;2026-03-13;"T. Guérin";APTE;;"";',
      '2026-09',
      '2;"P107";"N-1-0136";"Chariot élévateur 136";"E16";"ELEC";2025-09-13;2026-03-13;"T. Guérin";INAPTE;R26-1;',
      '"Crochet sans linguet de sécurité.";',
      '3;"P120";"N-1-0180";"Chariot élévateur 180";"DFG 425";"DIESEL";2025-09-13;2026-03-13;"T. Guérin";APTE;;"";2026-09',
    ]), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0114', 'compliant'], ['N-1-0136', 'non_compliant'], ['N-1-0180', 'compliant']]);
    expect(r.inspection_date.value).toBe('2026-03-13');
  });
  it('a row\'s last cell wrapped under itself is read whole', async () => {
    expect(await verdicts([
      'N°   Repère        Désignation        Emplacement             Type       Observations du technicien',
      '5    N-1-0239      Extincteur 239     Bureaux R+1             EP 9 L     Appareil non accessible,',
      '                                                                         encombré par du stockage.',
    ])).toEqual([['N-1-0239', 'non_compliant']]);
  });
  it('a cross table whose columns are the results: each element takes its column\'s verdict', async () => {
    expect(await verdicts([
      'Bâtiment –          Conformes                       Non conformes (réserve)              Non vérifiées',
      'niveau',
      'Bâtiment A – RDC    —                               Porte coupe-feu 008 · N-1-0008 (R1)   —',
      'Bâtiment A – R+2    Porte coupe-feu 017 · N-1-0017   Porte coupe-feu 026 · N-1-0026 (R3)   Porte coupe-feu 035 · N-1-0035',
      'Total               1 porte(s)                      2 porte(s)                           1 porte(s)',
    ]).then((v) => v.sort())).toEqual([['N-1-0008', 'non_compliant'], ['N-1-0017', 'compliant'], ['N-1-0026', 'non_compliant'], ['N-1-0035', null]]);
  });
  it('a key of colours explains the colour words of a table: lamps and highlighters', async () => {
    expect(await verdicts([
      'vert = OK',
      'rose = à changer, HS',
      'jaune = pas vu',
      'N°   Repère        Désignation        Emplacement             Observations du technicien',
      '1    N-1-0081      Extincteur 081     Cabine peinture                                        Vert',
      '2    N-1-0082      Extincteur 082     Vestiaires              Goupille et scellé manquants     Rose',
      '3    N-1-0083      Extincteur 083     Quai 2                                                 Jaune',
    ])).toEqual([['N-1-0081', 'compliant'], ['N-1-0082', 'non_compliant'], ['N-1-0083', null]]);
  });
  it('a row whose cells wrapped, each under itself, is read whole', async () => {
    expect(await verdicts([
      'N°   Repère         Réservoir                     Emplacement         PS – V         Conclusion                 Réf.',
      '4    N-1-0081       Récipient sous pression 081   local               16 b – 100 L   Maintenu en',
      '                                                  compresseurs                       service',
    ])).toEqual([['N-1-0081', 'compliant']]);
  });
  it('the body: no legal form, no department, not the fax\'s kind', async () => {
    const body = async (lines: string[]) => (await extract(page(lines), ctx)).organisation.value;
    expect(await body(['SARL BROUTECHOUX', 'Compresseurs et air comprimé – entretien, dépannage, vérifications'])).toBe('Broutechoux');
    expect(await body(['De :          Service maintenance – Reynard Électricité <maintenance@reynard-electricite.fr>', 'Envoyé :      dimanche 13 décembre 2026 15:18', 'Objet :       CR visite annuelle'])).toBe('Reynard Électricité');
    expect(await body(['05/05/2026 17:47   FAX +33 4 72 33 37 68   COREEX LYON   P.001/001', '    TÉLÉCOPIE                                                      COREEX – vérifications réglementaires'])).toBe('Coreex');
  });
  it('a fax\'s bare "Date :" gives way to the "Date de la visite" written below it', async () => {
    const r = await extract(page([
      '    À :      Démo Industrie – service maintenance (Lyon)',
      '    Date :   05/05/2026                                   Pages : 1 (y compris celle-ci)',
      'Site : Démo Industrie, Lyon – halls A et B                Date de la visite : 4-5-26',
    ]), ctx);
    expect(r.inspection_date.value).toBe('2026-05-04');
  });
  it('on a scan: OCR\'s "|" between a row\'s label and its first cell, a date glued to its month, a drawn sign read "e@6"', async () => {
    expect(await verdicts([
      'Bâtiment -          Conformes                       Non conformes (réserve)             Non vérifiées',
      'Bâtiment A - R+1 | Porte coupe-feu 008 - N-1-0008   =                                   =',
      'Bâtiment B - RDC | Porte coupe-feu 017 - N-1-0017   —                                   Porte coupe-feu 026 - N-1-0026',
    ], 'ocr')).toEqual([['N-1-0008', 'compliant'], ['N-1-0017', 'compliant'], ['N-1-0026', null]]);
    const r = await extract(page(['Inspection réalisée le vendredi 13février 2026             | Tableau mis à jour le | 21/02/2026',
      'Lecture du signal : CXx)> maintien en service                     e@6) maintien en service, point à surveiller (renvoi S)'], 'ocr'), ctx);
    expect(r.inspection_date.value).toBe('2026-02-13');
    expect(r.elements).toEqual([]);
  });
});
