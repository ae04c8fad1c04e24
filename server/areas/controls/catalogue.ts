// The regulatory catalogue: the periodic controls French regulation imposes on the element types
// of the demo regulations, each with the text it comes from (`reference`, `reference_url`).
// docs/regulatory-catalogue.md explains each choice (frequency, who performs it, blocking or not).
// Installed as platform data (control_types with company_id NULL) by installCatalogue: at start
// (a few statements, idempotent) and by the demo seed before controls are generated.
import type pg from 'pg';

const LEGI = 'https://www.legifrance.gouv.fr/';
/** Arrêté du 1er mars 2004 relatif aux vérifications des appareils et accessoires de levage. */
const LEVAGE = `${LEGI}loda/id/JORFTEXT000000451440`;
/** Arrêté du 20 novembre 2017 relatif au suivi en service des équipements sous pression (Légifrance search: its NOR). */
const ESP = `${LEGI}search/all?query=TREP1723392A`;
/** Arrêté du 26 décembre 2011 relatif aux vérifications des installations électriques (NOR ETST1135026A). */
const ELEC = `${LEGI}search/all?query=ETST1135026A`;
/** Code du travail, article R4227-39 (consigne incendie: essais et visites périodiques du matériel). */
const R4227_39 = `${LEGI}codes/article_lc/LEGIARTI000018531786`;
/** Arrêté du 5 août 1992 (prévention des incendies et désenfumage de certains lieux de travail). */
const INCENDIE_1992 = `${LEGI}loda/id/JORFTEXT000000290033`;

export interface CatalogueEntry {
  regulation: string;
  elementTypes: string[];
  name: string;
  frequencyMonths: number;
  controllerRequirement: string;
  leadsToNonCompliance: boolean;
  reference: string;
  referenceUrl: string;
}

export const CATALOGUE: CatalogueEntry[] = [
  // Arrêté du 20 novembre 2017, art. 15 I: inspection périodique at most every 2 years for steam
  // generators, 4 years for the other equipment (pipes excepted); art. 18 I: requalification at
  // most every 10 years in the general case (shorter for toxic/corrosive fluids: 3 or 6 years).
  { regulation: 'Équipements sous pression', elementTypes: ['Récipient sous pression'], name: 'Inspection périodique des récipients',
    frequencyMonths: 48, controllerRequirement: 'Personne compétente', leadsToNonCompliance: true,
    reference: 'Arrêté du 20 novembre 2017, art. 15 I (4 ans au plus, cas général)', referenceUrl: ESP },
  { regulation: 'Équipements sous pression', elementTypes: ['Générateur de vapeur'], name: 'Inspection périodique des générateurs de vapeur',
    frequencyMonths: 24, controllerRequirement: 'Personne compétente', leadsToNonCompliance: true,
    reference: 'Arrêté du 20 novembre 2017, art. 15 I (2 ans au plus pour les générateurs de vapeur)', referenceUrl: ESP },
  { regulation: 'Équipements sous pression', elementTypes: ['Récipient sous pression', 'Générateur de vapeur', 'Tuyauterie'],
    name: 'Requalification périodique', frequencyMonths: 120, controllerRequirement: 'Organisme habilité', leadsToNonCompliance: true,
    reference: 'Arrêté du 20 novembre 2017, art. 18 I (10 ans au plus, cas général) et art. 19', referenceUrl: ESP },
  // Arrêté du 1er mars 2004, art. 22-23: VGP every 12 months; 6 months for the machines of art. 20
  // II and III (mobile machines such as ridden fork-lift trucks) and those moving people.
  { regulation: 'Appareils de levage', elementTypes: ['Pont roulant', 'Palan'], name: 'Vérification générale périodique des ponts roulants et palans',
    frequencyMonths: 12, controllerRequirement: 'Personne qualifiée ou organisme accrédité', leadsToNonCompliance: true,
    reference: 'Arrêté du 1er mars 2004, art. 22 et 23 (douze mois)', referenceUrl: LEVAGE },
  { regulation: 'Appareils de levage', elementTypes: ['Chariot élévateur'], name: 'Vérification générale périodique des chariots élévateurs',
    frequencyMonths: 6, controllerRequirement: 'Personne qualifiée ou organisme accrédité', leadsToNonCompliance: true,
    reference: 'Arrêté du 1er mars 2004, art. 23 a (six mois, appareils de l’art. 20 II et III)', referenceUrl: LEVAGE },
  // Arrêté du 26 décembre 2011, art. 3: every year from the initial verification; may be two years
  // when the previous report has no observation (the employer informs the labour inspector).
  { regulation: 'Installations électriques', elementTypes: ['Tableau électrique', 'Transformateur'], name: 'Vérification périodique',
    frequencyMonths: 12, controllerRequirement: 'Organisme accrédité ou personne qualifiée', leadsToNonCompliance: true,
    reference: 'Code du travail R4226-16 ; arrêté du 26 décembre 2011, art. 3 (un an, deux ans si rapport sans observation)',
    referenceUrl: ELEC },
  // Code du travail R4227-39: periodic tests and visits of fire equipment; the yearly visit of
  // extinguishers follows APSAD R4 / NF S 61-919 (the text itself sets no month count).
  { regulation: 'Sécurité incendie', elementTypes: ['Extincteur'], name: 'Vérification annuelle des extincteurs',
    frequencyMonths: 12, controllerRequirement: 'Personne compétente (APSAD R4)', leadsToNonCompliance: true,
    reference: 'Code du travail R4227-39 ; règle APSAD R4 (annuelle)', referenceUrl: R4227_39 },
  { regulation: 'Sécurité incendie', elementTypes: ['Système de désenfumage'], name: 'Vérification du désenfumage',
    frequencyMonths: 12, controllerRequirement: 'Personne compétente (APSAD R17)', leadsToNonCompliance: true,
    reference: 'Code du travail R4216-13 et R4227-39 ; arrêté du 5 août 1992 ; règle APSAD R17 (annuelle)', referenceUrl: INCENDIE_1992 },
  // Fire doors: the texts require them kept in working order (Code du travail R4224-17) without a
  // period; the yearly check is practice (NF S 61-937), so a missed one does not block conformity.
  { regulation: 'Sécurité incendie', elementTypes: ['Porte coupe-feu'], name: 'Vérification des portes coupe-feu',
    frequencyMonths: 12, controllerRequirement: 'Personne compétente', leadsToNonCompliance: false,
    reference: 'Code du travail R4224-17 (maintien en état, sans périodicité fixée) ; NF S 61-937 (annuelle)', referenceUrl: INCENDIE_1992 },
];

