// Decoding camera frames: QR codes with jsqr (fast, pure JS), Data Matrix with zxing-wasm. The
// zxing wasm is an asset of the app (Vite `?url` from node_modules), never fetched from a CDN.
import jsQR from 'jsqr';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path),
  },
});

let zxingBroken = false;

/** The text of the first QR code or Data Matrix found in the frame, or null. */
export async function decodeFrame(frame: ImageData): Promise<string | null> {
  const qr = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
  if (qr?.data) return qr.data;
  if (zxingBroken) return null;
  try {
    const [found] = await readBarcodes(frame, { formats: ['DataMatrix'], maxNumberOfSymbols: 1 });
    return found?.text || null;
  } catch (err) {
    // The wasm could not load (offline after a deployment…): QR codes still scan.
    zxingBroken = true;
    console.warn('Data Matrix decoder unavailable', err);
    return null;
  }
}
