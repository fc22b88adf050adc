/** Each row the layout reads carries its box on the page as uploaded, for the review to highlight. */
import { describe, expect, it } from 'vitest';
import { analyseLayout } from './layout-analysis.js';
import type { Run } from './testing/read-document.js';
import { pageOf } from './testing/words.js';
import type { PageText, ParsedRow, RowBox } from './types.js';

const TOP = 100;
const PITCH = 14;
const SIZE = 9;

/** The rectangle (in points) around runs laid out by pageOf: characters half the size wide. */
function extent(lines: { at: number; runs: Run }[]) {
  const runs = lines.flatMap(({ at, runs }) => runs.map(([x, text]) => ({ at, x, text })));
  return {
    x0: Math.min(...runs.map((r) => r.x)),
    x1: Math.max(...runs.map((r) => r.x + r.text.length * SIZE * 0.5)),
    y0: Math.min(...runs.map((r) => TOP + r.at * PITCH - 0.8 * SIZE)),
    y1: Math.max(...runs.map((r) => TOP + r.at * PITCH + 0.2 * SIZE)),
  };
}

/** The box holds the rectangle (to rounding) and reaches no further than a point beyond it. */
function expectEncloses(box: RowBox | undefined, e: ReturnType<typeof extent>, width = 612, height = 792) {
  expect(box).toBeDefined();
  const b = box as RowBox;
  const eps = 1e-3;
  expect(b.x0 * width).toBeLessThanOrEqual(e.x0 + eps * width);
  expect(b.x1 * width).toBeGreaterThanOrEqual(e.x1 - eps * width);
  expect(b.y0 * height).toBeLessThanOrEqual(e.y0 + eps * height);
  expect(b.y1 * height).toBeGreaterThanOrEqual(e.y1 - eps * height);
  expect(e.x0 - b.x0 * width).toBeLessThan(1);
  expect(b.x1 * width - e.x1).toBeLessThan(1);
  expect(e.y0 - b.y0 * height).toBeLessThan(1);
  expect(b.y1 * height - e.y1).toBeLessThan(1);
}

const HEADER: Run = [
  [40, 'Code'],
  [100, 'Description'],
  [330, 'Qty'],
  [390, 'Price'],
  [460, 'Amount'],
];
const ROW1: Run = [
  [40, '100234'],
  [100, 'CHICKEN BREAST'],
  [333, '2'],
  [390, '41.50'],
  [460, '83.00'],
];
/** The first row's description goes on under it. */
const ROW1_MORE: Run = [[100, 'BONELESS SKINLESS 4X10LB']];
const ROW2: Run = [
  [40, '100877'],
  [100, 'TOMATO DICED'],
  [333, '5'],
  [390, '12.25'],
  [460, '61.25'],
];
const ROW3: Run = [
  [40, '200310'],
  [100, 'OLIVE OIL'],
  [333, '1'],
  [390, '58.90'],
  [460, '58.90'],
];

const rowsOf = (pages: PageText[]): ParsedRow[] => analyseLayout(pages, false).tables.flatMap((t) => t.rows);

describe('row boxes', () => {
  it('puts each row of a headed table in the box of its words, description lines below it included', () => {
    const page = pageOf([HEADER, ROW1, ROW1_MORE, ROW2, ROW3], 1, TOP, PITCH);
    const rows = rowsOf([page]);
    expect(rows.map((r) => r.values[Object.keys(r.values)[1]])).toEqual([
      'CHICKEN BREAST BONELESS SKINLESS 4X10LB',
      'TOMATO DICED',
      'OLIVE OIL',
    ]);
    expectEncloses(
      rows[0].box,
      extent([
        { at: 1, runs: ROW1 },
        { at: 2, runs: ROW1_MORE },
      ]),
    );
    expectEncloses(rows[1].box, extent([{ at: 3, runs: ROW2 }]));
    expectEncloses(rows[2].box, extent([{ at: 4, runs: ROW3 }]));
    expect(rows.map((r) => r.box?.page)).toEqual([1, 1, 1]);
    // One below the other, without overlap.
    expect(rows[0].box?.y1).toBeLessThan(rows[1].box?.y0 ?? 0);
    expect(rows[1].box?.y1).toBeLessThan(rows[2].box?.y0 ?? 0);
  });

  it('names the page of rows on a second page', () => {
    const first = pageOf([HEADER, ROW1], 1, TOP, PITCH);
    const second = pageOf([HEADER, ROW2, ROW3], 2, TOP, PITCH);
    const rows = rowsOf([first, second]);
    expect(rows.map((r) => r.box?.page)).toEqual([1, 2, 2]);
    expectEncloses(rows[1].box, extent([{ at: 1, runs: ROW2 }]));
  });

  it('boxes the rows of a table read without headings', () => {
    const lines: Run[] = [
      [
        [60, 'Fresh basil bunch'],
        [400, '3'],
        [460, '2.50'],
        [520, '7.50'],
      ],
      [
        [60, 'Lemons bag'],
        [400, '2'],
        [460, '6.00'],
        [520, '12.00'],
      ],
      [
        [60, 'Heavy cream 2L'],
        [400, '4'],
        [460, '9.25'],
        [520, '37.00'],
      ],
    ];
    const rows = rowsOf([pageOf(lines, 1, TOP, PITCH)]);
    expect(rows).toHaveLength(3);
    rows.forEach((r, i) => {
      expectEncloses(r.box, extent([{ at: i, runs: lines[i] }]));
    });
  });

  it('maps the words of a prepared copy back to the photo as uploaded, corner by corner', () => {
    // The photo (1000 × 2000 px) was turned a quarter and halved: a point (x, y) of the copy stands at
    // (1000 - 2y, 2x) on the photo.
    const page: PageText = {
      ...pageOf([HEADER, ROW1, ROW2], 1, TOP, PITCH),
      original: { width: 1000, height: 2000, toOriginal: (x, y) => [1000 - 2 * y, 2 * x] },
    };
    const rows = rowsOf([page]);
    expect(rows).toHaveLength(2);
    const e = extent([{ at: 2, runs: ROW2 }]);
    const box = rows[1].box as RowBox;
    expect(box.x0).toBeCloseTo((1000 - 2 * e.y1) / 1000, 3);
    expect(box.x1).toBeCloseTo((1000 - 2 * e.y0) / 1000, 3);
    expect(box.y0).toBeCloseTo((2 * e.x0) / 2000, 3);
    expect(box.y1).toBeCloseTo((2 * e.x1) / 2000, 3);
    for (const v of [box.x0, box.x1, box.y0, box.y1]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
  });
});
