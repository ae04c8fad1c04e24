// The extraction's building blocks: French dates, verdict words, the OCR-tolerant identifier key,
// lines rebuilt from text items, and the reading of elements and remarks from plain lines.
import { describe, expect, it } from 'vitest';
import { findDates, inspectionDateOf } from '../../server/areas/express-reports/analysis/dates';
import { extract } from '../../server/areas/express-reports/analysis/extract';
import { cleanToken, idKey, idScore } from '../../server/areas/express-reports/analysis/normalise';
import { rebuildLines, usable } from '../../server/areas/express-reports/analysis/text-layer';
import { verdictOf } from '../../server/areas/express-reports/analysis/verdicts';
import { memoryMatcher } from '../fixtures/express/memory-matcher';

describe('dates', () => {
  it('reads numeric, dotted and long French dates', () => {
    expect(findDates('Date : 03/03/2026').map((d) => d.iso)).toEqual(['2026-03-03']);
    expect(findDates('le 3.3.26').map((d) => d.iso)).toEqual(['2026-03-03']);
    expect(findDates('le 3 mars 2026').map((d) => d.iso)).toEqual(['2026-03-03']);
    expect(findDates('lundi 1er décembre 2025').map((d) => d.iso)).toEqual(['2025-12-01']);
    expect(findDates('17 févr. 2026').map((d) => d.iso)).toEqual(['2026-02-17']);
  });
  it('takes OCR look-alikes back to digits and refuses impossible dates', () => {
    expect(findDates('1O/O4/2026').map((d) => d.iso)).toEqual(['2026-04-10']);
    expect(findDates('31/02/2026')).toEqual([]);
    expect(findDates('R. 4227-38')).toEqual([]);
  });
  it('keeps the inspection date and skips issue and previous dates', () => {
    expect(inspectionDateOf('Date de la vérification : 10/04/2026')).toMatchObject({ iso: '2026-04-10', confidence: 0.95 });
    expect(inspectionDateOf('Vérification effectuée le 3 mars 2026 par M. Durand')).toMatchObject({ iso: '2026-03-03' });
    expect(inspectionDateOf('Précédente vérification : 17/05/2025')).toBeNull();
    expect(inspectionDateOf('Rapport édité le 20/03/2026')).toBeNull();
    expect(inspectionDateOf('Le 12/01/2026')).toMatchObject({ iso: '2026-01-12', confidence: 0.5 });
  });
});

describe('verdict words', () => {
  it.each([
    ['Conforme', 'compliant'], ['Non conforme', 'non_compliant'], ['NON-CONFORME', 'non_compliant'],
    ['Satisfaisant', 'compliant'], ['Non satisfaisant', 'non_compliant'], ['Avec observations', 'non_compliant'],
    ['Sans observation', 'compliant'], ['Non vérifié', null], ['Non accessible', null],
  ])('%s → %s', (word, verdict) => expect(verdictOf(`N-1-0001   Palan 001   ${word}`)?.verdict).toBe(verdict));
  it('finds no verdict in running text', () => {
    expect(verdictOf('Les vérifications ont été réalisées conformément à la réglementation')).toBeNull();
  });
});

describe('OCR-tolerant identifiers', () => {
  it('gives look-alikes, spaces and dashes one key', () => {
    const key = idKey('N-1-0073');
    for (const read of ['N-1-0O73', 'n 1 0073', 'N-l-0073', 'N–1–OO73', 'N.1.0073']) expect(idKey(read)).toBe(key);
    expect(idKey('EXT-B12')).toBe(idKey('EXT 812'));
    expect(idKey('N-1-0073')).not.toBe(idKey('N-1-0074'));
  });
  it('tells identifiers from designation numbers, dates and row numbers', () => {
    expect(idScore('N-1-0073')).toBeGreaterThan(idScore('EXT42'));
    expect(idScore('EXT42')).toBeGreaterThan(idScore('073'));
    expect(idScore('12/03/2026')).toBe(0);
    expect(idScore('12')).toBe(0);
    expect(cleanToken('(N-1-0073)')).toBe('N-1-0073');
    expect(cleanToken('N-1-0073:')).toBe('N-1-0073');
  });
});

