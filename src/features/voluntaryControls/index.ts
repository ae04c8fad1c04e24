// Voluntary control types (API `voluntary-control-types`, plan pro) at /voluntary-control-types:
// engine list and show; create shows the generation job's progress past the threshold; the
// edit page's delete states the open controls that go. The
// plan gate is the engine's AccessGate (the upgrade offer on a start plan).
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { VoluntaryCreate } from './VoluntaryCreate';
import { VoluntaryEdit } from './VoluntaryEdit';

export const voluntaryControlsArea: ConsoleArea = {
  name: 'voluntary-controls',
  views: { 'voluntary-control-types': { icon: EventRepeatIcon, create: VoluntaryCreate, edit: VoluntaryEdit } },
  menu: [{
    route: '/voluntary-control-types', icon: EventRepeatIcon, label: 'app.menu.voluntary_controls', area: 'typecustomcontrol',
    tier: 'pro', position: MENU_POSITIONS.data_management + 3, group: 'data_management',
  }],
};
