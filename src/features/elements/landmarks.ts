// The company's landmark labels for an element's company or a list over several companies: the
// one rule lives in resources/landmarks.ts (the API's export headers and import templates read
// it too); here, the site's company among the session's.
import type { Company } from '../../providers/types';

export { companyLandmarks, listLandmarks, type LandmarkLabels } from '../../../resources/landmarks';

/** The company holding a site, among the session's companies. */
export const companyOfSite = (companies: Company[], factory: number | null | undefined): Company | undefined =>
  factory == null ? undefined : companies.find((c) => c.factories.some((f) => f.id === factory));
