// Control interventions (/control-interventions, after deadlines) and maintenance interventions
// (/maintenance-interventions, after tasks): engine lists (tabs by status), own pages and forms.
import EngineeringIcon from '@mui/icons-material/Engineering';
import HandymanIcon from '@mui/icons-material/Handyman';
import { controlInterventions, maintenanceInterventions } from '../../../resources/interventions';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { interventionViews } from './InterventionViews';

export const interventionsArea: ConsoleArea = {
  name: 'interventions',
  views: {
    'control-interventions': { icon: EngineeringIcon, ...interventionViews(controlInterventions) },
    'maintenance-interventions': { icon: HandymanIcon, ...interventionViews(maintenanceInterventions) },
  },
  menu: [
    { route: '/control-interventions', icon: EngineeringIcon, label: 'app.menu.control_interventions', area: 'intervention',
      position: MENU_POSITIONS.control_interventions },
    { route: '/maintenance-interventions', icon: HandymanIcon, label: 'app.menu.maintenance_interventions', area: 'taskintervention',
      position: MENU_POSITIONS.maintenance_interventions },
  ],
};
