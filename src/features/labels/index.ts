// Element codes in the console: label sheets (bulk toolbar, element page) and the code page.
import type { ConsoleArea } from '../consoleArea';
import { labelRoutes } from './routes';

export { BulkLabelsButton } from './BulkLabelsButton';
export { PrintLabelButton } from './PrintLabelButton';
export { labelRoutes } from './routes';

/** The page a scanned code opens; label sheets are actions of the elements' screens. */
export const labelsArea: ConsoleArea = { name: 'labels', routes: labelRoutes };
