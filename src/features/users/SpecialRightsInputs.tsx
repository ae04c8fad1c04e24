// The rights outside the per-area grid: administration, express-report processing and the
// dashboards. The API only lets an editor give or take what they hold themselves.
import { BooleanInput, SelectArrayInput } from 'react-admin';

export const DASHBOARDS = ['main', 'score'].map((id) => ({ id, name: `resources.users.choices.dashboard_access.${id}` }));

export const SpecialRightsInputs = () => (
  <>
    <BooleanInput source="is_administrator" label="resources.users.fields.is_administrator" />
    <BooleanInput source="can_process_express_reports" label="resources.users.fields.can_process_express_reports" />
    <SelectArrayInput source="dashboard_access" label="resources.users.fields.dashboard_access" choices={DASHBOARDS} />
  </>
);
