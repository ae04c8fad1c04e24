// Round 14b of issue 26: what round 14's blind half showed (measured once, then tuned on), read
// by general rules. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

describe('round 14b: sections by outcome', () => {
  it('a section heading gives the bullets under it their verdict; a finding indented under a non-compliant one is its remark', async () => {
    const r = await extract(page([
      'A. Équipements maintenus en service',
      '• Récipient sous pression 039 – repère N-1-0039 – azote liquide, 10 000 L, PS 23 bar',
      'B. Équipements présentant un écart – remplissage suspendu jusqu\'à correction',
      '• Récipient sous pression 093 – repère N-1-0093 – azote liquide, 3 000 L, PS 13 bar',
      '     Écart :',
      '     Manomètre sans repère de la pression maximale admissible.',
      'C. Équipements non inspectés',
      '• Récipient sous pression 048 – repère N-1-0048',
      '     Motif : accès à l\'aire de stockage fermé.',
    ]), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0039', 'compliant'], ['N-1-0093', 'non_compliant'], ['N-1-0048', null]]);
    expect(r.observations.map((o) => o.text)).toEqual(['Manomètre sans repère de la pression maximale admissible.']);
  });
  it('a heading about several elements does not conclude the block before it', async () => {
    expect(await verdicts([
      'n° 1 – parc 039 – Chariot élévateur 100, n° de série N-1-0100 :',
      '   Crochet sans linguet de sécurité.',
      'Points à surveiller (⚠) – chariots aptes, à revoir lors de la prochaine maintenance',
    ])).not.toContainEqual(['N-1-0100', 'compliant']);
  });
});

describe('round 14b: keys and columns', () => {
  it('a key\'s digits under a label with a bracketed note ("Conforme (1/0)")', async () => {
    expect(await verdicts([
      'Colonne H : 1 = conforme (apte) ; 0 = non conforme (appareil à remplacer) ; NV = non vérifié (appareil non vu).',
      '  N°   Repère           Désignation            Emplacement               Type           Année Opération          Conforme (1/0) Observation',
      '   1   N-1-0025         Extincteur 025         Magasin                   EP 6 L          2019    VA                      1',
      '   5   N-1-0061         Extincteur 061         Chaufferie                CO2 5 kg        2015    VA                      0         Appareil non accessible, encombré par du stockage.',
    ])).toEqual([['N-1-0025', 'compliant'], ['N-1-0061', 'non_compliant']]);
  });
  it('pictograms a key explains, under a "Smiley" column', async () => {
    expect(await verdicts([
      'Légende « Smiley » : ☺ apte    ⚠ apte, point à surveiller (pas de défaut)   ☹ inapte, ne pas utiliser   ⊘ non contrôlé.',
      'N°   Parc    N° de série    Chariot                Modèle     Str.   Mât   Frein   Smiley   Obs.',
      '1    012     N-1-0082       Chariot élévateur 082 RX 20-16     ✓     !    ✓       ⚠',
      '3    039     N-1-0100       Chariot élévateur 100 ETV 214      ✓     ✗    ✓       ☹       n° 1',
    ])).toEqual([['N-1-0082', 'compliant'], ['N-1-0100', 'non_compliant']]);
  });
  it('a building\'s letter is no C of C / NC; "eau surchauffée" is a fluid, not an overheating', async () => {
    expect(await verdicts([
      'N° d\'ordre Repère             Désignation                    Bâtiment      Local                         Calibre',
      '    1        N-1-0087         Transformateur 087                  C        poste HTA/BT                  630 kVA',
    ])).toEqual([['N-1-0087', 'unknown']]);
    expect(await verdicts([
      'Repère             Équipement                    Fonction dans l\'ensemble                    PS         V         Constr.',
      'N-1-0075           Récipient sous pression 075   ballon tampon d\'eau surchauffée             7 bar      500 L     Sauter 2015',
    ])).not.toContainEqual(['N-1-0075', 'non_compliant']);
  });
  it('a cell listing several elements gives each the row\'s verdict', async () => {
    expect(await verdicts([
      'Ensemble       Équipements (repères)                                            Conclusion',
      'E4             N-1-0085, N-1-0102, N-1-0103                                     NON APTE',
    ])).toEqual([['N-1-0085', 'non_compliant'], ['N-1-0102', 'non_compliant'], ['N-1-0103', 'non_compliant']]);
  });
});

describe('round 14b: references a key explains', () => {
  it('"O-k = observation", "V-k = point de vigilance sans non-conformité", "— = aucune remarque"; "Non" under "Vérifiée" is not verified', async () => {
    expect(await verdicts([
      'Renvois : O-k = observation (non-conformité, § 2) ; V-k = point de vigilance sans non-conformité (§ 3) ; — = aucune remarque.',
      'Réf.   Repère           Installation                Bâtiment – local                         Vérifiée    Renvois',
      'I-1    N-1-0041         Tableau électrique 041      Bâtiment A – magasin                      Oui        —',
      'I-2    N-1-0042         Transformateur 042          Bâtiment B – poste de livraison HTA       Oui        V-1',
      'I-3    N-1-0050         Tableau électrique 050      Bâtiment A – quai d\'expédition            Non        —',
      'I-8    N-1-0069         Transformateur 069          Bâtiment A – poste de livraison HTA       Oui        O-1',
    ])).toEqual([['N-1-0041', 'compliant'], ['N-1-0042', 'compliant'], ['N-1-0050', null], ['N-1-0069', 'non_compliant']]);
  });
});

describe('round 14b: a bill of works', () => {
  it('"Constat : OK / DÉFAUT / NON RÉALISÉ" states the block\'s verdict; the bill\'s own number is no element', async () => {
    expect(await verdicts([
      'ATTACHEMENT DE TRAVAUX N° AT-26-1826',
      '1         Maintenance annuelle bloc-porte coupe-feu EI 60 – Porte coupe-feu 089 (repère N-1-0089) – sas magasin',
      '          Constat : NON RÉALISÉ – local fermé, clé non remise',
      '2         Maintenance annuelle bloc-porte coupe-feu EI2 30-C – Porte coupe-feu 098 (repère N-1-0098) – chaufferie',
      '          Constat : DÉFAUT (devis D-26-7320 joint)',
      '3         Maintenance annuelle bloc-porte coupe-feu EI 30 – Porte coupe-feu 107 (repère N-1-0107) – sas magasin',
      '          Constat : OK – fonctionnement conforme',
    ])).toEqual([['N-1-0089', null], ['N-1-0098', 'non_compliant'], ['N-1-0107', 'compliant']]);
  });
});

describe('round 14b: a decision citing the list\'s order numbers', () => {
  const list = ['N° d\'ordre Repère             Désignation                    Bâtiment      Local                         Calibre',
    '    1        N-1-0087         Transformateur 087                  C        poste HTA/BT                  630 kVA',
    '    2        N-1-0095         Tableau électrique 095              B        atelier – poteau C4           160 A',
    '    3        N-1-0096         Transformateur 096                  B        poste HTA/BT                  1 000 kVA',
    '    4        N-1-0104         Tableau électrique 104              C        magasin                       160 A',
    'Réserve n° 1 – installation n° 2 (Tableau électrique 095, repère N-1-0095) :',
    '   Conducteurs actifs accessibles, capot manquant.'];
  it('each clause\'s verdict is the rows it numbers\' ("n° 1 et 4 à 7", ranges), a remark\'s own number is not a row\'s', async () => {
    expect(await verdicts([...list, '4. Décision',
      'Au vu des opérations réalisées, le technicien émet un AVIS FAVORABLE au maintien en service des installations n° 1 et 4 à 7 ; un AVIS FAVORABLE SOUS RÉSERVE pour l\'installation n° 2, la',
      'levée de la réserve n° 1 étant à programmer ; un AVIS DÉFAVORABLE pour l\'installation n° 3.',
    ])).toEqual([['N-1-0087', 'compliant'], ['N-1-0095', 'non_compliant'], ['N-1-0096', 'non_compliant'], ['N-1-0104', 'compliant']]);
  });
  it('two clauses that disagree on a row leave it unread', async () => {
    expect(await verdicts([...list, 'Avis favorable pour les installations n° 1 à 4 ; avis défavorable pour l\'installation n° 4.']))
      .toContainEqual(['N-1-0104', 'unknown']);
  });
});

describe('round 14b: the body', () => {
  it('a logo in capitals under a tagline printed above it', async () => {
    const r = await extract(page(['                                              Chariots élévateurs – vente, location, SAV', '   GIFFARD MANUTENTION',
      'Application d\'inspection – synthèse de la vérification générale périodique']), ctx);
    expect(r.organisation.value).toBe('Giffard Manutention');
  });
});
