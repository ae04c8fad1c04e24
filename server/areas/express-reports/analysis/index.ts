// The offline analysis of express reports (issue 13): text layer, OCR, extraction and element
// matching. Free of HTTP and of the express_reports table: the express area's jobs call these.
export type { Clip, ElementCandidate, ElementMatcher, ExpressResult, ExtractContext, PageText, Picture } from './types';
export { countPages, readTextLayer } from './text-layer';
export { closeOcr, ocrPage } from './ocr';
export { extract } from './extract';
export { withPictures } from './pictures';
export { createElementMatcher } from './matcher';
