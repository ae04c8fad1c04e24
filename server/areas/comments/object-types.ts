// The objects a note may be pinned on: one list for the database enum and the routes.
export const OBJECT_TYPES = ['element', 'control', 'task', 'control_intervention', 'maintenance_intervention', 'document'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];
