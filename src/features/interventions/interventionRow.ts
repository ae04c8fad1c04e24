// A control or maintenance intervention as the API answers it (both share their pages' parts).
import type { RecordOf } from '../../../resources/records';

export type InterventionRow = RecordOf<'control-interventions'> | RecordOf<'maintenance-interventions'>;
