/**
 * Large print on an enlarged page. A page found in a photo is enlarged before OCR so that its small print reads; a
 * title in bold, already large (often the supplier's name), then comes out unreadable. The lines of words much taller
 * than the page's print, near its top, are cut out of the page prepared at its own size and read again as one line;
 * their words replace those read enlarged.
 */
import type { Word } from '../types.js';
import type { OcrPage } from './ocr-engine.js';
import { encodePgm, type Gray } from './raster.js';
import { crop, type Reader } from './unread-ink.js';
import { median, overlapShare, turned } from './word-boxes.js';

/** Words at least this many times the page's usual height are large print. */
const LARGE = 1.6;
/** Large print is looked for in this top part of the page (titles; a total in large print is left as read). */
const TOP = 0.3;

/** The boxes (image pixels) of the lines of large print near the top of the page: words sharing a row, joined. */
export function largePrintLines(words: Word[], pageHeight: number): Word[] {
  const heights = words.map((w) => w.y1 - w.y0).filter((h) => h > 3);
  if (heights.length < 5) return [];
  const usual = median(heights);
  const large = words
    .filter((w) => w.y1 - w.y0 >= usual * LARGE && w.y0 < pageHeight * TOP && /\p{L}/u.test(w.text))
    .sort((a, b) => a.y0 - b.y0);
  const lines: Word[] = [];
  for (const w of large) {
    const line = lines.find((l) => Math.min(l.y1, w.y1) - Math.max(l.y0, w.y0) > 0.5 * (w.y1 - w.y0));
    if (line) Object.assign(line, box([line, w]));
    else lines.push({ ...w, text: '' });
  }
  // A row holding a money figure is a row of the table or of the totals, not a title: tall boxes there are the
  // engine's misreading of shading or small print, and reading the row again as one line would lose its figures.
  return lines.filter((l) => !words.some((w) => MONEY.test(w.text) && within(w, l)));
}

/** A figure with two decimals (a price or an amount). */
const MONEY = /\d[.,]\d{2}\b/;

/** Whether the middle of a word's height lies within a line's height. */
const within = (w: Word, line: Word) => (w.y0 + w.y1) / 2 >= line.y0 && (w.y0 + w.y1) / 2 <= line.y1;

const box = (ws: Word[]) => ({
  x0: Math.min(...ws.map((w) => w.x0)),
  x1: Math.max(...ws.map((w) => w.x1)),
  y0: Math.min(...ws.map((w) => w.y0)),
  y1: Math.max(...ws.map((w) => w.y1)),
});

/**
 * The page's words with its large print read again at the page's own size: `scale` is the enlargement of `image`, and
 * `ownSize` gives the page prepared the same way at its own size (asked for only when there is large print).
 */
export async function rereadLargePrint(
  engine: Reader,
  image: Gray,
  page: OcrPage,
  scale: number,
  ownSize: () => Promise<Gray>,
): Promise<OcrPage> {
  if (scale <= 1) return page;
  const onImage = page.words.map(turned(-page.turn));
  const place = turned(page.turn);
  let words = page.words;
  for (const line of largePrintLines(onImage, image.height)) {
    const margin = Math.round((line.y1 - line.y0) * 0.3);
    const small = await ownSize();
    const r = {
      x0: Math.max(0, Math.floor((line.x0 - margin) / scale)),
      y0: Math.max(0, Math.floor((line.y0 - margin) / scale)),
      x1: Math.min(small.width, Math.ceil((line.x1 + margin) / scale)),
      y1: Math.min(small.height, Math.ceil((line.y1 + margin) / scale)),
    };
    const read = await engine.read(encodePgm(crop(small, r)), undefined, 'line');
    const unturn = turned(-read.turn);
    const again = read.words.map(unturn).map((w) =>
      place({
        text: w.text,
        x0: (r.x0 + w.x0) * scale,
        x1: (r.x0 + w.x1) * scale,
        y0: (r.y0 + w.y0) * scale,
        y1: (r.y0 + w.y1) * scale,
      }),
    );
    if (!again.some((w) => /\p{L}/u.test(w.text))) continue;
    const area = place({ text: '', x0: r.x0 * scale, x1: r.x1 * scale, y0: r.y0 * scale, y1: r.y1 * scale });
    words = [...words.filter((w) => overlapShare(w, area) < 0.5), ...again];
  }
  return words === page.words ? page : { words, turn: page.turn };
}
