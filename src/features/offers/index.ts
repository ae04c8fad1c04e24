// Tier-gated pages without a screen yet (the upgrade offer) and the services catalogue.
import type { ConsoleArea } from '../consoleArea';
import { offerRoutes } from './routes';
import { OFFER_PAGES } from './tiers';

export const offersArea: ConsoleArea = { name: 'offers', routes: offerRoutes, pages: OFFER_PAGES };
