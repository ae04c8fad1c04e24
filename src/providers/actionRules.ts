// Actions beyond a resource's own create/edit/delete, mirrored from the API's rules (it enforces
// them; these only decide what is drawn): imports (server/areas/imports/upload.ts: the import
// right, plus the right of the imported objects' area) and label sheets (server/areas/labels:
// viewing elements prints the codes they have; giving a code needs the edit right).
import { IMPORT_ACTIONS, IMPORT_OBJECTS } from '../../resources/imports';
import { canAccess, type AccessContext } from './accessControl';

export type ImportObject = (typeof IMPORT_OBJECTS)[number];
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** The actions the API lets the user import for `object` (none without the import create right). */
export const importActions = (ctx: AccessContext, object: ImportObject): ImportAction[] => {
  if (!canAccess(ctx, { resource: 'imports', action: 'create' })) return [];
  return IMPORT_ACTIONS.filter((a) => (a !== 'link' || object === 'elements')
    && canAccess(ctx, { resource: object, action: a === 'create' ? 'create' : 'edit' }));
};

/** The object types the user may import at all. */
export const importObjects = (ctx: AccessContext): ImportObject[] => IMPORT_OBJECTS.filter((o) => importActions(ctx, o).length > 0);

/**
 * Whether a label sheet of a selection would print anything: editors print every element (codes
 * are given on the way), viewers only the elements that already have a code (`withCode`).
 */
export const canPrintLabels = (ctx: AccessContext, withCode: boolean): boolean =>
  canAccess(ctx, { resource: 'elements', action: 'list' }) && (withCode || canAccess(ctx, { resource: 'elements', action: 'edit' }));
