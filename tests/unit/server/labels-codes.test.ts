// @vitest-environment node
// The label generator's symbols decode back to what they encode: QR with jsqr (the console's
// QR reader), Data Matrix with zxing-wasm (its Data Matrix reader), wasm read from node_modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { barcodeModules, darkRuns } from '../../../server/areas/labels/barcode';
import { labelContent, newCode, normalizeCode, NEW_CODE_LENGTH } from '../../../server/areas/labels/codes';
import { fitText } from '../../../server/areas/labels/sheet';

const require = createRequire(import.meta.url);
const URL = 'https://conformite.example.fr';

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

/** The module grid drawn as pixels (4 per module, a white quiet zone), as the sheet draws it. */
function fromRuns(text: string, format: 'qr' | 'datamatrix', scale = 4, quiet = 4) {
  const m = barcodeModules(format, text);
  const width = (m.columns + 2 * quiet) * scale;
  const height = (m.rows + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const run of darkRuns(m)) {
    for (let py = (run.y + quiet) * scale; py < (run.y + quiet + 1) * scale; py++) {
      for (let px = (run.x + quiet) * scale; px < (run.x + quiet + run.length) * scale; px++) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { width, height, data };
}

describe('the symbols the sheet draws decode back', () => {
  it('QR codes, read by jsqr', () => {
    for (const text of [labelContent(URL, newCode()), labelContent(URL, 'QR-000001'), 'QR-000042']) {
      const img = fromRuns(text, 'qr');
      expect(jsQR(img.data, img.width, img.height)?.data).toBe(text);
    }
  });

  it('Data Matrix, read by zxing-wasm (as the console’s camera frames give them)', async () => {
    await prepareZXingModule({
      overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer },
      fireImmediately: true,
    });
    for (const text of [labelContent(URL, newCode()), 'QR-000002']) {
      const img = fromRuns(text, 'datamatrix');
      const [found] = await readBarcodes({ data: img.data, width: img.width, height: img.height, colorSpace: 'srgb' } as ImageData,
        { formats: ['DataMatrix'] });
      expect(found?.text).toBe(text);
      expect(found?.format).toBe('DataMatrix');
    }
  });
});