describe('text layer lines', () => {
  it('rebuilds table rows by baseline, columns kept apart', () => {
    const items = [
      { str: 'Conforme', x: 440, y: 700.5, w: 40, h: 9 }, { str: 'N-1-0001', x: 85, y: 700, w: 40, h: 9 },
      { str: 'Palan 001', x: 200, y: 700, w: 40, h: 9 }, { str: 'Titre', x: 50, y: 760, w: 30, h: 12 },
    ];
    const [title, row] = rebuildLines(items);
    expect(title).toBe('Titre');
    // A row starting right of the page's left edge keeps its indent: its cells sit at their page offsets.
    expect(row.trim().split(/\s{3,}/)).toEqual(['N-1-0001', 'Palan 001', 'Conforme']);
    expect(row.indexOf('N-1-0001')).toBeGreaterThanOrEqual(3);
  });
  it('keeps a column at its offset from row to row (a tick under its header) and reads a second column after the first', () => {
    const items = [
      { str: 'Repère', x: 50, y: 700, w: 30, h: 9 }, { str: 'C', x: 440, y: 700, w: 6, h: 9 }, { str: 'NC', x: 475, y: 700, w: 12, h: 9 },
      { str: 'N-1-0001 Extincteur à eau 6 L', x: 50, y: 680, w: 150, h: 9 }, { str: 'X', x: 478, y: 680, w: 6, h: 9 },
    ];
    const [head, row] = rebuildLines(items);
    expect(row.indexOf('X') - head.indexOf('NC')).toBeLessThanOrEqual(2);
    expect(row.indexOf('X') - head.indexOf('NC')).toBeGreaterThanOrEqual(-2);
    // Content order: the left column, then the right one starting back at the top.
    const columns = [
      { str: 'Porte n° 1', x: 50, y: 700, w: 50, h: 9 }, { str: 'Repère : N-1-0001', x: 50, y: 688, w: 70, h: 9 },
      { str: 'Avis : Conforme', x: 50, y: 640, w: 70, h: 9 },
      { str: 'Porte n° 2', x: 320, y: 700, w: 50, h: 9 }, { str: 'Repère : N-1-0002', x: 320, y: 688, w: 70, h: 9 },
      { str: 'Avis : Non conforme', x: 320, y: 640, w: 90, h: 9 },
    ];
    expect(rebuildLines(columns, { columns: true }).map((l) => l.trim()))
      .toEqual(['Porte n° 1', 'Repère : N-1-0001', 'Avis : Conforme', 'Porte n° 2', 'Repère : N-1-0002', 'Avis : Non conforme']);
    expect(rebuildLines(columns).map((l) => l.split(/\s{3,}/).length)).toEqual([2, 2, 2]);
  });
  it('says a page of specks or a page number has no usable text', () => {
    expect(usable('Page 3 / 4')).toBe(false);
    expect(usable('\uFFFD'.repeat(40))).toBe(false);
    expect(usable('Date de la vérification : 10/04/2026, rapport de vérification')).toBe(true);
  });
});

describe('extraction from lines', () => {
  const matcher = memoryMatcher([{ id: 7, identification_number: 'N-1-0073' }, { id: 8, identification_number: 'EXT-042' }]);
  const regulations = [{ id: 1, name: 'Appareils de levage' }, { id: 2, name: 'Sécurité incendie' }];
  const text = [
    'BUREAU VERITAS', 'Vérification des moyens de secours contre l\'incendie', 'Visite réalisée le 5 janvier 2026',
    'Repère   Désignation   Avis', 'N-1-0O73   Extincteur 073   Non satisfaisant', 'EXT-042   Extincteur CO2   Satisfaisant',
    'ZZZ-999   Porte coupe-feu   Conforme', 'Remarques',
    '• Repère N-1-0073 — Extincteur non accessible, encombré par du', 'stockage.', '• Repère ZZZ-999 — Ferme-porte absent.',
  ].join('\n');
  it('reads each value with its page, excerpt and confidence; unmatched remarks are element_not_found', async () => {
    const r = await extract([{ page: 1, source: 'text', text, confidence: null }], { regulations, matcher });
    expect(r.inspection_date).toMatchObject({ value: '2026-01-05', page: 1, excerpt: 'Visite réalisée le 5 janvier 2026' });
    expect(r.organisation.value).toBe('Bureau Veritas');
    expect(r.regulation.value).toBe(2);
    expect(r.elements.map((e) => [e.element, e.designation, e.verdict])).toEqual([
      [7, 'Extincteur 073', 'non_compliant'], [8, 'Extincteur CO2', 'compliant'], [null, 'Porte coupe-feu', 'compliant']]);
    expect(r.observations).toMatchObject([
      { element: 7, text: 'Extincteur non accessible, encombré par du stockage.', proposal: 'new', task: null },
      { element: null, text: 'Ferme-porte absent.', proposal: 'element_not_found', task: null }]);
    for (const v of [...r.elements, ...r.observations]) expect(v.confidence).toBeGreaterThan(0);
  });
  it('reads OCR text: specks around headings and row numbers, look-alike letters in identifiers', async () => {
    const ocr = [
      'Bh      DEKRA', 'Date de visite : le 8 mars 2026   ’', 'Dernière visite : le 11 juillet 2025',
      'Désignation        Repère        État        ?', 'Extincteur 073      N-1-OO73      Avec observations    i',
      '-Tableau des observations   ’', 'Réf.   Élément   Observation', 'i    O1 N-1-0073 Corrosion importante sur la virole.   A',
    ].join('\n');
    const r = await extract([{ page: 2, source: 'ocr', text: ocr, confidence: 0.8 }], { regulations, matcher });
    expect(r.inspection_date).toMatchObject({ value: '2026-03-08', page: 2, confidence: 0.76 });
    expect(r.organisation.value).toBe('Dekra');
    expect(r.elements).toMatchObject([{ element: 7, identification_number: 'N-1-OO73', designation: 'Extincteur 073', verdict: 'non_compliant' }]);
    expect(r.observations).toMatchObject([{ element: 7, proposal: 'new', text: 'Corrosion importante sur la virole. A' }]);
  });
});
