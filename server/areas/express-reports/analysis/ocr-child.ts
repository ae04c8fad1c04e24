// The OCR process (started by ocr.ts with node's fork): reads the pages it is asked for, one
// message each, and answers with the page's text or the error's message. A PDF is sent once per
// process and kept among the last PDFS_KEPT, in the order they came, as the parent counts them.
import { closeEngine, readPage } from './ocr-engine';
import { PDFS_KEPT, type OcrReply, type OcrRequest } from './ocr-protocol';

const pdfs = new Map<number, Uint8Array>();

function send(reply: OcrReply) {
  process.send?.(reply);
}

process.on('message', (m: OcrRequest) => {
  if (m.pdf) {
    pdfs.set(m.key, m.pdf);
    while (pdfs.size > PDFS_KEPT) pdfs.delete(pdfs.keys().next().value as number);
  }
  // Taken now, before any await: a later message may push this PDF out of the kept ones.
  const pdf = pdfs.get(m.key);
  if (!pdf) { send({ id: m.id, error: 'the PDF of this page was not sent to the OCR process' }); return; }
  readPage(pdf, m.page, m.clip).then(
    (page) => send({ id: m.id, page }),
    (err: unknown) => send({ id: m.id, error: err instanceof Error ? err.message : String(err) }));
});

// The API stopped (or closed the channel): nothing more will be asked.
process.on('disconnect', () => { void closeEngine().finally(() => process.exit(0)); });
