// Sites (factories) and their buildings.
import { defineArea } from '../area';
import { buildings } from './buildings';
import { factories } from './factories';

export const sitesArea = defineArea({ name: 'sites', resources: [factories, buildings] });
