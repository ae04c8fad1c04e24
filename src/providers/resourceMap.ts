// react-admin resources are named after their console route (`sites`), so every link react-admin
// builds is the URL the user sees; the API feature path stays the metadata `name` (`factories`).
import { resourceList, type ResourceDef } from '../../resources';

/** The react-admin resource name (and route) of a metadata resource. */
export const raName = (def: ResourceDef): string => def.route ?? def.name;

/** The metadata behind a react-admin resource name (its route) or an API name. */
export const defOf = (resource: string): ResourceDef | undefined =>
  resourceList.find((d) => raName(d) === resource) ?? resourceList.find((d) => d.name === resource);

/** The API feature path of a react-admin resource: `sites` → `/factories/`. */
export const apiPath = (resource: string): string => `/${defOf(resource)?.name ?? resource}/`;

/** The react-admin resource a reference field points to, when the engine serves it. */
export const referenceResource = (apiName: string | undefined): string | undefined => {
  const def = apiName ? resourceList.find((d) => d.name === apiName) : undefined;
  return def ? raName(def) : undefined;
};
