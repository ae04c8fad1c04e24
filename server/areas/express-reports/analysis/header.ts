// The report's header values: its inspection date, the inspection body and the regulation.
// Each is looked for line by line (the header on the first page with text); the best candidate
// keeps its page, line and a confidence.
import { blankInspectionLabel, endsWithLegalText, findDates, inspectionDateOf, labelsInspectionDate, MONTH, yearlessDate, type InspectionDate } from './dates';
import { cleanToken, fold, idScore } from './normalise';
import { cells, placed } from './table-header';

/** `indent`: where the line starts, in the characters of its page's columns (a table's cells line up across lines). */
export interface Line { page: number; raw: string; folded: string; index: number; weight: number; indent?: number }
export interface Found<T> { value: T; page: number; confidence: number; excerpt?: string }

const round = (x: number) => Math.round(x * 100) / 100;
const found = <T>(value: T, line: Line, confidence: number): Found<T> =>
  ({ value, page: line.page, confidence: round(confidence * line.weight), excerpt: line.raw });

/**
 * A header table's date: a row of labels ("Site   Date du contrôle   Prochain contrôle") over a
 * row of values, the inspection's date under its label (the text layer keeps the columns' offsets).
 */
function underLabel(line: Line, next: Line | undefined, after?: Line): InspectionDate | null {
  if (!next || next.page !== line.page || findDates(line.raw).length) return null;
  const label = cells(line.raw).find((c) => labelsInspectionDate(`${c.text} : 1`) && !/prochain|precedent|dernier/.test(fold(c.text)));
  if (!label) return null;
  const under = cells(next.raw).find((c) => Math.abs(c.at - label.at) <= 3);
  const date = under && findDates(under.text)[0];
  if (date) return { iso: date.iso, confidence: 0.9, index: under.at };
  // A paper form's boxes: "Jour  Mois  Année" under the label, the numbers under them.
  if (!after || after.page !== line.page || !/\bjour\s+mois\s+annee\b/.test(next.folded)) return null;
  const n = cells(after.raw).filter((c) => c.at >= label.at - 3 && /^\d{1,4}$/.test(c.text)).slice(0, 3).map((c) => c.text);
  const iso = n.length === 3 ? findDates(`${n[0]}/${n[1]}/${n[2]}`)[0] : undefined;
  return iso ? { iso: iso.iso, confidence: 0.9, index: label.at } : null;
}
/** A date in the cell right after a cell naming the visit ("Intervention    dimanche 05/04/2026"; a lone "Date" too, at 0.9). */
function labelledCell(raw: string): InspectionDate | null {
  const cs = cells(raw);
  for (let k = 1; k < cs.length; k++) {
    const label = fold(cs[k - 1].text).replace(/\s*:$/, '').replace(/^[|[\]‘'"\s]+/, '');
    // Round 16b: "Présente visite   mardi 22 septembre 2026" (the visit beside the history's), "Visite de maintenance   jeudi 19 février 2026".
    // Round 18b: an inspector's round ("Tournée du   samedi 18 juillet 2026"), the day of an electrical maintenance's power cut ("Journée de coupure").
    if (!/^(dates?( (de |d'|du )?(la |l')?(visite|verification|intervention|inspection|controle|passage|vgp))?|(intervention|visite|passage|inspection|verification)( (de |d')[a-z]+( [a-z]+)?)?|(presente|cette) visite|visite du jour|tournee( du)?|journee de coupure)$/.test(label)) continue;
    const date = findDates(cs[k].text)[0];
    if (date) return { iso: date.iso, confidence: label === 'date' || label === 'dates' ? 0.9 : 0.95, index: cs[k].at };
  }
  return null;
}

/** Round 13b: a table's column of visit dates ("Passage", "Date de visite"), one a row: the visit began on the earliest. */
// Its label may share a header cell with its neighbour ("Compteur Passage"): it is printed at or after where it is found.
// Round 26b: a register's "Date IP 2026" (inspection périodique).
// Round 25b: an English export's "Completed on" (a work order's completion; its "Planned" is not the visit).
const DATE_COLUMN = /(?<![\p{L}'])(passage|visite|date[ _](de[ _]|du[ _]|d')?(la[ _]|l')?(passage|visite|contr[ôo]le|v[ée]rification|vgp|intervention|inspection|ip)|completed on|date completed|completion date)(?![\p{L}])/iu;
function dateColumn(lines: Line[]): Found<string> | null {
  for (const [i, line] of lines.entries()) {
    const label = DATE_COLUMN.exec(line.raw);
    if (!label || cells(line.raw).length < 4 || findDates(line.raw).length) continue;
    const dates: { iso: string; line: Line }[] = [];
    for (const row of lines.slice(i + 1, i + 200)) {
      const cell = cells(row.raw).find((c) => c.at >= label.index - 3 && c.at <= label.index + 12 && /^\d/.test(c.text));
      const date = cell && findDates(cell.text)[0];
      if (date) dates.push({ iso: date.iso, line: row });
    }
    if (dates.length < 2) continue;
    const first = dates.reduce((a, b) => (b.iso < a.iso ? b : a));
    return found(first.iso, first.line, 0.9);
  }
  return null;
}

/**
 * Round 17b: a header's row whose cells the page's width wrapped, each under itself ("Arrêt
 * technique et" / "inspection", "du samedi 4 au dimanche 5 juillet" / "2026", "Compte rendu" /
 * "établi le"): the row read whole, cell by cell. Not an element's row (an identifier in it).
 */
function wrappedCells(line: Line, next: Line | undefined): string | null {
  if (!next || next.page !== line.page) return null;
  const top = placed(line);
  const under = placed(next);
  if (top.length < 2 || !under.length || [line, next].some((l) => l.raw.split(/\s+/).some((t) => idScore(cleanToken(t)) >= 2))) return null;
  const texts = top.map((c) => [c.text]);
  for (const u of under) {
    const k = top.findIndex((c) => Math.abs(c.at - u.at) <= 2);
    // A cell goes on in lower case or in figures ("inspection", "2026"), not as a row's new label or date ("Date d'intervention :   14/12/2026").
    if (k < 0 || !/^[\p{Ll}\d]/u.test(u.text) || findDates(u.text).length) return null;
    texts[k].push(u.text);
  }
  return texts.map((t) => t.join(' ')).join('   ');
}

/** A line that is only a day's date ("Mercredi 4 février 2026"). */
const DAY_LINE = new RegExp(`^(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) )?\\d{1,2}(?:er)? ${MONTH} \\d{4}$`);

const DAY_START = new RegExp(`^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \\d{1,2}(?:er)? ${MONTH}`);
/** The day line under which most lines name an element (none when two days tie). */
function dayOfResults(lines: Line[]): Found<string | null> | null {
  const days: { line: Line; ids: number }[] = [];
  for (const line of lines) {
    if (DAY_LINE.test(line.folded)) days.push({ line, ids: 0 });
    // A day's line OCR spoiled ("Mardi 11 août 2026   :   ;"): its rows would count for the day before. No answer.
    else if (DAY_START.test(line.folded)) return null;
    // A strong identifier (rows.ts STRONG: "N-1-0071"), not a place's ("quai3").
    else if (days.length && line.raw.split(/\s+/).some((t) => idScore(cleanToken(t)) >= 4)) days.at(-1)!.ids++;
  }
  const [first, second] = [...days].sort((a, b) => b.ids - a.ids);
  const date = first && first.ids > 0 && (!second || second.ids < first.ids) ? findDates(first.line.raw)[0] : undefined;
  return date ? found(date.iso, first.line, 0.6) : null;
}

export function inspectionDate(lines: Line[]): Found<string | null> {
  let best: Found<string | null> | null = null;
  const dayLines = lines.filter((l) => l.page === lines[0]?.page && DAY_LINE.test(l.folded)).length;
  for (const [i, line] of lines.entries()) {
    const table = underLabel(line, lines[i + 1], lines[i + 2]);
    if (table) { best = found(table.iso, lines[i + 1], table.confidence); break; }
    // A date the page's width put under its label ("Rapport établi le" / "01/12/2026.") is read with it.
    const prev = lines[i - 1];
    // A form's cell "Intervention" / "Date de visite" / "Date" right before the date's cell.
    const cellDate = labelledCell(line.raw);
    // Round 17b: a bare "Date :" cell (a fax's, a letter's) gives way to a later "Date de la visite".
    if (cellDate) {
      if (!best || cellDate.confidence * line.weight > best.confidence) best = found(cellDate.iso, line, cellDate.confidence);
      if (cellDate.confidence >= 0.95) break;
      continue;
    }
    // A date the page's width cut after its month ("… le 13 novembre" / "2026 pour réaliser …") is read whole.
    const next = lines[i + 1];
    const cut = next && next.page === line.page && new RegExp(`\\b\\d{1,2}(er)? ${MONTH}$`).test(line.folded) && /^\d{4}\b/.test(next.raw);
    // Round 21b: or after its day ("… réalisée le 21" / "octobre 2026 sur le site …").
    const cutDay = !cut && next && next.page === line.page && /\b(le|du) \d{1,2}(er)?$/.test(line.folded) && new RegExp(`^${MONTH} \\d{4}\\b`).test(next.folded);
    const joined = wrappedCells(line, next);
    // Round 18b: a legal text's date the page's width put under its name ("… (arrêté" / "du 1er mars 2004, art. 23)") is no event either.
    const legal = prev && prev.page === line.page && /^\W*du\b/.test(line.folded) && endsWithLegalText(prev.folded);
    const d = inspectionDateOf(cut ? `${line.raw} ${next.raw.slice(0, 4)}` : cutDay ? `${line.raw} ${next.raw.trim().split(/\s+/).slice(0, 2).join(' ')}` : prev && prev.page === line.page && (legal || (/(\ble|\bdu|:)$/.test(prev.folded) && /^\W*\d/.test(line.raw))) ? `${prev.raw} ${line.raw}` : joined ?? line.raw);
    // An unlabelled date counts only on the first page (further down: anything, a table's date column).
    if (!d || (d.confidence < 0.9 && line.page > lines[0].page)) continue;
    // An unlabelled date in an element's row is that element's (a last inspection column), not the report's.
    if (d.confidence < 0.9 && line.raw.split(/\s+/).some((t) => idScore(cleanToken(t)) >= 2)) continue;
    // Round 15b: nor is one opening a table's row ("27/11/2025   VGP   12 mois   A. Vidal   RAS – appareil apte.", a logbook's entry).
    if (d.confidence < 0.9 && d.index === 0 && cells(line.raw).length >= 4) continue;
    // Round 18b: nor a register's ("31/12/25 Porte coupe-feu 076   vérif. ann.   joint … recollé": the date, then the entry in its cell).
    if (d.confidence < 0.9 && d.index === 0 && cells(line.raw).length >= 2 && /^\S+\s+\p{L}/u.test(cells(line.raw)[0].text)) continue;
    // Nor one of several days printed alone (a chat's day separators: which day the visit was, the date alone does not say).
    if (d.confidence < 0.9 && dayLines >= 2 && DAY_LINE.test(line.folded)) continue;
    // Round 17b: nor is a printed file's header ("export_vgp_….csv   15/03/2026 08:59", the day it was printed).
    if (d.confidence < 0.9 && /^\S+\.(?:csv|pdf|xlsx?|ods|txt|html?|docx?|eml|msg)$/i.test(line.raw.trim().split(/\s+/)[0])) continue;
    if (!best || d.confidence * line.weight > best.confidence) best = found(d.iso, line, d.confidence);
    if (d.confidence >= 0.9) break;
  }
  // A guessed date (0.5) is no answer when the report labels its inspection date on a line that
  // could not be read (a wrong date is worse than none: the review screen asks for it).
  if (best && best.confidence < 0.9 * 0.95 && lines.some((l) => (labelsInspectionDate(l.raw) && !inspectionDateOf(l.raw)) || blankInspectionLabel(l.raw))) return { value: null, page: 1, confidence: 0 };
  // Round 18b: a chat's or a log's days, the visit's not labelled: the day whose part holds the elements' results.
  if ((!best || best.confidence < 0.9 * 0.95) && dayLines >= 2) { const day = dayOfResults(lines); if (day) return day; }
  const yearless = best ? null : yearlessDate(lines);
  return best ?? dateColumn(lines) ?? currentMonth(lines) ?? (yearless && found(yearless.iso, lines[yearless.line], 0.6)) ?? { value: null, page: 1, confidence: 0 };
}

/**
 * Round 16b: a letter's "notre intervention du dimanche 5 courant": the day of the month the
 * letter is dated in ("Lyon, le 13 juillet 2026"), never a later day than the letter's; "du
 * jeudi 24 écoulé" (or "dernier"): that day of the month before.
 */
const COURANT = /\b(?:intervention|visite|passage|inspection|verification|controle)s?\s+du\s+(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+)?(\d{1,2})(?:er)?\s+(courant|ct|ecoule|dernier)\b/;
function currentMonth(lines: Line[]): Found<string | null> | null {
  const said = lines.map((l) => ({ l, m: COURANT.exec(l.folded) })).find((x) => x.m);
  const dated = lines.find((l) => /^[\p{L}' -]{2,40},?\s+le\s+/u.test(l.raw.trim()) && findDates(l.raw).length === 1);
  const letter = dated && findDates(dated.raw)[0].iso;
  if (!said || !letter) return null;
  const day = Number(said.m![1]);
  let [y, m] = [Number(letter.slice(0, 4)), Number(letter.slice(5, 7))];
  if (/^(ecoule|dernier)$/.test(said.m![2])) [y, m] = m === 1 ? [y - 1, 12] : [y, m - 1];
  else if (day > Number(letter.slice(8, 10))) return null;
  const iso = `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // An impossible day ("31 écoulé" after a 30-day month) is no date.
  if (day < 1 || new Date(`${iso}T00:00:00Z`).getUTCDate() !== day) return null;
  return found(iso, said.l, 0.9);
}

/** French inspection bodies (accredited for periodic inspections), as reports spell them. */
const BODIES: [string, RegExp][] = [
  ['Apave', /\bapave\b/], ['Bureau Veritas', /\bbureau veritas\b|\bveritas\b/], ['Socotec', /\bsocotec\b/],
  ['Dekra', /\bdekra\b/], ['Qualiconsult', /\bqualiconsult\b/], ['Bureau Alpes Contrôles', /\balpes controles?\b/],
  ['Norisko', /\bnorisko\b/], ['Elyfec', /\belyfec\b/], ['Sécuritest', /\bsecuritest\b/], ['AC Environnement', /\bac environnement\b/],
  ['Cétim', /\bcetim\b/], ['Vinçotte', /\bvincotte\b/], ['ACE BTP', /\bace btp\b/], ['Prévention Incendie Contrôle', /\bprevention incendie controle\b/],
  ['Kiwa', /\bkiwa\b/], ['TÜV Rheinland', /\btuv rheinland\b/], ['TÜV SÜD', /\btuv sud\b/], ['Alpha Contrôles', /\balpha controles?\b/]
];

const PARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'et', 'en', 'pour']);
/**
 * A body's name as a letterhead prints it, cased as a name: "VERITECH" → "Veritech", "CONTRÔLES
 * DE L'OUEST" → "Contrôles de l'Ouest"; a capitalised word of 2–4 letters is an acronym, kept
 * ("ASAP", "SGS"); a name already in mixed case is kept as written but for its capitalised words of 5 letters or more.
 */
export function properCase(name: string): string {
  // Mixed case is kept as written, but a capitalised word of 5 letters or more is cased ("CHUBB France").
  if (/\p{Ll}/u.test(name)) return name.replace(/\p{Lu}{5,}/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
  const cap = (w: string) => w.replace(/(^|-)(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());
  return name.trim().split(/\s+/).map((w, i) => {
    const lower = w.toLowerCase();
    if (PARTICLES.has(lower)) return i === 0 ? cap(lower) : lower;
    // An acronym ("SGS", "BTC"); a word with an accent is a word ("PÔLE").
    if (/^[A-Z]{2,4}$/.test(w)) return w;
    const elided = /^([ld]')(.+)$/u.exec(lower);
    if (elided) return (i === 0 ? elided[1].toUpperCase() : elided[1]) + cap(elided[2]);
    return cap(lower);
  }).join(' ');
}

/** "Organisme : X", "Organisme de contrôle : X", "Organisme vérificateur : X". */
const BODY_LINE = /^organisme( (de controle|verificateur|habilite|intervenant|inspecteur))?\s*:\s*(.+)$/;
// Round 23b: a form's title ("Visite annuelle des portes coupe-feu") neither.
const TITLE = /^(rapport|compte[- ]rendu|verifications?|controles?|inspections?|proces[- ]verbal|fiche|certificat|attestation|bons? (?:de|d')|releve|registre|maintenance|entretien|visites? (?:annuelle|periodique|semestrielle|trimestrielle|de maintenance|technique))\b|\b(rapport|periodiques?|installations?|equipements?|appareils?|reglementaires?)\b/;
/** The same as a form's cell: "Organisme      ACRITEC – agence de Lyon Sud". */
const BODY_CELL = /^Organisme(?: (?:de contrôle|vérificateur|habilité|intervenant|inspecteur))?\s{3,}(\S.*)$/i;

/** "notre sous-traitant (spécialisé) K2M Services": the name, capitalised words up to a comma or a lower-case word. */
const SUBCONTRACTOR = /\bsous-traitant(?:\s+(?:spécialisé|agréé|habilité|qualifié|certifié))?\s+((?:\p{Lu}[\p{L}\p{N}&'.-]*\s?){1,4})/gu;
const WORKED = /\b(est intervenue?|a procede|a realise|a effectue|ont ete realisee?s|qui a verifie)\b/;

export function organisation(lines: Line[]): Found<string | null> {
  const page = lines.filter((l) => l.page === lines[0]?.page);
  for (const line of page) {
    for (const [name, re] of BODIES) if (re.test(line.folded)) return found(name, line, line.index < 8 ? 0.95 : 0.8);
  }
  // A letterhead or a signature shares its line with other cells ("Linde …      Extraction du …"): its first cell only.
  // Round 17b: a fax's or a message's kind first ("TÉLÉCOPIE      COREEX – vérifications …"): the cell after it.
  const firstCell = (raw: string) => { const cs = raw.trim().split(/\s{3,}/); return /^(telecopie|fax|courriel|e-mail|message|memo)$/.test(fold(cs[0])) && cs[1] ? cs[1] : cs[0]; };
  const first = page.map((l) => ({ ...l, raw: firstCell(l.raw), folded: fold(firstCell(l.raw)) }));
  // A body outside the list: its "Organisme : …" line, else the letterhead (the first short
  // line without digits), as written but cased as a name.
  // A name is cut before its description ("ACRITEC – agence de Lyon Sud (accréditation …)").
  // Round 17b: a company's legal form is no part of its name ("SARL BROUTECHOUX"); a department is not the company ("Service maintenance – Reynard Électricité").
  const nameOf = (s: string) => {
    // Round 20b: an application's bar ("ITECH · Tableaux"): the name before its middle dot.
    const parts = s.trim().split(/\s{3,}|\s[–—·|-]\s|\s*[(,;<]/).map((p) => p.trim()).filter(Boolean);
    const name = parts.length > 1 && /^(service|agence|direction|departement|sav|pole|cellule)\b/.test(fold(parts[0])) ? parts[1] : parts[0] ?? '';
    return properCase(name.replace(/^(sarl|sas|sasu|sa|eurl|snc|ets\.?|etablissements)\s+|\s+(sarl|sas|sasu|sa|eurl|snc)$/i, ''));
  };
  // "Organisme vérificateur" in a cell, the name in the cell under it (a box beside the title).
  for (const [i, l] of page.entries()) {
    const cs = cells(l.raw);
    const label = cs.find((c, k) => k === cs.length - 1 && /^organisme( (de controle|verificateur|habilite|intervenant|inspecteur))?$/.test(fold(c.text)));
    const under = label && page[i + 1] && cells(page[i + 1].raw).find((c) => Math.abs(c.at - label.at) <= 3);
    if (under) return found(nameOf(under.text), page[i + 1], 0.6);
  }
  // A printed e-mail: its sender ("De : Hörmann France – Service après-vente …" over "Envoyé :", "À :", "Objet :").
  const from = page.findIndex((l, i) => /^de\s*:\s*\S/.test(l.folded) && page.slice(i + 1, i + 4).some((n) => /^(envoye|a|objet)\s*:/.test(n.folded)));
  if (from >= 0) return found(nameOf(page[from].raw.slice(page[from].raw.indexOf(':') + 1)), page[from], 0.6);
  const labelled = page.find((l) => BODY_LINE.test(l.folded)) ?? page.find((l) => BODY_CELL.test(l.raw));
  if (labelled) return found(nameOf(BODY_LINE.test(labelled.folded) ? labelled.raw.slice(labelled.raw.indexOf(':') + 1) : BODY_CELL.exec(labelled.raw)![1]), labelled, 0.6);
  // Round 20b: a letter forwarding its subcontractor's report ("confiée à notre sous-traitant spécialisé K2M Services, qui est
  // intervenu sur place le …"): the subcontractor did the work, its name is the body, not the letterhead's.
  const text = page.map((l) => l.raw.trim()).join(' ');
  const sub = [...text.matchAll(SUBCONTRACTOR)].find((m) => WORKED.test(fold(text.slice(m.index).split(/[.!?]\s/)[0])));
  const named = sub && page.find((l) => l.raw.includes(sub[1].trim().split(' ')[0]));
  if (sub && named) return found(properCase(sub[1].trim()), named, 0.6);
  // The letterhead: one of the first lines, short, without digits; not a title's wrapped end ("ÉLECTRIQUES").
  // A title is no letterhead ("RAPPORT DE VÉRIFICATION", "Inspection des installations électriques"); a name may hold those words ("Service Contrôle Provence").
  // Round 21b: a name may end with its department's number ("PREV SÉCURITÉ 62").
  const candidate = (l: Line, i: number) => /^[\p{L} &'.-]{3,40}(?: \d{2,3})?$/u.test(nameOf(l.raw)) && !TITLE.test(fold(nameOf(l.raw)))
    && !(i > 0 && first[i - 1].raw.length > 30 && !/\p{Ll}/u.test(first[i - 1].raw));
  // Round 14b: a logo in capitals ("GIFFARD MANUTENTION") over a tagline printed above it ("Chariots élévateurs – vente, location").
  const logoAt = first.slice(0, 3).findIndex((l, i) => candidate(l, i) && !/\p{Ll}/u.test(l.raw));
  const at = logoAt >= 0 ? logoAt : first.slice(0, 3).findIndex(candidate);
  if (at < 0) return { value: null, page: 1, confidence: 0 };
  // A logo's word, then the name in full on the next line ("KONECRANES" / "Konecranes France – service levage…").
  const next = first[at + 1] && nameOf(first[at + 1].raw);
  // Only a logo's styling (all capitals, all small letters) asks for it: a name written as a name ("Prevenscop") is the name.
  const logo = !(/\p{Lu}/u.test(first[at].raw) && /\p{Ll}/u.test(first[at].raw));
  const fuller = logo && next && /^[\p{L} &'.-]{3,40}$/u.test(next) && fold(next).startsWith(fold(nameOf(first[at].raw)));
  if (fuller) return found(next, first[at + 1], 0.4);
  // Round 24b: a logo's acronym, its words written out on the page ("ITC – INFRAROUGE TECHNOLOGIE CONTRÔLE").
  const name = nameOf(first[at].raw);
  return found(spelledOut(name, page.map((l) => l.raw).join('  ')) ?? name, first[at], 0.4);
}

const LINKS = new Set(['de', 'du', 'des', 'et', 'la', 'le', 'les', "d'", "l'", '&']);
/** The words an acronym of 2 to 5 capitals stands for, written on the page with those initials, if any. */
function spelledOut(acronym: string, text: string): string | null {
  if (!/^\p{Lu}{2,5}$/u.test(acronym)) return null;
  const words = text.split(/[\s–—,;:()«»"]+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const run: string[] = [];
    let k = 0;
    for (let j = i; j < words.length && k < acronym.length; j++) {
      const w = words[j];
      if (run.length && LINKS.has(w.toLowerCase())) { run.push(w); continue; }
      if (w.length < 3 || fold(w[0]) !== fold(acronym[k])) break;
      run.push(w); k++;
    }
    if (k === acronym.length && run.length > k - 1 && fold(run.join(' ')) !== fold(acronym)) return properCase(run.join(' '));
  }
  return null;
}

/** Words naming each usual regulation (in its name or in a report's title). */
const CONCEPTS: string[][] = [
  ['levage', 'pont roulant', 'palan', 'chariot', 'grue', 'nacelle'],
  ['pression', 'esp', 'vapeur', 'chaudiere', 'recipient'],
  ['electri', 'q18', 'tableau electrique', 'transformateur'],
  ['incendie', 'extincteur', 'desenfumage', 'moyens de secours', 'ria', 'ssi', 'coupe-feu'],
  ['ascenseur', 'monte-charge'], ['porte', 'portail automatique'], ['aire de jeux', 'jeux'], ['gaz', 'chauffage'],
  ['ventilation', 'aeraulique'], ['legionell', 'eau chaude'], ['rayonnement', 'radioprotection'],
];

function keywords(name: string): string[] {
  const f = fold(name);
  const own = f.split(/[^a-z0-9]+/).filter((w) => w.length > 3 && !['installations', 'equipements', 'appareils', 'securite', 'controle'].includes(w));
  const concept = CONCEPTS.find((c) => c.some((k) => f.includes(k))) ?? [];
  return [...new Set([f, ...own, ...concept])];
}

/** The company regulation the report's first lines name most (its title weighs most). */
export function regulation(lines: Line[], regulations: { id: number; name: string }[]): Found<number | null> {
  const first = lines.filter((l) => l.page === lines[0]?.page).slice(0, 40);
  let best: { id: number; score: number; line: Line } | null = null;
  let total = 0;
  for (const r of regulations) {
    const words = keywords(r.name);
    let score = 0;
    let where: Line | null = null;
    for (const line of first) {
      const weight = line.index < 6 ? 3 : 1;
      for (const w of words) {
        const re = new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${w.length < 5 ? '\\b' : ''}`);
        if (re.test(line.folded)) { score += (w === words[0] ? 3 : 1) * weight; where ??= line; }
      }
    }
    total += score;
    if (score > 0 && (!best || score > best.score)) best = { id: r.id, score, line: where! };
  }
  if (!best) return { value: null, page: 1, confidence: 0 };
  // Confidence: the winner's share of every regulation's score.
  return found(best.id, best.line, 0.5 + 0.45 * (best.score / total));
}
