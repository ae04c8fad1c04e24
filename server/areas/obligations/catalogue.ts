// The documentary catalogue: the documents French regulation requires on file for the element
// types of the demo regulations, each with the text it comes from (`reference`, `reference_url`).
// docs/regulatory-catalogue.md ('Documents required on file') explains each choice.
// Installed as platform data (obligation_types) by installObligationCatalogue: at start (a few
// idempotent statements) and by the demo seed before the demo obligations are generated.
import type pg from 'pg';

const LEGI = 'https://www.legifrance.gouv.fr/';
/** Légifrance's search for a NOR or an article number: stable where an article id is not known here. */
const find = (q: string) => `${LEGI}search/all?query=${encodeURIComponent(q)}`;
/** Arrêté du 1er mars 2004 relatif aux vérifications des appareils et accessoires de levage. */
const LEVAGE = `${LEGI}loda/id/JORFTEXT000000451440`;
/** Arrêté du 2 mars 2004 relatif au carnet de maintenance des appareils de levage (NOR SOCT0410465A). */
const CARNET = find('SOCT0410465A');
/** Arrêté du 20 novembre 2017 relatif au suivi en service des équipements sous pression (NOR TREP1723392A). */
const ESP = find('TREP1723392A');
/** Arrêté du 26 décembre 2011 relatif aux vérifications des installations électriques (NOR ETST1135026A). */
const ELEC = find('ETST1135026A');
/** Code du travail, article R4227-39 (essais et visites périodiques consignés sur un registre). */
const R4227_39 = `${LEGI}codes/article_lc/LEGIARTI000018531786`;

export interface ObligationCatalogueEntry {
  regulation: string;
  elementTypes: string[];
  /** The document's name: the obligations' `document_name`. */
  name: string;
  reference: string;
  referenceUrl: string;
}

const LIFTING = ['Pont roulant', 'Palan', 'Chariot élévateur'];
const PRESSURE = ['Récipient sous pression', 'Générateur de vapeur', 'Tuyauterie'];
const ELECTRICAL = ['Tableau électrique', 'Transformateur'];
const FIRE = ['Extincteur', 'Système de désenfumage', 'Porte coupe-feu'];

