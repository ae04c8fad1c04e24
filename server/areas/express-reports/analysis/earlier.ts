// What a report carries of EARLIER documents, which says nothing of this visit (round 17b): a copy
// of the previous visit's sheet joined "pour mémoire", and, in a printed e-mail thread, the older
// messages quoted under the newest one (an erratum on top of the summary it corrects).
import type { Line } from './header';
import { fold } from './normalise';
import type { PageText } from './types';

/** "Pièce jointe – copie de la fiche de la visite précédente (26/12/2022)" heading a page. */
const COPY_HEADING = /\bcopie (?:de |du |d')(?:la |l')?(?:fiche|rapport|proces-verbal|compte rendu|pv|releve|bon)\b.{0,40}\b(?:visite|verification|inspection|controle|intervention|campagne)s? (?:precedente?s?|anterieure?s?)\b/;
/** A copy's watermark on its own line ("COPIE – POUR MÉMOIRE"). */
const COPY_MARK = /^(?:copie\s*[–—-]?\s*)?pour ?memoire$|^copie\s*[–—-]?\s*(?:non valable|perimee|sans valeur)$/;

/** Round 21b: a superseded version joined for the record ("ANNEXE – PROJET V1 DU … (ANNULÉ ET REMPLACÉ PAR LA VERSION DÉFINITIVE)", "ses résultats ne sont plus valables"); the active "annule et remplace le projet" is the valid version's. */
const SUPERSEDED = /\b(?:annulee?s? et remplacee?s? par|(?:ses|les) resultats ne sont plus valables|(?:projet|version|brouillon) (?:v?\d+ )?(?:annulee?|perimee?|caduque?)\b)/;

/** A page after the first that says it is a copy of an earlier visit's document: not read (the pages after it neither, see extract.ts). */
export function isEarlierCopy(page: PageText, first: number): boolean {
  if (page.page === first || page.source === 'none') return false;
  const lines = page.text.split('\n').map((l) => fold(l).trim()).filter(Boolean);
  if (SUPERSEDED.test(lines.slice(0, 3).join(' ').replace(/\s+/g, ' '))) return true;
  return lines.slice(0, 3).some((l) => COPY_HEADING.test(l)) || lines.some((l) => COPY_MARK.test(l.replace(/\s+/g, ' ')));
}

/** "-----Message d'origine-----", "Le 9 déc. 2026 à 19:48, X a écrit :": what follows is an older message quoted. */
const QUOTE_MARK = /^-{2,}\s*(?:message d'origine|original message|message transfere|forwarded message)\s*-{2,}$|^le .{5,80}\ba ecrit\s*:$/;

/** Where a printed e-mail thread's quoted older messages start (page, line index), or null. */
export function quotedFrom(lines: Line[]): { page: number; index: number } | null {
  const l = lines.find((x) => QUOTE_MARK.test(x.folded.trim()));
  return l ? { page: l.page, index: l.index } : null;
}

/** Whether `line` is in the quoted part. */
export const isQuoted = (line: Line, from: { page: number; index: number } | null) =>
  !!from && (line.page > from.page || (line.page === from.page && line.index >= from.index));
