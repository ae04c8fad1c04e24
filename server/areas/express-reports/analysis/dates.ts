// French dates as inspection reports write them: 03/03/2026, 3.3.26, 03-03-2026, "le 3 mars 2026",
// "lundi 1er mars 2026", "3 mars 26"; digits OCR read as letters (O, l, I) are taken back.
import { fold } from './normalise';

const MONTHS: Record<string, number> = {
  janvier: 1, janv: 1, fevrier: 2, fevr: 2, fev: 2, mars: 3, avril: 4, avr: 4, mai: 5, juin: 6, juillet: 7, juil: 7,
  aout: 8, septembre: 9, sept: 9, octobre: 10, oct: 10, novembre: 11, nov: 11, decembre: 12, dec: 12,
  // Round 24b: a report written in English for a French site ("Sunday, 11th October 2026", "12-Oct-2025").
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7, jul: 7,
  august: 8, aug: 8, september: 9, sep: 9, october: 10, november: 11, december: 12,
};
const D = '[0-9OolI]';
const NUMERIC = new RegExp(`(?<![0-9])(${D}{1,2})\\s?[/.-]\\s?(${D}{1,2})\\s?[/.-]\\s?(${D}{4}|${D}{2})(?![0-9])`, 'g');
/** ISO dates, as exports and portals print them ("2026-05-12"). */
const ISO = /(?<![0-9])(\d{4})-(\d{2})-(\d{2})(?![0-9])/g;
/** A month's name as a folded line writes it ("mars", "sept."). */
export const MONTH = `(${Object.keys(MONTHS).join('|')})\\.?`;
// Round 10: "09-mars-2026" too.
const LONG = new RegExp(`(?<![0-9])(${D}{1,2})(?:er|st|nd|rd|th)?(?:\\s*|-)${MONTH}(?:\\s+|-)(${D}{4}|${D}{2})(?![0-9])`, 'g');
/** Round 10: a month in Roman numerals, as forms write it ("5/I/2026", "27/VIII/2026"). */
const ROMAN_MONTHS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
const ROMAN = /(?<![0-9])(\d{1,2})\s?[/.-]\s?(i{1,3}|iv|vi{0,3}|ix|xi{0,2})\s?[/.-]\s?(\d{4})(?![0-9])/g;
/** Round 10: a day and month whose year the same phrase gives ("Semaine 32 – 2026 (visite du 07/08)"). */
const DAY_MONTH = /\b(20\d{2})\b[^/\d]{0,30}?\b(?:du|le)\s+(\d{1,2})\/(\d{1,2})(?![/\d])/g;
/**
 * An inspection over several days, in words: "du 13 au 14 octobre 2026", "les 15 et 16 novembre
 * 2026", "les 3, 4 et 5 mars 2026", "du 30 septembre au 2 octobre 2026". It is dated by its FIRST
 * day (the visit began then; the spec's "inspection date" is one day, and the first is the one
 * the body's schedule and the previous report's period count from). The year is the range's.
 */
