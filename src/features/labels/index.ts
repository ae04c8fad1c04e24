// Element codes in the console: label sheets (bulk toolbar, element page) and the code page.
export { BulkLabelsButton } from './BulkLabelsButton';
export { PrintLabelButton } from './PrintLabelButton';
export { labelRoutes } from './routes';
