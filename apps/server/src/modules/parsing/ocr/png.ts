/** Minimal PNG reading (non-interlaced, all colour types and bit depths) straight to grayscale. */
import { inflateSync } from 'node:zlib';
import { ParseError } from '../errors.js';
import type { Gray } from './raster.js';

export const IMAGE_OVERFLOW =
  'This image holds far more pixel data than its size allows, so it was not opened. Please upload the original file.';

export type ImageInfo = { width: number; height: number };

const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;

export function pngInfo(b: Uint8Array): ImageInfo | null {
  if (b.length < 33) return null;
  return { width: u32(b, 16), height: u32(b, 20) };
}

export function pngComplete(b: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(b.subarray(Math.max(0, b.length - 64)));
  return tail.includes('IEND');
}

/** Reverses a row's PNG filter in place; `prev` is the offset of the row above (already unfiltered), or -1. */
function unfilter(raw: Uint8Array, at: number, prev: number, stride: number, bpp: number, filter: number): void {
  if (filter === 1) {
    for (let i = bpp; i < stride; i++) raw[at + i] = (raw[at + i] + raw[at + i - bpp]) & 255;
  } else if (filter === 2) {
    if (prev < 0) return;
    for (let i = 0; i < stride; i++) raw[at + i] = (raw[at + i] + raw[prev + i]) & 255;
  } else if (filter === 3) {
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? raw[at + i - bpp] : 0;
      const up = prev >= 0 ? raw[prev + i] : 0;
      raw[at + i] = (raw[at + i] + ((a + up) >> 1)) & 255;
    }
  } else if (filter === 4) {
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? raw[at + i - bpp] : 0;
      const up = prev >= 0 ? raw[prev + i] : 0;
      const c = i >= bpp && prev >= 0 ? raw[prev + i - bpp] : 0;
      const p = a + up - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - c);
      raw[at + i] = (raw[at + i] + (pa <= pb && pa <= pc ? a : pb <= pc ? up : c)) & 255;
    }
  }
}

/**
 * Decodes to grayscale; null when the file uses interlacing or is malformed. Pixel data that inflates beyond
 * what the header's size needs is refused without being inflated (a decompression bomb).
 */
export function decodePng(b: Uint8Array): Gray | null {
  let at = 8;
  let width = 0;
  let height = 0;
  let depth = 8;
  let colorType = 0;
  let interlace = 0;
  let palette: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  while (at + 8 <= b.length) {
    const len = u32(b, at);
    const type = String.fromCharCode(b[at + 4], b[at + 5], b[at + 6], b[at + 7]);
    const data = b.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      width = u32(data, 0);
      height = u32(data, 4);
      depth = data[8];
      colorType = data[9];
      interlace = data[12];
    } else if (type === 'PLTE') palette = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + len;
  }
  if (!width || !height || interlace) return null;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth) || (depth < 8 && channels > 1)) return null;
  const bpp = Math.max(1, (channels * depth) >> 3);
  const stride = Math.ceil((width * channels * depth) / 8);
  const expected = (stride + 1) * height;
  let raw: Uint8Array;
  try {
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new ParseError(IMAGE_OVERFLOW);
    return null;
  }
  if (raw.length < expected) return null;
  const out = new Uint8Array(width * height);
  const step = depth === 16 ? 2 : 1;
  const maxValue = (1 << Math.min(depth, 8)) - 1;
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1) + 1;
    unfilter(raw, row, y > 0 ? row - stride - 1 : -1, stride, bpp, raw[row - 1]);
    const o = y * width;
    if (depth < 8) {
      for (let x = 0; x < width; x++) {
        const bit = x * depth;
        const v = (raw[row + (bit >> 3)] >> (8 - depth - (bit & 7))) & maxValue;
        if (colorType === 3) {
          const idx = v * 3;
          out[o + x] = palette ? (palette[idx] * 299 + palette[idx + 1] * 587 + palette[idx + 2] * 114) / 1000 : 0;
        } else out[o + x] = Math.round((v * 255) / maxValue);
      }
      continue;
    }
    const pixel = channels * step;
    for (let x = 0, i = row; x < width; x++, i += pixel) {
      let v: number;
      if (colorType === 3) {
        const idx = raw[i] * 3;
        v = palette ? (palette[idx] * 299 + palette[idx + 1] * 587 + palette[idx + 2] * 114) / 1000 : 0;
      } else if (channels >= 3) {
        v = (raw[i] * 299 + raw[i + step] * 587 + raw[i + 2 * step] * 114) / 1000;
        if (channels === 4) v = 255 - ((255 - v) * raw[i + 3 * step]) / 255;
      } else {
        v = raw[i];
        if (channels === 2) v = 255 - ((255 - v) * raw[i + step]) / 255;
      }
      out[o + x] = v;
    }
  }
  return { width, height, data: out };
}
