// Verdicts said in sentences (issue 26, round 4): "l'équipement est jugé apte", "aucune anomalie
// n'a été relevée", "ne peut être maintenu en service", "n'a pas pu être vérifié". A sentence is
// read clause by clause: a predicate that says the element is fit (apte, satisfaisant, conforme,
// peut être maintenu en service…) turned over by a negation just before it ("n'est pas jugé
// apte", "ne peut être maintenu"), a finding of defects ("des défauts ont été constatés") and its
// absence ("aucune anomalie n'a été relevée", "sans observation"), what was not done ("n'a pas pu
// être vérifié"). Clauses that disagree say nothing: a sentence that is not understood stays
// unknown (precision first).
import { fold } from './normalise';
import { tickedOption, unCertified, verdictOf } from './verdicts';

export type Verdict = 'compliant' | 'non_compliant' | null;

/** Nouns of a finding: what is wrong with an element. */
// Round 5: the nouns of the general inspection vocabulary (défectuosité, fuite, dégradation…), not one layout's.
// Round 9: "pas d'objection (au maintien en service)" says nothing stands against it: an objection counts as a finding.
const DEFECT = '(?:anomalies?|objections?|defauts?|defectuosites?|non[- ]?conformites?|observations?|reserves?|dysfonctionnements?|fuites?|degradations?|desordres?|ecarts?|manquements?|points? chauds?|echauffements?)';
/** "aucune anomalie (thermique) constatée", "sans observation", "pas d'anomalie", "RAS": nothing found (compliant). */
const NOTHING_FOUND = new RegExp(`\\b(?:aucune?|sans|pas d'|pas de|absence d'|absence de|exempte?s? de|exempte?s? d')\\s*(?:\\p{L}+\\s+)?(?:de\\s+|d')?${DEFECT}\\b|\\brien a signaler\\b|\\br\\.?a\\.?s\\b`, 'u');
/** "des défauts ont été constatés", "deux anomalies relevées": a finding (non-compliant). */
// Round 5: the verbs reports say a finding with ("présente une anomalie", "a révélé des défauts", "met en évidence").
const FOUND_VERB = /\b(?:(?:constate|releve|signale|detecte|decele|observe|identifie|repere)e?s?|presente(?:nt)?|presentant|comporte(?:nt)?|comportant|revele(?:nt)?|montre(?:nt)?|(?:fait|font) apparaitre|mise?s? en evidence)\b/;
const SOME_DEFECT = new RegExp(`\\b(?:une?|des|plusieurs|deux|trois|\\d+)\\s+(?:\\p{L}+\\s+)?${DEFECT}\\b`, 'u');
/** Predicates saying the element is fit (turned over by a negation before them; "in" of "inapte"). */
const FIT = [
  /\b(?:(?:juge|jugee|declare|declaree|reconnue?)s?\s+)?(in)?aptes?\b/,
  /\b(?:peu[tv]|peuvent)\s+(?:(?:pas|plus)\s+)?(?:etre\s+)?(?:maintenue?s?|remise?s?)\s+en service\b/,
  /\bsatisfaisante?s?\b/,
  /\bconformes?\b/,
  /\bbon (?:etat|fonctionnement)\b|\bfonctionnement correct\b/,
  // Round 5: what the bodies say of an element kept in use ("peut continuer à être utilisé",
  // "est maintenu en service", "peut rester en service", "en état de marche", "utilisable") and
  // its negations ("ne peut plus être utilisé", "ne permet pas de maintenir … en service").
  /\b(?:peu[tv]|peuvent|pourra|pourront)\s+(?:(?:pas|plus)\s+)?(?:continuer\s+a\s+)?(?:etre\s+)?(?:utilisee?s?|exploitee?s?|fonctionner)\b/,
  /\b(?:est|sont|reste|restent|demeure|demeurent|peu[tv]|peuvent)\s+(?:(?:pas|plus)\s+)?(?:etre\s+)?(?:maintenue?s?|laissee?s?|rester|demeurer)\s+en service\b/,
  /\bpermet(?:tent)?\s+(?:(?:pas|plus)\s+)?(?:de\s+|d')(?:maintenir|utiliser|exploiter|remettre)\b/,
  /\b(in)?utilisables?\b/,
  // Round 16b: a meeting's decision ("Maintien en service acté"); a requalification's outcome as forms print it ("prononcée"; its success, arrêté du 20 novembre 2017 art. 24, preventionbtp.fr).
  /\b(?:maintien en service|requalification(?: periodique)?) (?:acte|prononce|accorde|autorise|confirme|valide)e?s?\b/,
  // Round 20b: a block's band naming what it keeps in use ("RÉSERVOIR MAINTENU EN SERVICE").
  /^(?:reservoir|recipient|appareil|equipement|installation|materiel|chariot|extincteur|porte|engin)s?\s+(?:maintenue?s?|laissee?s?)\s+en service\b/,
  // Round 15b: "cette installation est en ordre" (a letter's word for a sound installation).
  /\b(?:est|sont|reste|restent|remise?s?)\s+(?:(?:pas|plus)\s+)?en (?:bon )?ordre(?: de marche)?\b/,
  /\ben (?:bon )?etat de (?:marche|fonctionnement|service)\b|\bfonctionne(?:nt)? (?:correctement|normalement)\b|\b(?:fonctionnel|operationnel)(?:le)?s?\b/,
];
/**
 * Predicates saying the element must not be used or must be repaired ("retiré du service", "ne
 * doit pas être utilisé", "doit être remplacé", "interdit d'utilisation", "des travaux sont
 * nécessaires"): non-compliant; a negation before them leaves the clause unread.
 */
const UNFIT = [
  // Round 15b: a logbook's "Appareil CONSIGNÉ" (locked out until repaired).
  /\b(?:appareil|equipement|installation|chariot|engin)s?\s+consignee?s?\b/,
  /\b(?:retiree?s?|mise?s?|placee?s?)\s+(?:du service|hors service|hors d'usage|a l'arret)\b|\bhors (?:service|d'usage)\b/,
  /\b(?:doi[tv]|doivent|devra|devront)\s+(?:etre\s+)?(?:reparee?s?|remplacee?s?|changee?s?|remise?s? en (?:etat|conformite)|mise?s? en conformite|reprise?s?|revisee?s?|retiree?s?)\b/,
  /\b(?:interdite?s?|interdiction) d'(?:utilisation|utiliser|emploi)\b/,
  // Round 15c: a class's words ("CLASSE D – défectuosité grave : appareil à arrêter, utilisation interdite").
  /\butilisation (?:interdite|proscrite)\b|\b(?:appareil|equipement|installation|chariot|engin)s?\s+a (?:arreter|mettre a l'arret|consigner)\b/,
  /\ba (?:remettre en (?:etat|conformite)|mettre en conformite|reparer|remplacer|changer|reprendre|reviser)\b/,
  /\b(?:maintien|remise) en service (?:refusee?|impossible|suspendue?|interdite?)\b|\brefus (?:de|du) (?:maintien|remise) en service\b|\brequalification(?: periodique)? (?:refusee?|non prononcee?)\b/,
  /\b(?:travaux|reparations?|remise en etat|mise en conformite|remplacement)\s+(?:est |sont )?(?:necessaires?|a prevoir|requise?s?|a realiser|a effectuer|indispensables?)\b/,
  // Round 17b: a key's "arrêt : remise en état avant remise en service".
  /\b(?:travaux|reparations?|remise en etat|mise en conformite|remplacement)s?\s+(?:obligatoires?\s+)?avant (?:toute )?(?:re)?(?:mise|remise) en (?:service|utilisation)\b/,
];
/** "ne doit pas être utilisé", "ne doit plus être mis en service": the negation is the predicate's own. */
// Round 15b: the order itself too ("ne pas utiliser avant remise en état").
const MUST_NOT_USE = /\b(?:ne|n')\s*(?:doi[tv]|doivent|devra|devront)\s+(?:pas|plus)\s+(?:etre\s+)?(?:utilisee?s?|exploitee?s?|(?:re)?mise?s? en service)\b|\bne (?:pas|plus) (?:utiliser|employer|mettre en service)\b/;
/** Said not verified: "n'a pas pu être vérifié", "non réalisé", "non testée", "non présenté". */
// Round 16b: what the site refused or made impossible ("consignation refusée par la production", "accès interdit").
const NOT_DONE = /\b(?:n'a|n'ont|ne sont|n'est)\s+(?:(?:en realite|finalement|toujours|encore|donc|malheureusement|en fait)\s+)?pas\s+(?:pu\s+)?(?:ete\s+|etre\s+)*(?:verifiee?s?|testee?s?|controlee?s?|inspectee?s?|realisee?s?|examinee?s?|presentee?s?|visitee?s?)\b|\bnon\s+(?:verifiee?s?|testee?s?|controlee?s?|inspectee?s?|realisee?s?|examinee?s?|presentee?s?|visitee?s?|evaluee?s?|vue?s?|accessibles?(?![^.;]*\b(?:encombre|obstrue|masque|entrave|cache)e?s?\b))\b|\b(?:consignation|acces|intervention|essai|arret|mise hors tension|mise a l'arret|coupure)\s+(?:refusee?|impossible|interdite?|non (?:accordee?|autorisee?))\b|\bhors tension impossible\b|\brequalification(?: periodique)? (?:ajournee?|reportee?|differee?)\b/;
/** A negation: "ne", "n'…", "pas", "plus", "non", "jamais". */
const NEGATION = /(?:^|\s)(?:ne|n'\S*|pas|plus|non-?|jamais|nullement)(?=\s|$)/;
/** The verb a "nothing found" phrase carries after it ("aucune anomalie n'a été relevée"): its negation is the phrase's own. */
const ITS_VERB = /^\s*(?:\p{L}+\s+)?(?:n'a|n'ont|n'est|ne sont|n'etait|n'etaient)\s+(?:ete\s+)?\p{L}+/u;

export type Said = Verdict | 'conflict' | undefined;

/** One clause's verdict, 'conflict' when it says two, undefined when it says none. */
function clauseVerdict(clause: string): Said {
  const said = new Set<Verdict>();
  let conflict = false;
  // "Not done" is one more thing a clause says: beside another verdict it is a list of options
  // whose tick OCR lost ("opérationnelle  travaux à prévoir  non contrôlée"), so nothing is sure.
  if (NOT_DONE.test(clause)) said.add(null);
  const nothing = NOTHING_FOUND.exec(clause);
  let rest = clause;
  if (nothing) {
    said.add('compliant');
    const end = nothing.index + nothing[0].length;
    rest = `${clause.slice(0, nothing.index)} ${clause.slice(end).replace(ITS_VERB, '')}`;
  }
  const found = SOME_DEFECT.exec(rest);
  if (found && FOUND_VERB.test(rest)) {
    // "ne présente pas une anomalie": a negated finding is not read.
    if (NEGATION.test(rest.slice(0, found.index))) conflict = true;
    else said.add('non_compliant');
  }
  if (MUST_NOT_USE.test(rest)) said.add('non_compliant');
  for (const re of UNFIT) {
    const m = re.exec(rest);
    if (!m) continue;
    const before = rest.slice(0, m.index).trim().split(/\s+/).slice(-4).join(' ');
    if (NEGATION.test(` ${before}`)) conflict = true; else said.add('non_compliant');
  }
  for (const re of FIT) {
    for (const m of rest.matchAll(new RegExp(re.source, 'g'))) {
      // The negation turning the predicate over stands in the four words before it, or inside it
      // ("n'est pas jugé apte", "ne peut pas être maintenu", "non satisfaisant", "inapte");
      // "conforme, non conforme" side by side says both, so nothing.
      const before = rest.slice(0, m.index).trim().split(/\s+/).slice(-4).join(' ');
      const negated = NEGATION.test(` ${before}`) || /\b(?:pas|plus)\b/.test(m[0]) || !!m[1];
      said.add(negated ? 'non_compliant' : 'compliant');
    }
  }
  if (conflict || said.size > 1) return 'conflict';
  return said.size ? [...said][0] : undefined;
}

/** A clause's turn: what comes after it outweighs what came before. */
const CONTRAST = /\b(?:par contre|cependant|toutefois|neanmoins|en revanche)\b/;

/**
 * What a sentence (or a few) says about its element: a verdict, 'conflict' when its clauses
 * disagree, undefined when it says none. Brackets are asides ("(voir observation 2)").
 */
export function sentenceVerdict(text: string): Said {
  // Round 15b: a question asserts nothing ("Des dégradations ont-elles été constatées ?", its boxes lost to OCR).
  const f = unCertified(fold(text)).replace(/\([^)]*\)/g, ' ').replace(/[^.;!?:]*\?/g, ' ');
  const found = new Set<Verdict>();
  for (const clause of f.split(/[.;!?:]/)) {
    // Round 19b: "Serrage vérifié, pas d'échauffement, par contre… Non conforme": what follows the "but" decides.
    const but = CONTRAST.exec(clause);
    const after = but ? clauseVerdict(clause.slice(but.index + but[0].length).trim()) : undefined;
    const v = after !== undefined && after !== 'conflict' ? after : clauseVerdict(clause.trim());
    if (v === 'conflict') return 'conflict';
    if (v !== undefined) found.add(v);
  }
  if (found.size > 1) return 'conflict';
  return found.size ? [...found][0] : undefined;
}

/**
 * A line's verdict from its words (verdicts.ts) and its sentences together: when they disagree,
 * a verbal negation ("ne … pas", which the word list does not read) makes the sentence right;
 * otherwise nothing is sure ('unknown'). Undefined: the line says nothing.
 */
export function statedVerdict(text: string): Verdict | 'unknown' | undefined {
  const words = verdictOf(text);
  // A row of boxes is read by its ticks (verdicts.ts), never as a sentence.
  if (/[☐□☒☑✔✓■]/.test(text)) {
    if (words) return words.verdict;
    // The ticked option in the inspection's words ("☒ travaux à prévoir", "☒ opérationnelle").
    const option = tickedOption(text);
    const said = option === null ? undefined : sentenceVerdict(option);
    return said === 'conflict' ? 'unknown' : said;
  }
  const sentence = sentenceVerdict(text);
  if (sentence === undefined) return words ? words.verdict : undefined;
  if (sentence === 'conflict') return 'unknown';
  if (!words || words.verdict === sentence) return sentence;
  return /(?:^|\s)(?:ne|n'\S*)\s/.test(fold(text)) ? sentence : 'unknown';
}
