// The patterns items.ts reads a report's lines with: headings, a block's labels, remark
// references, and the lines that conclude nothing (legends, tallies, rules stated for all).
import { fold } from './normalise';
import { PEOPLE } from './rows';
import { SCAN_BOX } from './verdicts';

const NOTE = "[\\p{L}' -]";
/** A remarks heading: short, no digits, no "label : value" ("Liste récapitulative des observations", "Réserves et observations"). */
export const REMARKS_HEADER = new RegExp(`^(\\d+[.)]?\\s*)?(${NOTE}{0,40}\\s)?(observations?|remarques?|reserves?|non[- ]?conformites?|anomalies?|defauts?|constats?|motifs de refus|points? (?:a reprendre|a lever|a corriger|a surveiller|de vigilance|d'attention))(\\s${NOTE}{0,80})?:?$`, 'u');
export const OTHER_HEADER = /^(\d+[.)]?\s*)?(liste des (equipements|appareils|installations|elements|tableaux|locaux)|conclusions?( par equipement| generales?)?|equipements verifies|synthese|annexe\b|resultats? (des |de la |de l'|du )(verifications?|inspections?|controles?|visites?|examens?))[^:]*$/;
export const DESIGNATION_LABEL = /^(equipement|designation|appareil|installation|materiel|element)$/;
export const ID_LABEL = /(identification|repere|etiquette|n[°o]? ?de serie|n[°o]? ?de parc|n[°o]? ?de fabrication|numero|reference|identifiant|matricule|^n[°o]$)/;
/** A label of an element's block: its designation, identifier, verdict or remark. */
/** Round 21b: a block's detail ("Marque – modèle   STILL RX 20-20P"): its model's code is no identifier. */
export const DETAIL_LABEL = /^(marque|modele|type|constructeur|fabricant)( [–—/-] (marque|modele|type))?$/;
export const isBlockLabel = (label: string) => { const l = fold(label).replace(/^[^a-z0-9]+/, ''); return DETAIL_LABEL.test(l) || DESIGNATION_LABEL.test(l) || (ID_LABEL.test(l) && !/date/.test(l) && !OWN_REFERENCE.test(l)) || VERDICT_LABEL.test(l) || REMARK_LABEL.test(l); };
/** "Équipement 1", "Appareil n° 3": a numbered element's label. */
export const NUMBERED_LABEL = /^(?:equipement|appareil|installation|materiel|element|recipient|generateur|porte|extincteur|chariot|tableau|poste|ligne)s?\s*(?:n[°o]\s*)?(\d{1,3})$/;
// Round 13b: a work order's "Code de clôture" ("SOLDÉ – RAS", "SOLDÉ – ANOMALIE (DI …)", "NON RÉALISÉ").
// Round 23b: a tester's "Bilan objet : OK (6/6 PASS)" (an object's; a report's "Bilan : 4 conformes, …" is its tally).
/** "label : value" (a line, or a cell). */
export const LABEL_VALUE = /^([^:]{2,40}?)\s*:\s*(.+)$/;
/** A label as the rules compare it: folded, without an OCR speck before it. */
export const labelKey = (label: string) => fold(label).replace(/^[^a-z0-9]+/, '');
export const VERDICT_LABEL = /^(resultat|conclusion|avis|etat|verdict|appreciation|statut|code de cloture|cloture|decision|cotation|bilan (?:de l'|du |de la )?(?:objet|appareil|equipement|installation|element|tableau))s?\b[\p{L}' ]{0,30}$/u;
// Round 12: numbered too ("Remarque 1 : …", "Constat n° 2 : …").
export const REMARK_LABEL = /^(observations?|remarques?|reserves?|non[- ]?conformites?|constats?|constatations?|anomalies?( constatees?)?|defauts?( constates?)?|motifs?( de refus)?)( n[°o])?( ?\d{1,3})?$/;
/** A numbered remark a table's "Obs." column refers to: "Obs. 2 : …", "2 – …". */
/** A line of a scan's option list: a box OCR read as a sign or a letter or nothing, then the option ("© Apte au maintien…", "   Non apte …"). */
export const BOXED_OPTION = new RegExp(`^(?:${SCAN_BOX}|[☐□☒■]|\\[\\s?\\]?|\\(\\s?\\)?)?\\s*(?:non\\s+)?(?:apte|inapte|conforme|satisfaisant|favorable|inspect|v[ée]rifi|contr[ôo]l|test)`, 'i');
/** A word labelling the identifier after it ("repère", "n°", "identification"). */
export const ID_WORD = /^(repere|n[°o]|numero|identification|identifiant|serie|matricule|parc|immatriculation|fabrication|reference|ref\.?)[:.,]?$/;
export const OBS_REF = /^(?:obs(?:ervation)?s?\.?\s*)?(?:n[°o]\s*)?(\d{1,3})\s*[:.)–—-]\s*(.+)$/;
/** Labels of the report's own references, never an element's identifier ("Référence dossier : …", "N° client"; a "Repère client" is the element's). */
export const OWN_REFERENCE = /dossier|rapport|affaire|commande|contrat|devis|schema|\bplan\b|\bpv\b|proces-verbal|^(reference|ref\.?|n[°o]|numero|code) client/;
export const ITEM_MARK = /^(\d{1,3}[.)]|[•\-–*▪►]|o\d{1,3}\b)\s*/;
export const NOTHING = /^(aucune?|neant|sans|ras|rien a signaler) ?(observation|remarque|non[- ]?conformite|reserve|anomalie|defaut|defectuosite)?s?( (constatee?|relevee?|signalee?)s?)?\.?$|^neant\.?$/;
/** "Appareil n° 3 – …", "Porte n° 2": an element's number in the report (remarks refer to it). */
export const NUMBERED = /^\p{L}[\p{L}.' -]{1,30}?\s+n[°o]\s*(\d{1,3})\b/u;
/** Round 12: a tally in counts ("4 DAS – 3 bon(s), 1 défaillant(s), 0 non testé(s)") concludes no block. */
export const TALLY = /\b\d+\s+[\p{L}' ]{2,20}?\(s\)[^]*\b\d+\s+[\p{L}' ]{2,20}?\(s\)/u;
/** Round 13: a statement of the rule for all ("Les réservoirs dont la requalification est refusée … ne peuvent être exploités") concludes no block. */
export const GENERAL_RULE = /^(les|tous les|toutes les|ces) [\p{L}' -]{3,40}? (dont|qui|doivent|ne peuvent|ne doivent)\b/u;
/** A decision's heading alone on its line, its words under it (a box beside an element's checks). */
// Round 22b: or the visit's own box in a drawing's title block ("Visite annuelle du 12/12/2026 :", "CONFORME" under it).
export const DECISION_HEADING = /^(decision|conclusion|avis|verdict|resultat)s?( finale?| de l'organisme)?\s*:?$|^(visite|verification|controle|inspection)( annuelle| periodique| reglementaire)? du \d{1,2}\/\d{1,2}\/\d{2,4}\s*:$/;
/** Round 12: numbered people and papers ("Techn. n° 17" in a stamp, "Lot n° 12", "Fiche n° 3"): no element's heading. */
export const PERSON_OR_PAPER = new RegExp(`^(techn|${PEOPLE}|lot|bon|bordereau|rapport|contrat|dossier|commande|facture|devis|page|fiche|feuillet|pv|proces)\\b`);
/** A remark naming its element by number: "3. Extincteur n° 4 : …", "Porte n° 2 – …". */
export const ROW_REF = /^(?:\d{1,3}[.)]\s*)?\p{L}[\p{L}.' -]{1,30}?\s+n[°o]\s*(\d{1,3})\s*[:–—-]\s*(.+)$/u;
/** A legend's line: a code ("N.V.", "SO", "C") then ":" or "=" (vocabulary.ts reads its explanation). */
export const LEGEND_LINE = /^[A-Z](?:\.?[A-Z0-9]){0,3}\.?\s*[:=]/;

/** Round 19b: the exceptions to a finding ("satisfaisant sur les appareils vérifiés, sauf :"). */
export const EXCEPT = /\b(sauf|excepte|hormis|a l'exception (de|des|du))[\s,]*$/;
