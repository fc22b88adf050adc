/** Minimal PNG reading (non-interlaced, all colour types and bit depths) straight to grayscale. */
import { inflateSync } from 'node:zlib';
import type { Gray } from './raster.js';

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

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes to grayscale; null when the file uses interlacing or is malformed. */
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
  if (!channels) return null;
  let raw: Uint8Array;
  try {
    raw = new Uint8Array(inflateSync(Buffer.concat(idat)));
  } catch {
    return null;
  }
  const bpp = Math.max(1, (channels * depth) >> 3);
  const stride = Math.ceil((width * channels * depth) / 8);
  if (raw.length < (stride + 1) * height) return null;
  const out = new Uint8Array(width * height);
  let prev = new Uint8Array(stride);
  const maxValue = (1 << Math.min(depth, 8)) - 1;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.slice(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? line[i - bpp] : 0;
      const up = prev[i];
      const c = i >= bpp ? prev[i - bpp] : 0;
      if (filter === 1) line[i] = (line[i] + a) & 255;
      else if (filter === 2) line[i] = (line[i] + up) & 255;
      else if (filter === 3) line[i] = (line[i] + ((a + up) >> 1)) & 255;
      else if (filter === 4) line[i] = (line[i] + paeth(a, up, c)) & 255;
    }
    for (let x = 0; x < width; x++) {
      const sample = (ch: number): number => {
        if (depth === 16) return line[(x * channels + ch) * 2];
        if (depth === 8) return line[x * channels + ch];
        const bit = (x * channels + ch) * depth;
        const v = (line[bit >> 3] >> (8 - depth - (bit & 7))) & maxValue;
        return colorType === 3 ? v : Math.round((v * 255) / maxValue);
      };
      let v: number;
      if (colorType === 3) {
        const idx = sample(0) * 3;
        v = palette ? (palette[idx] * 299 + palette[idx + 1] * 587 + palette[idx + 2] * 114) / 1000 : 0;
      } else if (channels >= 3) {
        v = (sample(0) * 299 + sample(1) * 587 + sample(2) * 114) / 1000;
        if (channels === 4) v = 255 - ((255 - v) * sample(3)) / 255;
      } else {
        v = sample(0);
        if (channels === 2) v = 255 - ((255 - v) * sample(1)) / 255;
      }
      out[y * width + x] = v;
    }
    prev = line;
  }
  return { width, height, data: out };
}
