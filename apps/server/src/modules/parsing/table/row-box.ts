/** Where a row stands on the page as uploaded: the rectangle around the words of its lines. */
import type { Line, PageText, RowBox, Word } from '../types.js';

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const round = (v: number) => Math.round(v * 10_000) / 10_000;

type Box = Pick<Word, 'x0' | 'x1' | 'y0' | 'y1'>;

/** The rectangle around words, in their own coordinates. */
export function wordsBox(words: readonly Box[]): Box {
  return {
    x0: Math.min(...words.map((w) => w.x0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y0: Math.min(...words.map((w) => w.y0)),
    y1: Math.max(...words.map((w) => w.y1)),
  };
}

/**
 * The box around the words of `lines` that stand on `page`, as fractions of the page as uploaded: word coordinates
 * read from a prepared copy (a photo straightened or scaled) are mapped back through `page.original` first, corner
 * by corner. Undefined when no word of the lines stands on the page or the page has no size.
 */
export function rowBox(lines: readonly Line[], page: PageText): RowBox | undefined {
  const words = lines.filter((l) => l.page === page.page).flatMap((l) => l.words);
  if (!words.length) return undefined;
  const { x0, x1, y0, y1 } = wordsBox(words);
  const { original } = page;
  const corners: [number, number][] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  const mapped = original ? corners.map(([x, y]) => original.toOriginal(x, y)) : corners;
  const width = original?.width ?? page.width;
  const height = original?.height ?? page.height;
  if (!(width > 0 && height > 0)) return undefined;
  const xs = mapped.map(([x]) => clamp01(x / width));
  const ys = mapped.map(([, y]) => clamp01(y / height));
  return {
    page: page.page,
    x0: round(Math.min(...xs)),
    y0: round(Math.min(...ys)),
    x1: round(Math.max(...xs)),
    y1: round(Math.max(...ys)),
  };
}
