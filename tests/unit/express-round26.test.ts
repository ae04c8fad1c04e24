// Round 26b (issue 26): the wrong facts of round 26's first reading (measured once in fff9e16,
// tests/bench/results/express-analysis-round26.md). No wrong verdict on the client's elements,
// but twelve wrong dates: an invoice's order date taken for the visit's ("Date de prestation"
// not read as the visit's), a spreadsheet's "Mise à jour", an agenda's first day shown ("Vue 7
// jours du … au …", its "Intervention : …" not read as a label); and a form's model number
// ("Imprimé F-VGP-12") read as an element; then a register's "Date IP 2026" column and a round
// sheet's "Date : 07/07" under its title's "ANNÉE 2026", unread. Each fails on the rules before.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { ctx, page } from '../fixtures/express/extraction';

const dateOf = async (lines: string[]) => (await extract(page(lines), ctx)).inspection_date.value;

describe('the dates round 26 read wrong', () => {
  it("an invoice that reports the visit: the service's date, not the order's", async () => {
    expect(await dateOf([
      'FACTURE N° FA26-31907',
      'Date de facture                  23/04/2026                     Date d\'échéance                 23/05/2026',
      'Date de prestation               17/04/2026                     N° client                       C78030',
      'Votre commande                   BC 4516148 du                  Contrat                         CT-MAINT-511 du 01/01/2025',
      '                                 12/03/2026',
      'VGP-CH         VGP semestrielle – Chariot élévateur 001 (n° de parc N-1-0001) – apte, vignette posée          1       68,00 €',
    ])).toBe('2026-04-17');
  });
  it('a sheet\'s "Mise à jour : …" is its last edit, not the visit', async () => {
    expect(await dateOf([
      'Suivi des équipements sous pression – Tensiora Ingénierie',
      '3 Mise à jour : 16/11/2026',
      'Repère      Équipement                    Constat',
      'N-1-0003    Récipient sous pression 003   RAS',
    ])).toBeNull();
    // On the scan, OCR glued it into the line beside it.
    expect(await dateOf([
      '23 InspectionsMise à jour:périodiques30/03/2026(arrêtédu 20 novembre 2017) réaliséesparL. Fabre',
      'Repère      Équipement                    Constat',
      'N-1-0003    Récipient sous pression 003   RAS',
    ])).toBeNull();
  });
  it('an agenda\'s "Vue 7 jours du … au …" is the days it shows; "Intervention : …" is the visit', async () => {
    expect(await dateOf([
      'CLOZEO MAINTENANCE',
      'Technicien : B. Lemaire · Vue 7 jours du mar. 31/03/2026 au lun. 06/04/2026',
      'Client : Démo Industrie – Usine de Lyon · Gamme : maintenance annuelle des portes coupe-feu · Intervention : 02/04/2026',
      '✓ 08:10 N-1-0021   Porte coupe-feu 021',
    ])).toBe('2026-04-02');
    // The next or the last visit named so stays another date.
    expect(await dateOf(['Prochaine intervention : 02/04/2027', 'N-1-0021   Porte coupe-feu 021   ✓'])).toBeNull();
  });
});

describe('a register\'s column of inspection dates', () => {
  it('"Date IP 2026" (inspection périodique) dates the visit; "Dernière IP" does not', async () => {
    expect(await dateOf([
      '    3 Mise à jour : 16/11/2026',
      '    6 N°      Repère            Désignation                            Dernière IP        Date IP 2026         Résultat IP        Prochaine IP',
      '    7 1       N-1-0003          Récipient sous pression 003            10/02/2023         10/11/2026           Apte               10/2030',
      '    8 2       N-1-0012          Récipient sous pression 012            28/04/2023         10/11/2026           Inapte             après réparation',
    ])).toBe('2026-11-10');
  });
});

describe('a round sheet\'s day without its year', () => {
  it('"Date : 07/07" under the title\'s "ANNÉE 2026" is 7 July 2026; with two years stated, nothing', async () => {
    const sheet = (title: string) => [
      `                                  FICHE DE TOURNÉE – RÉSERVOIRS D'AIR     ${title}`,
      'Client / site :    Démo Industrie – Usine de Lyon                             Date : 07/07',
      'N°    Repère         Réservoir                     Constat du technicien',
      '1     N-1-0003       Récipient sous pression 003   RAS',
    ];
    expect(await dateOf(sheet('ANNÉE 2026'))).toBe('2026-07-07');
    expect(await dateOf(sheet('ANNÉE 2026 – reprise de l\'année 2025'))).toBeNull();
  });
});

describe('what a form prints besides its elements', () => {
  it('a form\'s model ("Imprimé F-VGP-12 rév. 3") is no element', async () => {
    const r = await extract(page([
      'FEUILLE DE VISITE – VGP des appareils de levage',
      'N°   Repère      Appareil         Visa RAS   Visa réserve   Visa arrêt',
      '1    N-1-0002    Palan 002        GC',
      'Imprimé F-VGP-12 rév. 3 – liste éditée le 07/04/2026 – feuille 1/1',
    ]), ctx);
    expect(r.elements.map((e) => e.identification_number)).not.toContain('F-VGP-12');
  });
});
