// A minimal PNG reader for tests (8-bit grey, RGB or RGBA, not interlaced: what bwip-js writes):
// chunks, inflate, the five row filters. Answers RGBA pixels, as jsqr and canvases want them.
import { inflateSync } from 'node:zlib';

export interface Rgba { width: number; height: number; data: Uint8ClampedArray }

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export function decodePng(png: Buffer): Rgba {
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const length = png.readUInt32BE(pos);
    const type = png.toString('latin1', pos + 4, pos + 8);
    const body = png.subarray(pos + 8, pos + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
      channels = CHANNELS[body[9]];
    } else if (type === 'IDAT') idat.push(body);
    pos += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const add = [0, a, b, (a + b) >> 1, paeth][filter];
      pixels[y * stride + x] = (line[x] + add) & 0xff;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const px = pixels.subarray(i * channels, (i + 1) * channels);
    const [r, g, b] = channels >= 3 ? [px[0], px[1], px[2]] : [px[0], px[0], px[0]];
    const alpha = channels === 4 ? px[3] : channels === 2 ? px[1] : 255;
    // Composite over white, as a label on paper.
    const over = (v: number) => Math.round((v * alpha + 255 * (255 - alpha)) / 255);
    data.set([over(r), over(g), over(b), 255], i * 4);
  }
  return { width, height, data };
}
