import { describe, expect, it } from 'vitest';
import { imageSize, imageTooLarge } from '../../../server/storage/image-size';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const jpeg = (...segments: number[][]) => Buffer.from([0xff, 0xd8, ...segments.flat(), 0xff, 0xd9]);
const sof = (marker: number, h: number, w: number) => [0xff, marker, 0, 11, 8, h >> 8, h & 255, w >> 8, w & 255, 1, 1, 0x11, 0];

describe('imageSize', () => {
  it('reads a PNG IHDR', () => {
    expect(imageSize(PNG)).toEqual({ width: 1, height: 1 });
  });

  it('reads a JPEG SOF after other segments and fill bytes, baseline or progressive', () => {
    const app0 = [0xff, 0xe0, 0, 4, 0, 0];
    expect(imageSize(jpeg(app0, [0xff], sof(0xc0, 480, 640)))).toEqual({ width: 640, height: 480 });
    expect(imageSize(jpeg(sof(0xc2, 3000, 4000)))).toEqual({ width: 4000, height: 3000 });
  });

  it('gives null without a frame header, or for other content', () => {
    expect(imageSize(jpeg([0xff, 0xc4, 0, 2]))).toBeNull(); // a Huffman table (C4) is no frame
    expect(imageSize(Buffer.from('%PDF-1.4'))).toBeNull();
    expect(imageSize(PNG.subarray(0, 20))).toBeNull();
  });

  it('judges the size', () => {
    expect(imageTooLarge({ width: 8000, height: 5000 })).toBe(false);
    expect(imageTooLarge({ width: 60_000, height: 60_000 })).toBe(true);
    expect(imageTooLarge({ width: 10_001, height: 10 })).toBe(true);
    expect(imageTooLarge({ width: 7000, height: 7000 })).toBe(true);
    expect(imageTooLarge({ width: 640, height: 0 })).toBe(true);
  });
});
