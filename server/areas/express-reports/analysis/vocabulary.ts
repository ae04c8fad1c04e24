// A report's own verdict vocabulary (issue 26, round 3): instead of one rule per body's words,
// the words are read from the report itself:
// - its legends ("C : conforme, NC : non conforme, SO : sans objet", "OK = fonctionnement
//   correct"), each code mapped by the words that explain it;
// - the verdict column of a table (Conclusion / Résultat / État / Avis / Conforme / Anomalie…):
//   its cells mapped by the legend, by the verdict words (verdicts.ts), by a polarity lexicon of
//   whole cells ("Vérifié", "Prononcée", "À remplacer", "Priorité 1") and, for "Oui / Non", by
//   the header's polarity ("Conforme ? Oui" is compliant, "Anomalie ? Oui" is not).
// What none of these maps stays unknown: a weak clue never makes a verdict.
import { cleanToken, fold, idScore } from './normalise';
import { sentenceVerdict } from './sentences';
import { readThreshold } from './score-threshold';
import { verdictOf } from './verdicts';

export type Verdict = 'compliant' | 'non_compliant' | null;

/**
 * The polarity lexicon, for a cell or a legend's explanation that holds nothing else: the words
 * of maintainers' sheets (NF S 61-919: "vérifié", "à remplacer", "inutilisable"), of pressure
 * requalifications (arrêté du 20 novembre 2017: requalification "prononcée" / "refusée",
 * "reportée"), of thermography (APSAD D19: "aucune anomalie", "priorité 1 / 2"), of function
 * tests ("correct", "défectueux", "OK / NOK") and "non" before a positive word.
 */