export const OBLIGATION_CATALOGUE: ObligationCatalogueEntry[] = [
  // Lifting: the machine's own documents (Code du travail R4313-1 and annexe I of R4312-1, §1.7.4:
  // a machine is delivered with its instructions and its EC declaration of conformity; R4323-1:
  // the employer keeps the instructions available), the maintenance log (arrêté du 2 mars 2004,
  // art. 2, under R4323-19) and the reports of the periodic checks (R4323-25: kept in the
  // safety register; arrêté du 1er mars 2004, art. 9).
  { regulation: 'Appareils de levage', elementTypes: LIFTING, name: 'Notice d’instructions',
    reference: 'Code du travail R4312-1 (annexe I, § 1.7.4) et R4323-1', referenceUrl: find('R4312-1') },
  { regulation: 'Appareils de levage', elementTypes: LIFTING, name: 'Déclaration CE de conformité',
    reference: 'Code du travail R4313-1 (directive 2006/42/CE, annexe II)', referenceUrl: find('R4313-1') },
  { regulation: 'Appareils de levage', elementTypes: LIFTING, name: 'Carnet de maintenance',
    reference: 'Arrêté du 2 mars 2004, art. 2 et 3 ; Code du travail R4323-19', referenceUrl: CARNET },
  { regulation: 'Appareils de levage', elementTypes: LIFTING, name: 'Rapports de vérification générale périodique',
    reference: 'Code du travail R4323-25 ; arrêté du 1er mars 2004, art. 9 et 23', referenceUrl: LEVAGE },
  // Pressure equipment: arrêté du 20 novembre 2017, art. 6 I: the operating file (notice,
  // drawings, safety accessories), the proof of the commissioning declaration for equipment
  // subject to it, and the certificates of inspections and requalifications (art. 15, 18-19).
  { regulation: 'Équipements sous pression', elementTypes: PRESSURE, name: 'Dossier d’exploitation',
    reference: 'Arrêté du 20 novembre 2017, art. 6 I', referenceUrl: ESP },
  { regulation: 'Équipements sous pression', elementTypes: PRESSURE, name: 'Preuve de dépôt de la déclaration de mise en service',
    reference: 'Arrêté du 20 novembre 2017, art. 6 I (équipements soumis à déclaration)', referenceUrl: ESP },
  { regulation: 'Équipements sous pression', elementTypes: PRESSURE, name: 'Attestation de requalification périodique',
    reference: 'Arrêté du 20 novembre 2017, art. 6 I, 18 et 19', referenceUrl: ESP },
  { regulation: 'Équipements sous pression', elementTypes: ['Récipient sous pression', 'Générateur de vapeur'],
    name: 'Compte rendu d’inspection périodique', reference: 'Arrêté du 20 novembre 2017, art. 6 I et 15', referenceUrl: ESP },
  // Electrical installations: the initial verification's report (R4226-14; arrêté du 26 décembre
  // 2011, art. 2 and annexe II), the register of verifications with the accredited body's reports
  // (R4226-19), the technical file with single-line diagrams and drawings (R4215-2 and R4226-6;
  // content: arrêté du 20 avril 2012).
  { regulation: 'Installations électriques', elementTypes: ELECTRICAL, name: 'Rapport de vérification initiale',
    reference: 'Code du travail R4226-14 ; arrêté du 26 décembre 2011, art. 2 et annexe II', referenceUrl: ELEC },
  { regulation: 'Installations électriques', elementTypes: ELECTRICAL, name: 'Registre et rapports de vérification périodique',
    reference: 'Code du travail R4226-19 ; arrêté du 26 décembre 2011, art. 3', referenceUrl: find('R4226-19') },
  { regulation: 'Installations électriques', elementTypes: ELECTRICAL, name: 'Dossier technique (schémas unifilaires et plans)',
    reference: 'Code du travail R4215-2 et R4226-6 ; arrêté du 20 avril 2012', referenceUrl: find('R4215-2') },
  // Fire safety: the tests and periodic visits of fire equipment are entered in a register kept
  // for the labour inspector (R4227-39); a fire door's rating is proven by its classification
  // report (arrêté du 22 mars 2004 relatif à la résistance au feu des produits).
  { regulation: 'Sécurité incendie', elementTypes: FIRE, name: 'Registre de sécurité',
    reference: 'Code du travail R4227-39 (essais et visites consignés sur un registre)', referenceUrl: R4227_39 },
  { regulation: 'Sécurité incendie', elementTypes: ['Porte coupe-feu'], name: 'Procès-verbal de classement de résistance au feu',
    reference: 'Arrêté du 22 mars 2004 relatif à la résistance au feu des produits', referenceUrl: find('arrêté 22 mars 2004 résistance au feu') },
];

type Client = Pick<pg.PoolClient, 'query'>;

/** installObligationCatalogue at start, one server at a time (two starting together would both insert). */
export async function installObligationCatalogueAtStart(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('obligation catalogue'))`);
    await installObligationCatalogue(client);
  } finally {
    await client.query(`SELECT pg_advisory_unlock(hashtext('obligation catalogue'))`).catch(() => {});
    client.release();
  }
}

/**
 * Upserts the catalogue's obligation types (matched by regulation and name) and their element
 * types, for the regulations and element types that exist by name. Idempotent.
 */
export async function installObligationCatalogue(client: Client): Promise<void> {
  for (const c of OBLIGATION_CATALOGUE) {
    await client.query(`
      WITH reg AS (SELECT id FROM regulations WHERE name = $1 LIMIT 1),
      t AS (
        INSERT INTO obligation_types (regulation_id, name, reference, reference_url)
        SELECT reg.id, $2, $3, $4 FROM reg
        ON CONFLICT (regulation_id, name) DO UPDATE SET reference = EXCLUDED.reference, reference_url = EXCLUDED.reference_url
        RETURNING id)
      INSERT INTO obligation_type_element_types (type_id, element_type_id)
      SELECT t.id, et.id FROM t JOIN element_types et ON et.regulation_id = (SELECT id FROM reg) AND et.name = ANY($5::text[])
      ON CONFLICT DO NOTHING`,
    [c.regulation, c.name, c.reference, c.referenceUrl, c.elementTypes]);
  }
}
