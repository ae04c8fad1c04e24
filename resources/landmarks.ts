// The company's landmark labels (spec §1: repere_1, repere_2; the second only when use_repere_2)
// for one company, or for a list over several. One rule read by the console (forms, columns,
// filters) and the API (export headers, import templates, label sheets). Pure module.

export interface LandmarkSettings {
  repere_1: string;
  repere_2: string;
  use_repere_2: boolean;
}

export interface LandmarkLabels {
  /** null: the company's own label is empty, the translated default is used. */
  repere_1: string | null;
  repere_2: string | null;
  /** Whether the second landmark is shown at all. */
  useRepere2: boolean;
}

// The French defaults stored as a company's labels (the demo company's, a form saved untouched)
// are no choice of the company: they read as the default of the user's language ('Landmark 1').
const STORED_DEFAULTS = { repere_1: 'repère 1', repere_2: 'repère 2' };

const label = (text: string | undefined, key: keyof typeof STORED_DEFAULTS) =>
  text?.trim() && text.trim().toLowerCase() !== STORED_DEFAULTS[key] ? text.trim() : null;

/** The labels of one company (unknown company: defaults, both shown). */
export const companyLandmarks = (company: LandmarkSettings | undefined): LandmarkLabels => ({
  repere_1: label(company?.repere_1, 'repere_1'),
  repere_2: label(company?.repere_2, 'repere_2'),
  useRepere2: company ? company.use_repere_2 !== false : true,
});

/**
 * Labels of a list over `companies` (the selected one, or all of the user's): a label shared by
 * all of them, else the default; the second landmark shown when one of them uses it.
 */
export const listLandmarks = (companies: LandmarkSettings[]): LandmarkLabels => {
  if (!companies.length) return companyLandmarks(undefined);
  const all = companies.map(companyLandmarks);
  const shared = (key: 'repere_1' | 'repere_2') => (all.every((l) => l[key] === all[0][key]) ? all[0][key] : null);
  return { repere_1: shared('repere_1'), repere_2: shared('repere_2'), useRepere2: all.some((l) => l.useRepere2) };
};