const LEXICON: [RegExp, Verdict][] = [
  // Round 25b: English statuses (a CMMS export's "Completed – Pass", "Completed – Fail", "Not completed").
  [/^not (completed|done|carried out|inspected|tested|checked|examined|seen|accessible|available)\b|^no access\b/, null],
  [/^(completed\s*[–—-]\s*)?(fail(ed|ure)?|defective|unsafe|not (safe|fit|satisfactory))\b/, 'non_compliant'],
  [/^(completed\s*[–—-]\s*)?(pass(ed)?|satisfactory|fit for (use|service))\b/, 'compliant'],
  [/^(non|pas) (realisee?|controlee?|teste(e)?|vue?|visitee?|presentee?|inspectee?|essayee?|mesuree?|auditee?)s?\b|^(reportee?|ajournee?|differee?|hors charge|absente?)s?\b|^(nv|nt|na|so|n\.?v\.?|n\.?t\.?|n\.?a\.?|n\.e\.?)$/, null],
  // Round 15b: "Consigné" (locked out until repaired), alone, with its footnote's number or a dash; "Consigne :" (an instruction) is none.
  // Round 23b: a non-destructive examination's "ACCEPTABLE" / "NON ACCEPTABLE" (the inspection plan's criteria).
  [/^(non|pas) (conforme|satisfaisante?|favorable|apte|correcte?|valide|verifiee?|prononcee?|accepte|acceptable|assuree?|fonctionnel(le)?|operationnel(le)?)e?s?\b|^(refusee?|inacceptable|inutilisable|defectueu(x|se)|defaillante?|(au )?rebut|dysfonctionnement|hors service|mauvais(e)?|a ?(remplacer|reparer|reprendre|revoir|reviser|changer|remettre en etat|corriger|lever|regulariser)|priorite \d|anomalie|non[- ]?conformite|ecarts? (majeur|mineur|critique|grave|important)|nok|ko|danger(eux)?)s?\b|^consignee?s?(?=\s*\d{0,2}\s*$|\s*[–—,;(-])/, 'non_compliant'],
  // Round 5: a register's "Suite donnée" and a test sheet's result ("Retiré du service", "Défaut
  // de fermeture", "Ne se ferme pas": a verb said with "ne … pas"), the general words of defects.
  // Round 18c: an insurer's engineer's "Exploitation suspendue" (to be taken out of service until repaired).
  [/^(exploitation|utilisation|service) suspendue?\b|^arret\s*([–—,;-]|$)|^(retiree?|mise?|placee?) (du service|hors service|hors d'usage|a l'arret)\b|^(arret (jusqu|immediat|de l'(appareil|equipement|utilisation))|mise a l'arret|a l'arret|remise en (etat|conformite)|reparation|travaux|a reformer|reformee?|mise? au rebut|defectuosites?|points? chauds?|echauffements?( anormal)?|surchauffe)|^(hors d'usage|hs|h\.s\.?|defauts?|fuites?|incorrecte?|insuffisante?|inoperante?|endommagee?|deterioree?|degradee?|cassee?|perimee?|bloquee?|grippee?|condamnee?|a (recharger|mettre en conformite|mettre hors service|retirer))s?\b|^(ne|n') ?(?![\p{L}' ]*(anomalie|defaut|defectuosite|observation|reserve|conformite|verifi|test|control|essay|inspect|realis|accessible|visit|examin))[\p{L}' ]{2,30}\b(pas|plus|jamais)\b/u, 'non_compliant'],
  // Round 22b: "Vérifié : L. Meyer", "Validé par …" name who signed, not a verdict.
  [/^(?!(verifiee?|validee?|controlee?)s?\s*(:|par\b))(verifiee?|prononcee?|acceptee?|acceptable|validee?|assuree?|bon(ne)?|correcte?|aucune anomalie|ras|rien a signaler|ok|fonctionnement correct|en (bon )?etat de (marche|fonctionnement))s?\b/, 'compliant'],
  [/^(maintenue?|laissee?|maintien) en service\b|^en (service|fonctionnement)$|^maintien\b(?! a l'arret)|^(fonctionnel|operationnel)(le)?s?\b|^(fonctionne|fonctionnent)( correctement| normalement)?$|^(sans|pas de|pas d'|aucune?) ?(defaut|defectuosite|anomalie|observation|remarque|reserve|point chaud|echauffement|non[- ]?conformite)s?\b/, 'compliant'],
];

/**
 * The verdict a short text says by the lexicon, or undefined: a cell by its first words; a
 * legend's explanation (`anywhere`) by any of its words ("fonctionnement défectueux"), when
 * they agree.
 */
export function lexiconVerdict(text: string, anywhere = false): Verdict | undefined {
  const found = lexiconVerdicts(text, anywhere);
  return found.size === 1 ? [...found][0] : undefined;
}

/** Round 13b: whether a short text's words say different things ("ok déf. ok À réparer", cells OCR glued). */
export const wordsDisagree = (text: string) => lexiconVerdicts(text, true).size > 1;

function lexiconVerdicts(text: string, anywhere: boolean): Set<Verdict> {
  // Round 14b: superheated water is a fluid ("ballon tampon d'eau surchauffée"), not an overheating.
  // Round 15b: a footnote's call glued to the state ("En service2", OCR's "Consigné!" for "Consigné¹") is no word of it.
  const f = fold(text).replace(/^[\s:=(\-–—.]+|[\s.)]+$/g, '').replace(/(?<=\p{L}{3})(?:\d|[¹²³⁴⁵⁶⁷⁸⁹*!])$/u, '').replace(/\b(eau|vapeur) surchauffee?s?\b/g, '$1');
  if (!anywhere) {
    for (const [re, v] of LEXICON) {
      const m = re.exec(f);
      if (!m) continue;
      // "Maintien en service refusé": a fit start turned over further on says nothing sure.
      if (v === 'compliant' && /\b(refus\w*|non|pas|plus|impossible|interdite?|suspendue?|sauf)\b/.test(f.slice(m.index + m[0].length))) return new Set();
      return new Set([v]);
    }
    return new Set();
  }
  const words = f.split(/[\s,;/]+/);
  const found = new Set<Verdict>();
  // A word a negation precedes is read with it ("Fonction non assurée": "non assurée", not "assurée").
  // Round 13b: "pas de point chaud", "sans défaut", "aucune anomalie" too: the word is read with what denies it.
  const negated = (i: number) => (i > 0 && /^(non|pas|plus|jamais|sans|aucune?)$/.test(words[i - 1]) && lexiconVerdict(words.slice(i - 1).join(' ')) !== undefined)
    || (i > 1 && /^(pas|sans|plus)$/.test(words[i - 2]) && /^(de|d'|du)$/.test(words[i - 1]) && lexiconVerdict(words.slice(i - 2).join(' ')) !== undefined);
  words.forEach((_, i) => { if (negated(i)) return; const v = lexiconVerdict(words.slice(i).join(' ')); if (v !== undefined) found.add(v); });
  return found;
}

/** Verdict words first (verdicts.ts, the longer phrases; letter codes in a cell), then sentences (sentences.ts), then the lexicon. */
export function said(text: string, anywhere = false, codes = false, revised = false): Verdict | undefined {
  const v = verdictOf(text, { codes, revised });
  if (v) return v.verdict;
  // A short sentence ("Ne présente pas d'anomalie", "N'a pas pu être testé"); two verdicts: none.
  const sentence = sentenceVerdict(text);
  if (sentence === 'conflict') return undefined;
  return sentence !== undefined ? sentence : lexiconVerdict(text, anywhere);
}

/** What the lexicon says of a whole folded label, only when one of its entries reads all of it ("Inapte", "Non vérifié"). */
export function wholeLexiconVerdict(f: string): Verdict | undefined {
  for (const [re, v] of LEXICON) { const m = re.exec(f); if (m && m.index === 0 && m[0].replace(/[\s.]+$/, '').length >= f.length) return v; }
  return undefined;
}

export type Legend = Map<string, Verdict>;
/**
 * Round 16b: a report reissued with its replaced values left legible, struck out, before the new
 * ones ("les valeurs remplacées restent lisibles, barrées"): a cell's last verdict is its own
 * (kept in the legend under this key).
 */
export const REVISED = 'REVISED';
const REVISED_SAYS = /\b(?:valeurs?|mentions?|resultats?|indications?) (?:remplacee?s?|corrigee?s?|modifiee?s?|annulee?s?)\b[^.]{0,50}\bbarree?s?\b/;
/** Codes set as explained; a code two explanations give different verdicts is kept aside in `conflicts` (dropped at the end). */
function explain(legend: Legend, conflicts: Set<string>, entries: [string, Verdict][]) {
  for (const [k, v] of entries) {
    if (legend.has(k) && legend.get(k) !== v) conflicts.add(k);
    legend.set(k, v);
  }
}
/** A code: 1 to 4 capitals, with dots ("C", "NC", "N.V.", "NOK", "AS"), then ":" or "=". */
// Round 14b: a digit explained by "=" (a spreadsheet's "1 = conforme ; 0 = non conforme"); a numbered reference's letter ("O-k = observation", cells "O-1"), keyed REF:O.
// Round 11b: an abbreviation explained by "=" too ("Bon p. = bon pour service ; À rep. = à reprendre").
const CODE = /(?<![\p{L}\p{N}])([A-Z]{1,2}-[kn](?=\s*=)|[A-ZÀ](?:\.?[A-Z0-9]){0,3}\.?|[✓✔✗✘×–—-](?=\s*[:=])|\d(?=\s*=\s*\p{L})|\p{Lu}\p{Ll}{0,4}\.?\s\p{Ll}{1,4}\.(?=\s*=))['’`]?\s*[:=]\s*/gu;
/** A code's key: capitals and digits; a tick or a cross as one symbol ("✔" is "✓", "✘" and "×" are "✗", dashes are "–"). */
// Round 16b: OCR reads a code "A" alone as "À".
export const key = (code: string) => code.replace(/^\s*À(?=[\s.:=]*$)/, 'A').toUpperCase().replace(/[✔]/g, '✓').replace(/[✘×]/g, '✗').replace(/[—-]/g, '–').replace(/[◯]/g, '○').replace(/[^A-Z0-9✓✗–○☺☹⚠⊘]/g, '');

/**
 * The codes a report explains, over all its lines: "C : conforme, NC : non conforme", "B : bon ;
 * M : mauvais", "O = oui, apte à remplir sa fonction". A code two legends explain differently is
 * dropped (which one a cell means is not known).
 */
export function readLegend(all: { raw: string }[]): Legend {
  const legend: Legend = new Map();
  const conflicts = new Set<string>();
  // A legend cut by the page's width after its last code ("… ; NV =" / "non vérifié (…)") is read whole.
  const lines = all.map((l, i) => (/[:=]\s*$/.test(l.raw) && all[i + 1] ? { raw: `${l.raw} ${all[i + 1].raw}` } : l));
  for (const { raw } of lines) {
    if (raw.length > 450 || !/[:=]/.test(raw)) continue;
    const marks = [...raw.matchAll(CODE)];
    const entries: [string, Verdict][] = [];
    marks.forEach((m, i) => {
      const end = i + 1 < marks.length ? marks[i + 1].index : raw.length;
      // The explanation: up to the next code, without its separator or a note in brackets.
      // It ends at a column gap or a box: "X : défectuosité constatée   ☐ non examiné" explains X by its first words only.
      const text = raw.slice(m.index + m[0].length, end).split(/\s{3,}|[☐□☒☑■;]/)[0].replace(/\([^)]*\)/g, ' ').replace(/[\s;,.–—-]+$/, '').trim();
      if (!text || text.length > 120) return;
      const v = said(text, true);
      const ref = /^([A-Z]{1,2})-[kn]$/.exec(m[1]);
      if (v !== undefined) entries.push([ref ? `REF:${ref[1]}` : key(m[1]), v]);
    });
    // One explained code alone is a legend only when it says "not verified" ("N.V. : non
    // vérifiée (…)"); a verdict needs its options next to it ("C : conforme, NC : …").
    if (entries.length < 2 && !(entries.length === 1 && entries[0][1] === null)) continue;
    explain(legend, conflicts, entries);
  }
  readScale(lines, legend, conflicts);
  readWordCodes(lines, legend, conflicts);
  readSymbols(lines, legend, conflicts);
  readColours(lines, legend, conflicts);
  readThreshold(lines, legend);
  if (REVISED_SAYS.test(fold(lines.map((l) => l.raw).join(' ')))) legend.set(REVISED, null);
  for (const k of conflicts) legend.delete(k);
  return legend;
}

/** Round 12: a word a key explains, one sentence each ("Verte : apte à l'utilisation. Rouge : utilisation interdite …. Aucune : non vérifié."). */
// Round 13b: "=" too ("Indicateur : Vert = VGP satisfaisante … ; Rouge = défectuosité constatée …").
// Written as words ("Verte", "Rouge"): capitals only ("NOK") are letter codes, read by CODE.
// Round 15c: a few words with "=" ("Réserve levée = défaut corrigé pendant la visite, bloc-porte conforme ; Non conforme – à reprendre = …").
const WORD_CODE = /(?:^|[.;•:]\s*)(\p{Lu}\p{Ll}{2,14}(?:\s[\p{Ll}–-]{1,14}){0,4}(?=\s*=)|\p{Lu}\p{Ll}{2,14})\s*[:=]\s*([^.;:=]{3,160})/gu;
const QUOTED_CODE = /«\s*(\p{Lu}[\p{L}' ]{2,40}?)\s*»\s*[–—-]\s*([^;«»]{3,160})/gu;
/** Word codes are keyed apart from letter codes: "Verte" is WORD:VERTE (a cell "C" never reads as a word). */
export const wordKey = (word: string) => `WORD:${key(word)}`;

/** The words a line explains as the options of one thing ("Verte : … Rouge : … Aucune : …"), two of them at least, each a verdict. */
function readWordCodes(lines: { raw: string }[], legend: Legend, conflicts: Set<string>) {
  for (const { raw } of lines) {
    if (raw.length > 700) continue;
    const entries: [string, Verdict][] = [];
    // The key's own label first ("Indicateur : Vert = …") is no code.
    // Round 23b: options quoted, each explained after a dash ("Suite à donner : « Aucune » – appareil apte, rien à lever ; « Remise en état … » – …").
    for (const m of raw.matchAll(QUOTED_CODE)) {
      const v = said(m[2].trim(), true);
      const own = said(m[1]);
      if (v !== undefined && (own === undefined || own === v)) entries.push([wordKey(m[1]), v]);
    }
    for (const m of raw.replace(/^[\p{L} ]{3,30}:\s*(?=\p{Lu}\p{L}{2,14}\s*=)/u, '').matchAll(WORD_CODE)) {
      const v = said(m[2].trim(), true);
      // Round 15c: words that say a verdict themselves ("Non visité = installation non vue, à revoir …") keep it: an explanation saying another is misread.
      const own = m[1].includes(' ') ? said(m[1]) : undefined;
      if (v !== undefined && (own === undefined || own === v)) entries.push([wordKey(m[1]), v]);
    }
    if (entries.length < 2 || new Set(entries.map(([, v]) => v)).size < 2) continue;
    explain(legend, conflicts, entries);
  }
  readTagColours(lines, legend, conflicts);
}

/** Round 24: a tag's colour in capitals before its printed words, over lines ("VERTE « INSPECTÉ – APTE AU SERVICE » : récipient maintenu en service ; ROUGE « CONSIGNÉ – NE PAS UTILISER » : …"). */
const TAG_CODE = /(?<![\p{L}])(\p{Lu}{3,14})\s*«\s*([^«»]{3,60}?)\s*»\s*(?::\s*([^;«»]{3,160}))?/gu;
function readTagColours(lines: { raw: string }[], legend: Legend, conflicts: Set<string>) {
  const entries: [string, Verdict][] = [];
  for (const m of lines.map((l) => l.raw.trim()).join(' ').matchAll(TAG_CODE)) {
    const own = said(m[2]);
    const why = m[3] ? said(m[3].split(/\.\s/)[0].trim(), true) : undefined; // its own sentence
    const v = own ?? why;
    if (v !== undefined && (why === undefined || why === v)) entries.push([wordKey(m[1]), v]);
  }
  if (entries.length >= 2 && new Set(entries.map(([, v]) => v)).size >= 2) explain(legend, conflicts, entries);
}

/** Round 12: symbols a key explains without a colon ("Légende : ✓ conforme, aucune anomalie – ✗ non conforme … – ○ non contrôlé"). */
// Round 17b: a key of colours ("Lecture du signal :  Vert   maintien en service   Orange   …", the
// lamps read as their colours' names by pen-marks.ts; a highlighter's key written "rose = à
// changer, HS"): each colour explained by the words after it, up to a column gap.
const COLOUR = /(?:^|\s{3,}|[;•]\s*)(vert|verte|rouge|orange|jaune|rose|bleu|bleue|violet|gris)(?:\s*[=:]\s*|\s{3,})([^=;]+?)(?=\s{3,}|;|$)/giu;
/** rows.ts STRONG: a sure identifier (not imported: rows.ts imports this file). */
const STRONG_ID = 4;
function readColours(lines: { raw: string }[], legend: Legend, conflicts: Set<string>) {
  const entries: [string, Verdict][] = [];
  for (const { raw } of lines) {
    // A key line names no element (a table's row "… Vert   —" is one).
    if (raw.length > 300 || raw.split(/\s+/).some((t) => idScore(cleanToken(t)) >= STRONG_ID)) continue;
    for (const m of raw.matchAll(COLOUR)) {
      const v = said(m[2].replace(/\([^)]*\)/g, ' ').trim(), true);
      if (v !== undefined) entries.push([wordKey(m[1].toLowerCase().replace(/^(vert|bleu)e$/, '$1')), v]);
    }
  }
  if (new Set(entries.map(([k]) => k)).size >= 2) explain(legend, conflicts, entries);
}

// Round 14b: a pictogram's faces and signs too ("☺ apte   ⚠ apte, point à surveiller   ☹ inapte   ⊘ non contrôlé").
const SYMBOL = /([✓✔✗✘×○◯☺☹⚠⊘])\s*[:=]?\s*([^✓✔✗✘×○◯☺☹⚠⊘–—;|]{3,100})/gu;

function readSymbols(lines: { raw: string }[], legend: Legend, conflicts: Set<string>) {
  for (const { raw } of lines) {
    if (raw.length > 400) continue;
    const entries: [string, Verdict][] = [];
    for (const m of raw.matchAll(SYMBOL)) {
      const v = said(m[2].replace(/\([^)]*\)/g, ' ').trim(), true);
      if (v !== undefined) entries.push([key(m[1]), v]);
    }
    // Two symbols that say different things at least ("✓ conforme", "✗ non conforme").
    if (new Set(entries.map(([, v]) => v)).size < 2) continue;
    explain(legend, conflicts, entries);
  }
}

/** Round 12: a graded scale's line ("Niveau 2 – À surveiller : …", "Classe B : …"), folded. */
const SCALE = /^(niveau|classe|priorite|indice|categorie|cotation|degre)\s+(\d{1,2}|[a-z])\s*[-:=]\s*(.+)$/;
/** A code explained after a dash, next to a scale's lines ("NE – Non évalué : …"). */
const DASH_CODE = /^([A-Z]{1,3})\s*[–—-]\s*(.+)$/;
/** The word a scale's codes are keyed under: "Niveau 3" is NIVEAU3 (the cell "3" under a "Niveau" column). */
export const scaleKey = (word: string, code: string) => `${key(word)}${key(code)}`;

/**
 * A graded scale the report explains, one grade a line ("Niveau 1 – Bon état : aucune action
 * requise", … "Niveau 3 – Anomalie : … non conforme"), each grade by its explanation's words; two
 * grades of one word at least. A code explained after a dash beside them ("NE – Non évalué") too.
 */
function readScale(lines: { raw: string }[], legend: Legend, conflicts: Set<string>) {
  const grades = new Map<string, [string, Verdict][]>();
  const dashed: [string, Verdict][] = [];
  let previous = false;
  for (const { raw } of lines) {
    const m = SCALE.exec(fold(raw).trim());
    const d: RegExpExecArray | null = !m && previous ? DASH_CODE.exec(raw.trim()) : null;
    // A grade's explanation the page's width wrapped ("… ;" / "équipement non conforme.") keeps the scale going.
    previous = !!m || (previous && (!!d || /^\p{Ll}/u.test(raw.trim())));
    const text = (m?.[3] ?? d?.[2] ?? '').replace(/\([^)]*\)/g, ' ').trim();
    // Its whole explanation, else its name before a colon ("Non évalué : équipement non accessible ou …").
    const v = !text || text.length > 160 ? undefined : said(text, true) ?? (text.includes(':') ? said(text.split(':')[0], true) : undefined);
    if (v === undefined) continue;
    if (m) grades.set(m[1], [...(grades.get(m[1]) ?? []), [scaleKey(m[1], m[2]), v]]);
    else if (d) dashed.push([key(d[1]), v]);
  }
  const found = [...grades.values()].filter((g) => g.length >= 2).flat();
  if (!found.length) return;
  explain(legend, conflicts, [...found, ...dashed]);
}
