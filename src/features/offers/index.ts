// Services catalogue (the quote dialog) and the upgrade offer, shown in place on a built screen whose tier the plan lacks (engine/AccessGate).
import type { ConsoleArea } from '../consoleArea';
import { offerRoutes } from './routes';
import { UpgradeOffer } from './UpgradeOffer';

export const offersArea: ConsoleArea = { name: 'offers', routes: offerRoutes, tierOffer: UpgradeOffer };
