// Shared metadata of an area: read by the API engine (server/crud) and the console engine (src/engine).
// No JSX and no SQL here: only what both sides must agree on.

/**
 * Spec §6's rights areas, in its order (the rights grid's). An area of our own does not edit this
 * list: it declares its rights area (OwnRightsAreas below, `ownRightsArea` on its resource) and
 * AREAS (resources/rights.ts) appends it; its label is the area's `api.users.areas.<area>` word.
 */
export const SPEC_AREAS = [
  'dashboard', 'activity', 'companybranch', 'baseregulationmodel', 'elementtask', 'control',
  'intervention', 'taskintervention', 'file', 'document', 'group', 'expressreport', 'user', 'team',
  'typecustomcontrol', 'customattribute', 'useractiononobjecttracker', 'pageconsumption',
  'conformityscorehistory', 'token', 'tag', 'company', 'import',
] as const;
export type SpecArea = (typeof SPEC_AREAS)[number];
/**
 * Rights areas of our own, beyond spec §6: the area's metadata module adds its name here
 * (`declare module './types' { interface OwnRightsAreas { widget: true } }`) and its resource says
 * `ownRightsArea: true`, so the type and AREAS (resources/rights.ts) know it with no central edit.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface OwnRightsAreas {}
/** A rights area: spec §6's, or one an area declares (OwnRightsAreas). The list: AREAS (resources/rights.ts). */
export type Area = SpecArea | keyof OwnRightsAreas;

export const ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];
/** Rights as sent in /user/me/: for each area, the actions the user holds. */
export type Rights = Partial<Record<Area, Action[]>>;

export const TIERS = ['start', 'pro', 'corpo'] as const;
export type Tier = (typeof TIERS)[number];

export type FieldType =
  | 'string' // short text
  | 'text' // long text
  | 'number'
  | 'boolean'
  | 'date' // YYYY-MM-DD
  | 'datetime' // ISO 8601 instant
  | 'uuid'
  | 'reference' // id of a row of `reference`
  | 'references' // list of ids of `reference`
  | 'email' // an e-mail address, stored trimmed and lowercased
  | 'rights' // { area: [actions] } (see Rights), e.g. a user's rights
  | 'choices' // list of values among `choices`
  | 'choice' // one value among `choices` (e.g. a status)
  | 'values'; // { key: scalar } checked by the resource's hooks (e.g. an element's custom attribute values)

export interface FieldDef {
  /** API name (snake_case); also the form and column source in the console. */
  name: string;
  type: FieldType;
  /** Target resource name for reference(s). */
  reference?: string;
  required?: boolean;
  /** Computed or set by the server: never accepted on writes. */
  readOnly?: boolean;
  /** Accepted on create only. */
  createOnly?: boolean;
  maxLength?: number;
  /** Shown as a list column by default. */
  list?: boolean;
  /** May be used in `ordering` (with `-` for descending). */
  sortable?: boolean;
  /** May be used as a list filter: `?name=v` (references accept `1,2,3`). */
  filter?: boolean;
  /** Included in `search`. */
  search?: boolean;
  /** Written in /export/ (default true). */
  export?: boolean;
  /** The allowed values of a `choice` or `choices` field (labels: `resources.<name>.choices.<field>.<value>`). */
  choices?: readonly string[];
  /** A query parameter only (e.g. a date bound), not a value of the row. */
  filterOnly?: boolean;
  /** How a number reads on screen: euros (227,50 €), a file size in bytes (2,1 Mo), a duration in seconds (00h01m05s). */
  unit?: 'euros' | 'bytes' | 'seconds';
  /**
   * A reference picker narrowed by the form's own values: `{ factory: 'factory' }` lists only the
   * targets whose `factory` filter equals this row's `factory` (e.g. an observation's maintenance
   * intervention, of its own site). The API checks the same rule on write.
   */
  narrowBy?: Record<string, string>;
}

export interface TabDef {
  /** Tab value, sent as `?tab=<name>`. */
  name: string;
  /** Query parameter the tab drives. */
  param: string;
  /** Value of `param` when the tab is active (null: param absent). */
  default: string | null;
}

export type BulkAction = 'delete' | 'update';

export interface ResourceDef {
  /** API feature path (/api/v1/<name>/) and react-admin resource name. */
  name: string;
  /** Console route when it differs from name (e.g. factories are shown at /sites). */
  route?: string;
  /** Rights area that governs the resource: spec §6's, or its own (OwnRightsAreas, `ownRightsArea`). */
  area: Area;
  /**
   * The resource declares a rights area beyond spec §6's: appended to AREAS (the rights grid, the
   * templates, the API's checks) by resources/rights.ts; nothing central is edited.
   */
  ownRightsArea?: true;
  /**
   * Day-to-day compliance work: the rights templates let a contributor create and edit in this
   * rights area, a manager also delete (server/areas/users/templates.ts). One resource saying so
   * makes its whole rights area operational.
   */
  operational?: true;
  /** Served for reading only (a catalogue): no create, update, delete nor bulk routes. */
  readOnly?: boolean;
  /** Lowest plan tier that includes the resource (none: every plan). */
  tier?: Tier;
  fields: FieldDef[];
  /** Default `ordering` (a sortable field, `-` for descending). */
  defaultOrdering: string;
  tabs?: TabDef[];
  detailActions?: string[];
  bulkActions: BulkAction[];
  /** Fields a bulk update may set. */
  bulkUpdatable?: string[];
  /** The label of a row (activity log, confirmations, references). */
  labelField: string;
}

/** A rights area outside spec §6 is the resource's own: it says so, and AREAS lists it. */
type OwnAreaDeclared<T extends ResourceDef> = T['area'] extends SpecArea ? unknown : { ownRightsArea: true };

export const defineResource = <const T extends ResourceDef>(def: T & OwnAreaDeclared<T>): T => def;
