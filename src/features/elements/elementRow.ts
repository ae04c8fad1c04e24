// An element as the API answers it: the metadata's fields (RecordOf) and the names the server
// selects beside its references (`labels` of server/areas/elements/resource.ts), and its lock.
import type { RecordOf } from '../../../resources/records';

export type ElementRow = RecordOf<'elements'> & {
  factory_name: string;
  building_name: string;
  regulation_name: string;
  element_type_name: string;
  group_name: string | null;
  locked?: boolean;
  /** The running job that locks it (spec §4), when a job does. */
  locked_by?: { id: string; kind: string } | null;
};