// Round 17b: each day may be named ("du samedi 4 au dimanche 5 juillet 2026").
const WEEKDAY = '(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\\s+)?';
const RANGE = new RegExp(`\\b(?:du|les?)\\s+${WEEKDAY}(${D}{1,2})(?:er)?(?:\\s+${MONTH})?((?:\\s*(?:,|et|au|a|-)\\s*${WEEKDAY}${D}{1,2}(?:er)?)+)\\s+${MONTH}\\s+(${D}{4})(?![0-9])`, 'g');
/** Round 12: a range in figures, dated by its first day too ("Visite du 26 au 27/08/2026", "les 3 et 4/03/26", "du 30/09 au 2/10/2026"). */
const NUMERIC_RANGE = new RegExp(`\\b(?:du|les?)\\s+(${D}{1,2})(?:\\s?[/.]\\s?(${D}{1,2}))?\\s*(?:au|a|et|-)\\s*${D}{1,2}\\s?[/.]\\s?(${D}{1,2})\\s?[/.]\\s?(${D}{4}|${D}{2})(?![0-9])`, 'g');
/** Round 15b: the same opening a label's cell, with no "les" ("Inspection    17 et 18.02.2026"). */
const BARE_RANGE = new RegExp(`^(${D}{1,2})\\s*(?:au|et)\\s*${D}{1,2}\\s?[/.]\\s?(${D}{1,2})\\s?[/.]\\s?(${D}{4}|${D}{2})(?![0-9])`, 'g');
/** Round 12: a minute's date all in words ("L'an deux mille vingt-six, le neuf mars"). */
const IN_WORDS = new RegExp(`\\bl'an ([a-z -]{8,40}?),?\\s+le ([a-z -]{2,20}?)\\s+${MONTH}(?![a-z])`, 'g');
/** Round 19b: a date spoken, as a dictation's transcript writes it ("le samedi neuf mai deux mille vingt-six"). */
const SPOKEN = new RegExp(`\\b(?:le|du|ce)\\s+(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\\s+)?([a-z]+(?:[ -](?:et[ -])?[a-z]+)?)\\s+${MONTH}\\s+(deux mille(?:[ -][a-z]+){0,3})`, 'g');
const NUMBER_WORDS = ['zero', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'];
const TENS: Record<string, number> = { vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60 };
/** A number in French words up to the years of this century ("vingt et un", "deux mille vingt-six"), or null. */
export function wordsNumber(text: string): number | null {
  let total = 0;
  for (const w of text.replace(/\bet\b/g, ' ').split(/[\s-]+/).filter(Boolean)) {
    if (w === 'mille') total = (total || 1) * 1000;
    else if (w === 'premier' || w === '1er') total += 1;
    else if (TENS[w]) total += TENS[w];
    else if (NUMBER_WORDS.includes(w)) total += NUMBER_WORDS.indexOf(w);
    else return null;
  }
  return total || null;
}

/** A legal text's date ("arrêté du 1er mars 2004", "décret n° 2010-1016 du 30 août 2010") is no event of the report. */
// Round 13b: a professional rule's date too ("CTP du 23 juillet 2020", a cahier technique professionnel approved by decision).
const LEGAL_TEXT = '(arrete|decret|loi|circulaire|ordonnance|directive|norme|instruction|ctp|cahier technique( professionnel)?|decision( bsers?)?)';
const LEGAL = new RegExp(`${LEGAL_TEXT}\\s+(n[°o]\\s*\\S+\\s+)?(du|en date du)\\s*$`);
/** Round 18b: a folded line ending with a legal text's name, its date on the next line ("… (arrêté" / "du 1er mars 2004"). */
export const endsWithLegalText = (folded: string) => new RegExp(`\\b${LEGAL_TEXT}$`).test(folded);

export interface FoundDate { iso: string; index: number; text: string }

const digits = (s: string) => s.replace(/[Oo]/g, '0').replace(/[lI]/g, '1');

/**
 * Round 24b: a year in two figures is this century's, up to ten years ahead (a next visit's "03/32");
 * beyond, it is a scan's misreading ("<1/4/77"), no date.
 */
const TWO_FIGURES_UNTIL = new Date().getUTCFullYear() + 10;

function iso(day: number, month: number, year: number): string | null {
  const y = year < 100 ? 2000 + year : year;
  if (year < 100 && y > TWO_FIGURES_UNTIL) return null;
  if (y < 1990 || y > 2100 || month < 1 || month > 12 || day < 1) return null;
  const t = new Date(Date.UTC(y, month - 1, day));
  if (t.getUTCMonth() !== month - 1) return null; // 31/02
  return t.toISOString().slice(0, 10);
}

/** Every date in a line, in order, with its place in the folded line. */
export function findDates(line: string): FoundDate[] {
  // Round 22b: a form's year printed "20" with its last two digits written after it ("25 / 5 / 20 26"),
  // joined in place (same length: the indexes stay the line's).
  const text = fold(line).replace(/([/.-]\s?)20 (\d\d)(?![\d/.])/g, '$120$2 ');
  const out: FoundDate[] = [];
  for (const m of text.matchAll(NUMERIC)) {
    const v = iso(Number(digits(m[1])), Number(digits(m[2])), Number(digits(m[3])));
    if (v) out.push({ iso: v, index: m.index, text: m[0] });
  }
  for (const m of text.matchAll(ISO)) {
    const v = iso(Number(m[3]), Number(m[2]), Number(m[1]));
    if (v) out.push({ iso: v, index: m.index, text: m[0] });
  }
  for (const m of text.matchAll(LONG)) {
    const v = iso(Number(digits(m[1])), MONTHS[m[2]], Number(digits(m[3])));
    if (v) out.push({ iso: v, index: m.index, text: m[0] });
  }
  for (const m of text.matchAll(ROMAN)) {
    const v = iso(Number(m[1]), ROMAN_MONTHS.indexOf(m[2]) + 1, Number(m[3]));
    // "5/II/2026" is February, not OCR's "5/11/2026" the numeric reading took it for.
    if (v) out.splice(0, out.length, ...out.filter((d) => d.index !== m.index), { iso: v, index: m.index, text: m[0] });
  }
  for (const m of text.matchAll(DAY_MONTH)) {
    const v = iso(Number(m[2]), Number(m[3]), Number(m[1]));
    if (v && !out.length) out.push({ iso: v, index: m.index + m[0].lastIndexOf(m[2]), text: m[0] });
  }
  for (const m of text.matchAll(RANGE)) {
    const v = iso(Number(digits(m[1])), MONTHS[m[2] ?? m[4]], Number(digits(m[5])));
    // The range's first day replaces the date its end alone gave.
    if (v) out.splice(0, out.length, ...out.filter((d) => d.index < m.index || d.index > m.index + m[0].length), { iso: v, index: m.index, text: m[0] });
  }
  for (const m of text.matchAll(NUMERIC_RANGE)) {
    const v = iso(Number(digits(m[1])), Number(digits(m[2] ?? m[3])), Number(digits(m[4])));
    if (v) out.splice(0, out.length, ...out.filter((d) => d.index < m.index || d.index > m.index + m[0].length), { iso: v, index: m.index, text: m[0] });
  }
  for (const m of text.matchAll(BARE_RANGE)) {
    const v = iso(Number(digits(m[1])), Number(digits(m[2])), Number(digits(m[3])));
    if (v) out.splice(0, out.length, ...out.filter((d) => d.index > m[0].length), { iso: v, index: 0, text: m[0] });
  }
  for (const m of text.matchAll(IN_WORDS)) {
    const year = wordsNumber(m[1]);
    const day = wordsNumber(m[2]);
    const v = year && day ? iso(day, MONTHS[m[3]], year) : null;
    if (v) out.push({ iso: v, index: m.index, text: m[0] });
  }
  for (const m of text.matchAll(SPOKEN)) {
    const day = wordsNumber(m[1]);
    // The year's words end where the sentence goes on ("deux mille vingt-six il est sept heures").
    const words = m[3].split(/\s+/);
    let year: number | null = null;
    while (words.length && !(year = wordsNumber(words.join(' ')))) words.pop();
    const v = day && day <= 31 && year ? iso(day, MONTHS[m[2]], year) : null;
    // Its place is its day's, after "le" / "du": a legal text's date ("arrêté du premier mars deux mille quatre") is known by the words before it.
    const at = m.index + m[0].indexOf(m[1]);
    if (v && !out.some((d) => d.index >= m.index && d.index < m.index + m[0].length)) out.push({ iso: v, index: at, text: m[0].slice(at - m.index) });
  }
  return out.filter((d) => !LEGAL.test(text.slice(Math.max(0, d.index - 40), d.index))).sort((a, b) => a.index - b.index);
}

/** Labels naming the inspection's date, and those naming another date (issue, previous visit…). */
// "requalification": the periodic inspection of pressure equipment (arrêté du 20 novembre 2017, art. 19).
// Round 5: "Date de passage" (a maintainer's visit, NF S 61-919), "Date des essais", "Date de la mission".
// Round 26b: "Date de prestation" (an invoice's, the service's day).
const EVENT = '(?:verification|visite|inspection|intervention|controle|examen|requalification|passage|essais?|tests?|mesures?|mission|epreuve|vgp|vp|prestation)';
// Round 15b: "Bon d'intervention BI-26-5156 du vendredi 20 novembre 2026" (the sheet signed on the day), its reference between.
const INSPECTION = new RegExp(`(dates?(\\(s\\))? of (the )?(thorough )?(examination|inspection|visit|survey)s?\\b|(bon|fiche) d'intervention( n[°o])? ?[a-z0-9][a-z0-9/.-]* du\\b|dates?(\\(s\\))? (de |d'|des |du )?(la |l')?${EVENT}|(visite|verification|inspection|intervention|controle|requalification|passage)( [a-z']+){0,3} du\\b|${EVENT}s?( [a-z]+){0,2} (effectuee?s?|realisee?s?|faite?s?|prononcee?s?)|intervenu|date d'intervention|(?<![a-z] )\\b(visite|verification|inspection|intervention|controle)\\s*:(?=\\s*\\d)|essais? de mise en pression|(inspection|visite|verification|controle|intervention)s? (sur site|sur place)(?=\\s*:|\\s+\\d)|(verifiee?s?|controlee?s?|inspectee?s?|visitee?s?|realisee?s?|effectuee?s?) le\\b)`);
// "Lyon, le …", "Fait à Lyon, le …": a letter's date (its issue), not the inspection's; a minute's
// "L'an deux mille vingt-six, le neuf mars, nous soussigné … avons procédé" is its event's.
// OCR reads "le" as "ie" or "1e" (round 12).
// Round 20b: "statuts pré-remplis d'après la visite du …": the visit the sheet was filled from, an earlier one.
// Round 20c: "Rapport du …" dates the report (its issue), not the visit.
// Round 24b: "VP" (vérification périodique) is an event, "VP N-1" the year before's; a form's model and its version ("modèle CR-VGP-CH v3 du 02/05/2022"), a reference ("Réf.   A. 26/12/2011 – R. 4226-16").
// Round 21b: "numérisé le …" (a scan's day). Round 22b: "pose des capteurs" (the day before the test), "Rapport   02/05/2026" (its issue), a document's revision ("Références   DRPCE rév. C du …").
// Round 25c: "Compte rendu   20/09/2026" (diffusé le, the page's width put under) dates the report, as "Rapport" does.
// Round 26b: a sheet's "Mise à jour : …" (its last edit), an agenda's "Vue 7 jours du … au …" (the days it shows).
const OTHER = /(numerisee?s?|\bpose (des|du) |scannee?s?|\bprec\.|precedente?|derniere?s?|anterieure?|prochaine?|emis|emission|envoi|redaction|redige|edite|edition|etabli|transcrit|transcription|relu|d'apres|pre-?remplie?s?|\brapport du(?= )|\brapport(?=[\s*_|:.-]*\d)|\bcompte[- ]rendu(?=[\s*_|:.-]*\d)|mise a jour\b|\bvue \d+ jours?\b|\brev\. |\bindice [a-z0-9]\b|^references?\b|\bref\.(?= )|\bn-1\b|\b(last|next|latest|previous)\b|\bdate of (the )?report\b|\bmodele\b|\bformulaire\b|imprime|generee?|planifiee?s?|prevue?s?|programmee?s?|extraite?|exportee?s?|export|signature|validite|mise en service|fabrication|extraction|commande|livraison|facture|\b(contrat|contract|devis)( n[°o]| no\.?)? ?[a-z]{0,3}-?\d|\b(contrat|contract|devis) du\b|^(fait a )?(?!l'an )[a-z' -]{2,30}, (le|ie|1e)(?= ))/g;

/**
 * A line labelling the inspection's date, whatever its date reads ("Date de l'inspection :
 * 12/01/2 926", OCR's split digits): the report has the date there, so no other date is taken for it.
 */
const LABELLED = new RegExp(`\\bdates?(\\(s\\))? (de |d'|des |du )?(la |l')?${EVENT}[^:]{0,30}:\\s*\\S*\\d`);
const LABEL_CELL = new RegExp(`^dates?(\\(s\\))? (de |d'|des |du )?(la |l')?${EVENT}s?$`);
/** "Date du contrôle   dimanche 14 juin 2C26": a label's cell, its value in the next cell. */
export const labelsInspectionDate = (line: string) => LABELLED.test(fold(line))
  || line.split(/\s{3,}/).some((c, k, all) => LABEL_CELL.test(fold(c)) && /\d/.test(all[k + 1] ?? ''));

/**
 * Round 25c: "Date de la visite :" with nothing read after it (a handwritten date OCR lost, on a fax
 * whose cover's "Date :" is the day it was sent): the report's date is there, unread.
 */
const BLANK_LABEL = new RegExp(`^dates?(\\(s\\))? (de |d'|des |du )?(la ?|l')?${EVENT}s?\\s*:$`);
export const blankInspectionLabel = (line: string) => line.split(/\s{3,}|\s*\|\s*/).some((c, k, all) => BLANK_LABEL.test(fold(c.trim())) && !/\d/.test(all[k + 1] ?? ''));

export interface InspectionDate { iso: string; confidence: number; index: number }

/**
 * The inspection date of a line: a date after a label naming the inspection (0.95), or any
 * date on a line naming no other date (0.5: the caller keeps the first such in the report).
 */
export function inspectionDateOf(line: string): InspectionDate | null {
  const dates = findDates(line);
  if (!dates.length) return null;
  const text = fold(line);
  const label = INSPECTION.exec(text);
  // A word in brackets qualifies the label before it ("Date de la requalification (dernière
  // opération)": its date is the last operation's), it names no other date.
  const others = [...text.replace(/\([^)]*\)/g, (m) => ' '.repeat(m.length)).matchAll(OTHER)].map((m) => m.index);
  if (label) {
    const after = dates.find((d) => d.index >= label.index);
    // "Date d'émission : …  Date de l'inspection : …": the date right after the label, unless
    // another date's label stands between them.
    // "La précédente vérification date du …": a word naming another date just before the label qualifies it.
    const qualified = others.some((i) => i < label.index && i >= label.index - 25 && !/\d/.test(text.slice(i, label.index)));
    if (after && !qualified && !others.some((i) => i > label.index && i < after.index)) {
      // A date two cells further ("Date du contrôle   dimanche 14 juin 2C26   IDate dé ission 21/06/2026"):
      // the label's own value was unreadable, the date is another cell's: none.
      const cellsOf = line.split(/\s{3,}/);
      const labelCell = cellsOf.findIndex((c) => INSPECTION.test(fold(c)));
      const dateCell = cellsOf.findIndex((c, k) => k >= labelCell && findDates(c).some((d) => d.iso === after.iso));
      if (labelCell >= 0 && dateCell - labelCell >= 2) return null;
      // Round 21b: so is one after a date OCR garbled in the label's cell ("Mesures réalisées 1= lan11/2026 = | apr TER 23/11/2026", the report's).
      if (/\d\s*[/.]\s*(19|20)\d\d\b/.test(text.slice(label.index + label[0].length, after.index))) return null;
      return { iso: after.iso, confidence: 0.95, index: after.index };
    }
  }
  if (others.length) return null;
  return { iso: dates[0].iso, confidence: 0.5, index: dates[0].index };
}

/**
 * Round 26b: a round sheet's "Date : 07/07", its year printed once in the sheet's title ("ANNÉE
 * 2026"): that day of that year. On the first page only, one such date and one such year.
 */
const YEARLESS = /\bdate\s*:\s*(\d{1,2})[/.](\d{1,2})(?![/.]?\d)/;
const SHEET_YEAR = /\bannee\s+(20\d\d)\b/g;
export function yearlessDate(lines: { raw: string; folded: string; page: number }[]): { iso: string; line: number } | null {
  const first = lines.filter((l) => l.page === lines[0]?.page);
  const days = first.map((l, i) => ({ i, m: YEARLESS.exec(l.folded) })).filter((x) => x.m);
  const years = new Set(first.flatMap((l) => [...l.folded.matchAll(SHEET_YEAR)].map((m) => m[1])));
  if (days.length !== 1 || years.size !== 1) return null;
  const [, d, m] = days[0].m!;
  const day = iso(Number(d), Number(m), Number([...years][0]));
  return day ? { iso: day, line: days[0].i } : null;
}
