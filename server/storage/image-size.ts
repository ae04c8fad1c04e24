// Image dimensions read from the header, without decoding: PNG's IHDR, JPEG's SOF segment. A
// small file can declare a huge image (60,000 × 60,000 px: 14 GB of pixels once decoded by a
// browser), so pictures are refused past a size no profile picture needs.

export interface ImageSize { width: number; height: number }

/** Largest side and pixel count accepted for a picture (a 48 Mpx phone photo is 8000 × 6000). */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Past the limits, or a side left undeclared (0: JPEG's DNL, giving the height after the first scan). */
export const imageTooLarge = ({ width, height }: ImageSize) => width === 0 || height === 0 ||
  width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic...): not C4, C8, CC. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Markers without a length: TEM, RST0-7, SOI (fill bytes 0xFF are skipped separately). */
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd8);

function jpegSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) return null; // not a marker where one must be: corrupt
    const marker = bytes[i + 1];
    if (marker === 0xff) { i += 1; continue; }
    if (standalone(marker)) { i += 2; continue; }
    if (marker === 0xd9 || marker === 0xda || i + 3 >= bytes.length) return null; // EOI or scan data before any frame
    if (isSof(marker)) {
      if (i + 8 >= bytes.length) return null;
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return null;
}

/** The declared size of a PNG or JPEG, or null when the header gives none. */
export const imageSize = (bytes: Buffer): ImageSize | null => pngSize(bytes) ?? jpegSize(bytes);
