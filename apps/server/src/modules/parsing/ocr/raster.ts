/** Grayscale rasters for OCR: conversion, rotation, thresholds, table-rule removal and PGM encoding. */

export type Gray = { width: number; height: number; data: Uint8Array };

/** Pixel layouts delivered by pdfjs (ImageKind). */
export type PixelKind = 'gray1' | 'gray' | 'graya' | 'rgb' | 'rgba';

export function toGray(width: number, height: number, data: Uint8Array | Uint8ClampedArray, kind: PixelKind): Gray {
  const out = new Uint8Array(width * height);
  if (kind === 'gray1') {
    const rowBytes = (width + 7) >> 3;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++)
        out[y * width + x] = (data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1 ? 255 : 0;
    }
    return { width, height, data: out };
  }
  const channels = kind === 'gray' ? 1 : kind === 'graya' ? 2 : kind === 'rgb' ? 3 : 4;
  for (let i = 0; i < width * height; i++) {
    const p = i * channels;
    let v = channels < 3 ? data[p] : (data[p] * 299 + data[p + 1] * 587 + data[p + 2] * 114) / 1000;
    const alpha = channels === 2 ? data[p + 1] : channels === 4 ? data[p + 3] : 255;
    if (alpha < 255) v = 255 - ((255 - v) * alpha) / 255;
    out[i] = v;
  }
  return { width, height, data: out };
}

/** Rotates clockwise by a multiple of 90 degrees. */
export function rotate(img: Gray, quarterTurns: number): Gray {
  const q = ((quarterTurns % 4) + 4) % 4;
  if (q === 0) return img;
  const { width: w, height: h, data } = img;
  const W = q === 2 ? w : h;
  const H = q === 2 ? h : w;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = data[y * w + x];
      if (q === 1) out[x * W + (h - 1 - y)] = v;
      else if (q === 2) out[(h - 1 - y) * W + (w - 1 - x)] = v;
      else out[(w - 1 - x) * W + y] = v;
    }
  }
  return { width: W, height: H, data: out };
}

/** A global threshold between ink and paper (Otsu). */
export function otsuThreshold(img: Gray): number {
  const hist = new Uint32Array(256);
  const data = img.data;
  for (let i = 0; i < data.length; i++) hist[data[i]]++;
  const total = data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (!wB) continue;
    const wF = total - wB;
    if (!wF) break;
    sumB += t * hist[t];
    const between = wB * wF * (sumB / wB - (sum - sumB) / wF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * Erases long straight rules (table borders) that make the OCR page segmentation split or drop table cells.
 * A rule is a run of ink at least `minLength` pixels long, allowing small breaks, at least 75 % inked.
 */
export function removeRules(img: Gray, minLength: number): Gray {
  const { width: w, height: h, data } = img;
  const threshold = Math.min(160, otsuThreshold(img));
  const ink = (x: number, y: number) => data[y * w + x] <= threshold;
  const out = new Uint8Array(data);
  const maxGap = Math.max(2, Math.round(minLength / 15));
  const scan = (
    count: number,
    length: number,
    at: (a: number, b: number) => boolean,
    erase: (a: number, b: number) => void,
    need: number,
  ) => {
    for (let a = 0; a < count; a++) {
      let start = -1;
      let last = -1;
      let inked = 0;
      const close = () => {
        const len = last - start + 1;
        if (start >= 0 && len >= need && inked / len >= 0.75) for (let b = start; b <= last; b++) erase(a, b);
        start = -1;
        inked = 0;
      };
      for (let b = 0; b < length; b++) {
        if (!at(a, b)) continue;
        if (start < 0) start = b;
        else if (b - last > maxGap) {
          close();
          start = b;
        }
        last = b;
        inked++;
      }
      close();
    }
  };
  scan(
    w,
    h,
    (x, y) => ink(x, y),
    (x, y) => {
      out[y * w + x] = 255;
      if (x > 0) out[y * w + x - 1] = 255;
      if (x < w - 1) out[y * w + x + 1] = 255;
    },
    minLength,
  );
  scan(
    h,
    w,
    (y, x) => ink(x, y),
    (y, x) => {
      out[y * w + x] = 255;
    },
    minLength * 2,
  );
  return { width: w, height: h, data: out };
}

/** Binary PGM (P5): a format the OCR engine reads without any image library. */
export function encodePgm(img: Gray): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const out = new Uint8Array(header.length + img.data.length);
  out.set(header, 0);
  out.set(img.data, header.length);
  return out;
}
