/**
 * Print the engine left unread. Tesseract's page segmentation sometimes drops a whole run of text — a description
 * followed by dot leaders, a column of amounts set apart from the rest — so a table row comes out without the cell.
 * The ink of the prepared page that no word covers is found, cut out line by line and read again as a single line,
 * and the words found are added to the page's.
 */
import type { Word } from '../types.js';
import type { OcrMode, OcrPage } from './ocr-engine.js';
import { encodePgm, type Gray, otsuThreshold } from './raster.js';
import { median, overlapShare, turned } from './word-boxes.js';

/** A stretch of page (prepared image pixels) with ink no word covers. */
export type InkRegion = { x0: number; y0: number; x1: number; y1: number; blank?: [number, number][] };

/** At most this many regions are read again on a page (the largest first). */
const MAX_REGIONS = 40;

/**
 * The regions of `image` with ink that none of `words` (in image pixels) covers, the size of a line of text: taller
 * than dots, leaders and dashes, wide enough to be a word, not a solid block.
 */
export function unreadInk(image: Gray, words: Word[]): InkRegion[] {
  const heights = words.map((w) => w.y1 - w.y0).filter((h) => h > 3);
  if (heights.length < 5) return [];
  const lineH = median(heights);
  const { width: w, height: h, data } = image;
  const threshold = Math.min(160, otsuThreshold(image));
  const covered = new Uint8Array(w * h);
  const padX = Math.round(lineH * 0.4);
  const padY = Math.round(lineH * 0.25);
  for (const word of words) {
    const x0 = Math.max(0, Math.floor(word.x0) - padX);
    const x1 = Math.min(w - 1, Math.ceil(word.x1) + padX);
    const y0 = Math.max(0, Math.floor(word.y0) - padY);
    const y1 = Math.min(h - 1, Math.ceil(word.y1) + padY);
    for (let y = y0; y <= y1; y++) covered.fill(1, y * w + x0, y * w + x1 + 1);
  }
  // Uncovered ink counted on a grid of cells a quarter of a line high.
  const c = Math.max(2, Math.round(lineH / 4));
  const [gw, gh] = [Math.ceil(w / c), Math.ceil(h / c)];
  const count = new Uint16Array(gw * gh);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const g = Math.floor(y / c) * gw;
    for (let x = 0; x < w; x++) if (!covered[row + x] && data[row + x] <= threshold) count[g + Math.floor(x / c)]++;
  }
  const minInk = Math.max(2, Math.round(c * c * 0.04));
  const inked = new Uint8Array(gw * gh);
  for (let i = 0; i < inked.length; i++) inked[i] = count[i] >= minInk ? 1 : 0;
  // Letters and the words of a line joined: gaps along a row up to about a line's height are bridged.
  const bridge = Math.max(1, Math.round(lineH / c));
  const joined = new Uint8Array(inked);
  for (let gy = 0; gy < gh; gy++) {
    let last = -1;
    for (let gx = 0; gx < gw; gx++) {
      if (!inked[gy * gw + gx]) continue;
      if (last >= 0 && gx - last > 1 && gx - last <= bridge + 1) joined.fill(1, gy * gw + last + 1, gy * gw + gx);
      last = gx;
    }
  }
  const seen = new Uint8Array(gw * gh);
  const regions: (InkRegion & { ink: number })[] = [];
  const stack: number[] = [];
  for (let start = 0; start < joined.length; start++) {
    if (!joined[start] || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    let [rx0, ry0, rx1, ry1] = [gw, gh, -1, -1];
    while (stack.length) {
      const i = stack.pop() as number;
      const [gx, gy] = [i % gw, Math.floor(i / gw)];
      rx0 = Math.min(rx0, gx);
      rx1 = Math.max(rx1, gx);
      ry0 = Math.min(ry0, gy);
      ry1 = Math.max(ry1, gy);
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        const [nx, ny] = [gx + dx, gy + dy];
        if (nx < 0 || ny < 0 || nx >= gw || ny >= gh) continue;
        const j = ny * gw + nx;
        if (joined[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    // The ink's own extent inside the cells found.
    let [x0, y0, x1, y1] = [w, h, -1, -1];
    let ink = 0;
    for (let y = ry0 * c; y < Math.min(h, (ry1 + 1) * c); y++)
      for (let x = rx0 * c; x < Math.min(w, (rx1 + 1) * c); x++) {
        const i = y * w + x;
        if (covered[i] || data[i] > threshold) continue;
        ink++;
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
    if (x1 < 0) continue;
    const [rw, rh] = [x1 - x0 + 1, y1 - y0 + 1];
    // A lone figure (a quantity of 1) is narrower than a line is high; a rule's stub is solid.
    if (rh < lineH * 0.6 || rh > lineH * 3.5 || rw < Math.max(3, lineH * 0.3)) continue;
    if (ink / (rw * rh) > (rw < lineH * 1.2 ? 0.7 : 0.5)) continue;
    // Dot leaders and underscores: long stretches where no column of ink is as tall as a letter are left blank.
    const tall = new Uint8Array(rw);
    for (let x = x0; x <= x1; x++) {
      let [top, bottom] = [-1, -1];
      for (let y = y0; y <= y1; y++) {
        const i = y * w + x;
        if (covered[i] || data[i] > threshold) continue;
        if (top < 0) top = y;
        bottom = y;
      }
      tall[x - x0] = top >= 0 && bottom - top + 1 >= lineH * 0.4 ? 1 : 0;
    }
    const blank: [number, number][] = [];
    let from = 0;
    for (let x = 0; x <= rw; x++) {
      if (x < rw && !tall[x]) continue;
      if (x - from >= lineH * 1.2) blank.push([x0 + from, x0 + x]);
      from = x + 1;
    }
    if (!tall.includes(1)) continue;
    regions.push({ x0, y0, x1: x1 + 1, y1: y1 + 1, blank, ink });
  }
  regions.sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0));
  return regions.slice(0, MAX_REGIONS).map(({ ink: _, ...r }) => r);
}

/** A piece of `image`, white where it runs past the image's edges. */
export function crop(image: Gray, r: InkRegion): Gray {
  const [width, height] = [r.x1 - r.x0, r.y1 - r.y0];
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    const sy = r.y0 + y;
    if (sy < 0 || sy >= image.height) continue;
    for (let x = 0; x < width; x++) {
      const sx = r.x0 + x;
      if (sx >= 0 && sx < image.width) data[y * width + x] = image.data[sy * image.width + sx];
    }
  }
  for (const [a, b] of r.blank ?? [])
    for (let y = 0; y < height; y++)
      data.fill(255, y * width + Math.max(0, a - r.x0), y * width + Math.max(0, b - r.x0));
  return { width, height, data };
}

export type Reader = { read(image: Uint8Array, dpi?: number, mode?: OcrMode): Promise<OcrPage> };

/**
 * The page's words with the print the engine left unread read again: each region of uncovered ink cut out with a
 * margin and read as one line (or a block, when taller than a line), its words placed on the page as the page's
 * own were (turned by the page's `turn`).
 */
export async function readUnreadInk(engine: Reader, image: Gray, page: OcrPage, dpi?: number): Promise<OcrPage> {
  const back = turned(-page.turn);
  const onImage = page.turn ? page.words.map(back) : page.words;
  const regions = unreadInk(image, onImage);
  if (!regions.length) return page;
  const lineH = median(onImage.map((w) => w.y1 - w.y0));
  const margin = Math.round(lineH * 0.5);
  const place = turned(page.turn);
  const added: Word[] = [];
  for (const r of regions) {
    const box = { x0: r.x0 - margin, y0: r.y0 - margin, x1: r.x1 + margin, y1: r.y1 + margin, blank: r.blank };
    const mode: OcrMode = r.y1 - r.y0 > lineH * 1.8 ? 'block' : 'line';
    const read = await engine.read(encodePgm(crop(image, box)), dpi, mode);
    const unturn = turned(-read.turn);
    for (const w of read.words) {
      const u = unturn(w);
      // Dot leaders read along with the words they follow.
      const text = u.text.replace(/[.·…]{3,}/g, ' ').trim();
      const word = place({ text, x0: u.x0 + box.x0, x1: u.x1 + box.x0, y0: u.y0 + box.y0, y1: u.y1 + box.y0 });
      if (!/[\p{L}\p{N}]/u.test(word.text)) continue;
      if (page.words.some((p) => overlapShare(p, word) > 0.3)) continue;
      added.push(word);
    }
  }
  return added.length ? { words: [...page.words, ...added], turn: page.turn } : page;
}
