// @vitest-environment node
// The label generator's symbols decode back to what they encode: QR with jsqr (the console's
// QR reader), Data Matrix with zxing-wasm (its Data Matrix reader), wasm read from node_modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { renderBarcode } from '../../../server/domain/labels/barcode';
import { labelContent, newCode, normalizeCode, NEW_CODE_LENGTH } from '../../../server/domain/labels/codes';
import { fitText } from '../../../server/domain/labels/sheet';
import { decodePng } from './png';

const require = createRequire(import.meta.url);
const URL = 'https://conformite.example.fr';

/** The symbol with a white quiet zone, as it stands on a label. */
function padded(png: Buffer, margin = 16) {
  const img = decodePng(png);
  const width = img.width + 2 * margin;
  const height = img.height + 2 * margin;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < img.height; y++) {
    data.set(img.data.subarray(y * img.width * 4, (y + 1) * img.width * 4), ((y + margin) * width + margin) * 4);
  }
  return { width, height, data };
}

describe('codes', () => {
  it('new codes are 12 symbols of Crockford base32, all different', () => {
    const codes = new Set(Array.from({ length: 2000 }, newCode));
    expect(codes.size).toBe(2000);
    for (const c of codes) expect(c).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${NEW_CODE_LENGTH}}$`));
  });

  it('people\'s codes are trimmed, 1 to 64 sane characters', () => {
    expect(normalizeCode('  QR-000001 ')).toBe('QR-000001');
    expect(normalizeCode('x'.repeat(64))).toBe('x'.repeat(64));
    for (const bad of ['', '  ', 'a b', 'a/b', 'é', '<x>', 'x'.repeat(65), 'a\nb']) expect(normalizeCode(bad), bad).toBeNull();
  });

  it('a label encodes the console page of its code', () => {
    expect(labelContent(URL, 'QR-000001')).toBe(`${URL}/elements/qr_code/QR-000001`);
    expect(labelContent(URL, 'a#b')).toBe(`${URL}/elements/qr_code/a%23b`);
  });

  it('long designations are cut with an ellipsis to fit', () => {
    const measure = (s: string) => s.length * 5;
    expect(fitText(measure, 'Court', 100)).toBe('Court');
    const cut = fitText(measure, 'Extincteur à poudre du hall principal, côté quai', 100);
    expect(cut).toBe('Extincteur à poudre…');
    expect(measure(cut)).toBeLessThanOrEqual(100);
    // Never half a surrogate pair (an emoji is 2 UTF-16 units, 10 wide here).
    expect(fitText(measure, '😀'.repeat(30), 50)).toBe(`${'😀'.repeat(4)}…`);
  });
});

describe('symbols decode back', () => {
  it('QR codes, read by jsqr', async () => {
    for (const text of [labelContent(URL, newCode()), labelContent(URL, 'QR-000001'), 'QR-000042']) {
      const img = padded(await renderBarcode('qr', text));
      expect(jsQR(img.data, img.width, img.height)?.data).toBe(text);
    }
  });

  it('Data Matrix, read by zxing-wasm', async () => {
    await prepareZXingModule({
      overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer },
      fireImmediately: true,
    });
    for (const text of [labelContent(URL, newCode()), 'QR-000002']) {
      const png = await renderBarcode('datamatrix', text);
      const [found] = await readBarcodes(new Uint8Array(png), { formats: ['DataMatrix'], tryHarder: true });
      expect(found?.text).toBe(text);
      expect(found?.format).toBe('DataMatrix');
      // And from pixels, as the console's camera frames give them.
      const img = padded(png);
      const [fromPixels] = await readBarcodes({ data: img.data, width: img.width, height: img.height, colorSpace: 'srgb' } as ImageData,
        { formats: ['DataMatrix'] });
      expect(fromPixels?.text).toBe(text);
    }
  });
});
