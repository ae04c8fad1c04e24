// Conformity kept true as dates pass: the midnight job and the full recompute (refresh.ts). The
// rule is elements/conformity.ts; writes refresh it themselves (elements/compliance.ts).
import { defineArea } from '../area';
import { registerComplianceJob } from './job';

export const complianceArea = defineArea({
  name: 'compliance',
  jobs: [registerComplianceJob],
});