type Client = Pick<pg.PoolClient, 'query'>;

/** installCatalogue at start, one server at a time (two starting together would both insert). */
export async function installCatalogueAtStart(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('control catalogue'))`);
    await installCatalogue(client);
  } finally {
    await client.query(`SELECT pg_advisory_unlock(hashtext('control catalogue'))`).catch(() => {});
    client.release();
  }
}

/**
 * Upserts the catalogue's control types (company_id NULL, matched by regulation and name) and
 * their element types, for the regulations and element types that exist by name. Idempotent.
 */
export async function installCatalogue(client: Client): Promise<void> {
  for (const c of CATALOGUE) {
    await client.query(`
      WITH reg AS (SELECT id FROM regulations WHERE name = $1 LIMIT 1),
      upd AS (
        UPDATE control_types ct SET frequency_months = $3, controller_requirement = $4, leads_to_non_compliance = $5,
          reference = $6, reference_url = $7
        FROM reg WHERE ct.company_id IS NULL AND ct.regulation_id = reg.id AND ct.name = $2
        RETURNING ct.id),
      ins AS (
        INSERT INTO control_types (regulation_id, name, frequency_months, controller_requirement, leads_to_non_compliance, reference, reference_url)
        SELECT reg.id, $2, $3, $4, $5, $6, $7 FROM reg WHERE NOT EXISTS (SELECT 1 FROM upd)
        RETURNING id),
      t AS (SELECT id FROM upd UNION ALL SELECT id FROM ins)
      INSERT INTO control_type_element_types (type_id, element_type_id)
      SELECT t.id, et.id FROM t JOIN element_types et ON et.regulation_id = (SELECT id FROM reg) AND et.name = ANY($8::text[])
      ON CONFLICT DO NOTHING`,
    [c.regulation, c.name, c.frequencyMonths, c.controllerRequirement, c.leadsToNonCompliance, c.reference, c.referenceUrl, c.elementTypes]);
  }
}
