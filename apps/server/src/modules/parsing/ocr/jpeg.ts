/// <reference path="./pdfjs-image-decoders.d.ts" />
/** JPEG size and decoding (pdfjs's decoder, which needs no native code). */
import { JpegImage } from 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs';
import type { ImageInfo } from './png.js';
import { type Gray, toGray } from './raster.js';

export function jpegInfo(b: Uint8Array): ImageInfo | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) {
      at++;
      continue;
    }
    const marker = b[at + 1];
    const len = (b[at + 2] << 8) | b[at + 3];
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (b[at + 5] << 8) | b[at + 6], width: (b[at + 7] << 8) | b[at + 8] };
    }
    at += 2 + len;
  }
  return null;
}

export function jpegComplete(b: Uint8Array): boolean {
  for (let i = b.length - 2; i >= Math.max(0, b.length - 1024); i--)
    if (b[i] === 0xff && b[i + 1] === 0xd9) return true;
  return false;
}

/** EXIF orientation (1 to 8) of a phone photo; 1 when absent. */
export function jpegOrientation(b: Uint8Array): number {
  let at = 2;
  while (at + 4 < b.length && b[at] === 0xff) {
    const marker = b[at + 1];
    const len = (b[at + 2] << 8) | b[at + 3];
    if (marker === 0xe1 && String.fromCharCode(...b.subarray(at + 4, at + 8)) === 'Exif') {
      const tiff = at + 10;
      const little = b[tiff] === 0x49;
      const u16 = (p: number) => (little ? b[p] | (b[p + 1] << 8) : (b[p] << 8) | b[p + 1]);
      const u32 = (p: number) => (little ? u16(p) | (u16(p + 2) << 16) : (u16(p) << 16) | u16(p + 2));
      const ifd = tiff + u32(tiff + 4);
      const entries = u16(ifd);
      for (let i = 0; i < entries && ifd + 2 + i * 12 + 12 <= b.length; i++) {
        const entry = ifd + 2 + i * 12;
        if (u16(entry) === 0x0112) return u16(entry + 8) || 1;
      }
      return 1;
    }
    if (marker === 0xda) break;
    at += 2 + len;
  }
  return 1;
}

/** Quarter turns clockwise that make a photo upright, from its EXIF orientation (mirroring ignored). */
export function turnsForOrientation(orientation: number): number {
  return { 3: 2, 4: 2, 5: 1, 6: 1, 7: 3, 8: 3 }[orientation] ?? 0;
}

export function decodeJpeg(b: Uint8Array): Gray | null {
  try {
    const jpeg = new JpegImage();
    jpeg.parse(b);
    const { width, height, numComponents } = jpeg;
    const data = jpeg.getData({ width, height, forceRGB: numComponents !== 1 });
    return toGray(width, height, data, numComponents === 1 ? 'gray' : 'rgb');
  } catch {
    return null;
  }
}
