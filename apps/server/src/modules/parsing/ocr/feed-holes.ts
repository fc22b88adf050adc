/**
 * Tractor-feed holes of continuous form paper (a dot-matrix print-out) erased before OCR. Photographed on a counter,
 * each hole shows the dark surface through the paper: a row of round blots down both edges, taller than a line of
 * text, that the engine reads as letters (an O, a 6) and, reading the page row by row, that join two text rows into
 * one. A hole is a round, solid blot near the left or right edge; a strip's holes are alike in size, in line, and
 * come at a regular pitch (half an inch on real forms), which no column of print does.
 */
import type { Gray } from './raster.js';

/** The part of the page's width, from either edge, searched for holes. */
const STRIP = 0.09;
/** Darker than this is a hole's pixel (the surface seen through it, after the light is evened out). */
const DARK = 110;
/** At least this many holes in line make a tractor-feed strip. */
const MIN_HOLES = 4;

type Blot = { x0: number; y0: number; x1: number; y1: number; area: number };

/** The dark connected blots (8-neighbours) of the columns [from, to) of `img`. */
function blots(img: Gray, from: number, to: number): Blot[] {
  const { width: w, height: h, data } = img;
  const sw = to - from;
  const label = new Int32Array(sw * h).fill(-1);
  const out: Blot[] = [];
  const stack: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < sw; x++) {
      const i = y * sw + x;
      if (label[i] !== -1 || data[y * w + from + x] >= DARK) continue;
      const b: Blot = { x0: x, y0: y, x1: x, y1: y, area: 0 };
      label[i] = out.length;
      stack.push(i);
      while (stack.length) {
        const j = stack.pop() as number;
        const [jx, jy] = [j % sw, Math.floor(j / sw)];
        b.area++;
        b.x0 = Math.min(b.x0, jx);
        b.x1 = Math.max(b.x1, jx);
        b.y0 = Math.min(b.y0, jy);
        b.y1 = Math.max(b.y1, jy);
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const [nx, ny] = [jx + dx, jy + dy];
            if (nx < 0 || ny < 0 || nx >= sw || ny >= h) continue;
            const k = ny * sw + nx;
            if (label[k] !== -1 || data[ny * w + from + nx] >= DARK) continue;
            label[k] = out.length;
            stack.push(k);
          }
      }
      out.push({ ...b, x0: b.x0 + from, x1: b.x1 + from });
    }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The holes among a strip's blots: round and solid, of one size, in line and at a regular pitch; none otherwise. */
export function feedHoles(found: Blot[], pageWidth: number): Blot[] {
  const round = found.filter((b) => {
    const [bw, bh] = [b.x1 - b.x0 + 1, b.y1 - b.y0 + 1];
    const d = Math.max(bw, bh);
    // Real holes are 5/32" on paper some 9.5" wide with its strips: about 1.6% of it.
    if (d < pageWidth * 0.008 || d > pageWidth * 0.035) return false;
    return bw / bh > 0.7 && bh / bw > 0.7 && b.area / (bw * bh) > 0.55;
  });
  if (round.length < MIN_HOLES) return [];
  const size = median(round.map((b) => b.x1 - b.x0 + 1));
  const centre = median(round.map((b) => (b.x0 + b.x1) / 2));
  const holes = round
    .filter((b) => Math.abs(b.x1 - b.x0 + 1 - size) <= size * 0.3 && Math.abs((b.x0 + b.x1) / 2 - centre) <= size * 0.5)
    .sort((a, b) => a.y0 - b.y0);
  if (holes.length < MIN_HOLES) return [];
  // A regular pitch: most gaps between neighbours are one pitch (or a whole number of pitches, a hole lost to glare).
  const gaps = holes.slice(1).map((b, i) => b.y0 - holes[i].y0);
  const pitch = median(gaps);
  if (pitch < size * 1.5) return [];
  const regular = gaps.filter((g) => {
    const n = Math.round(g / pitch);
    return n >= 1 && Math.abs(g - n * pitch) <= pitch * 0.15;
  });
  return regular.length >= Math.max(MIN_HOLES - 1, gaps.length * 0.75) ? holes : [];
}

/**
 * `img` with the tractor-feed holes down its edges painted white (the image itself when it has none): the whole
 * column of a strip's holes, since those in a shadow or a glare break up and are not all found one by one, and the
 * strip holds no print.
 */
export function eraseFeedHoles(img: Gray): Gray {
  const { width: w, height: h } = img;
  const strip = Math.round(w * STRIP);
  if (strip < 8) return img;
  const columns: [number, number][] = [];
  for (const found of [blots(img, 0, strip), blots(img, w - strip, w)]) {
    const holes = feedHoles(found, w);
    if (!holes.length) continue;
    const size = median(holes.map((b) => b.x1 - b.x0 + 1));
    const centre = median(holes.map((b) => (b.x0 + b.x1) / 2));
    columns.push([Math.max(0, Math.floor(centre - size * 0.8)), Math.min(w - 1, Math.ceil(centre + size * 0.8))]);
  }
  if (!columns.length) return img;
  const data = new Uint8Array(img.data);
  for (let y = 0; y < h; y++) for (const [x0, x1] of columns) data.fill(255, y * w + x0, y * w + x1 + 1);
  return { width: w, height: h, data };
}
