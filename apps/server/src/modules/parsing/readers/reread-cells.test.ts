import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it, vi } from 'vitest';
import { findTotal } from '../header-fields.js';
import { analyseLayout } from '../layout-analysis.js';
import { reconcile } from '../reconcile.js';
import { type RereadCells, rereadDoubtedFigures } from '../reread-figures.js';
import type { PageText, ParsedTable, Word } from '../types.js';
import { cellWords, rereadCells } from './reread-cells.js';

const require = createRequire(import.meta.url);
const FONT = path.join(
  path.dirname(require.resolve('pdfjs-dist/package.json')),
  'standard_fonts',
  'LiberationSans-Regular.ttf',
);

/**
 * An invoice's table printed at about 200 dpi, as a page image and as the words an OCR engine read from it, with the
 * words `misread` (printed text → text read) read wrong where they stand.
 */
function printedInvoice(misread: Record<string, string>): PageText {
  GlobalFonts.registerFromPath(FONT, 'Liberation Sans Reread');
  const rows: [number, string][][] = [
    [
      [40, 'Description'],
      [560, 'Qty'],
      [700, 'Price'],
      [880, 'Amount'],
    ],
    [
      [40, 'MUSSELS PEI'],
      [570, '8'],
      [700, '36.89'],
      [880, '295.12'],
    ],
    [
      [40, 'COD LOIN'],
      [562, '12'],
      [700, '13.58'],
      [880, '162.96'],
    ],
    [
      [40, 'SALMON FILLET'],
      [570, '3'],
      [700, '24.75'],
      [880, '74.25'],
    ],
  ];
  const [width, height] = [1100, 440];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = 'black';
  ctx.font = '30px "Liberation Sans Reread"';
  const words: Word[] = [];
  rows.forEach((cells, row) => {
    const baseline = 80 + row * 90;
    for (const [x, text] of cells) {
      ctx.fillText(text, x, baseline);
      let at = x;
      for (const word of text.split(' ')) {
        const w = ctx.measureText(word).width;
        words.push({ text: misread[word] ?? word, x0: at, x1: at + w, y0: baseline - 22, y1: baseline + 1 });
        at += w + ctx.measureText(' ').width;
      }
    }
  });
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4];
  return { page: 1, width, height, words, source: { image: { width, height, data }, turn: 0 } };
}

function judged(page: PageText) {
  const layout = analyseLayout([page], true);
  const judge = (tables: ParsedTable[]) =>
    reconcile(tables, layout.style, layout.lines, findTotal(layout.lines, layout.style));
  return { layout, judge };
}

const statuses = (tables: ParsedTable[]) => tables.flatMap((t) => t.rows.map((r) => r.check?.status));

describe('reading doubted figures again from the page', () => {
  it('puts right a price the first reading got wrong, so that its row multiplies out', async () => {
    // 13.58 read as 18.53: 12 × 18.53 is not 162.96, and no repair of a look-alike digit gives it.
    const page = printedInvoice({ '13.58': '18.53' });
    const { layout, judge } = judged(page);
    const once = structuredClone(layout.tables);
    judge(once);
    expect(statuses(once)).toEqual(['reconciled', 'unchecked', 'reconciled']);

    const { tables, reconciliation } = await rereadDoubtedFigures(layout.tables, judge, rereadCells, 60_000);
    const cod = tables[0].rows[1];
    expect(cod.values.Price).toBe('13.58');
    expect(cod.check?.status).toBe('repaired');
    expect(cod.check?.repairs).toContain('"18.53" read again as "13.58"');
    expect(statuses(tables)).toEqual(['reconciled', 'repaired', 'reconciled']);
    expect(reconciliation.counts).toMatchObject({ reconciled: 2, repaired: 1, unchecked: 0 });
  }, 60_000);

  it('reads nothing again when every row multiplies out, and leaves a row that does alone', async () => {
    const clean = judged(printedInvoice({}));
    const reread = vi.fn<RereadCells>(rereadCells);
    const { tables } = await rereadDoubtedFigures(clean.layout.tables, clean.judge, reread, 60_000);
    expect(reread).not.toHaveBeenCalled();
    expect(statuses(tables)).toEqual(['reconciled', 'reconciled', 'reconciled']);

    const { layout, judge } = judged(printedInvoice({ '13.58': '18.53' }));
    // A second reading that would change figures of every row is asked only for the doubted row's.
    const everywhere = vi.fn<RereadCells>(async (cells) => cells.map((c) => c.text.replace(/\d$/, '0')));
    const after = await rereadDoubtedFigures(layout.tables, judge, everywhere, 60_000);
    expect(everywhere.mock.calls[0][0].map((c) => c.text)).toEqual(['12', '18.53', '162.96']);
    // Its reading does not make the row hold: nothing is taken.
    expect(after.tables[0].rows[1].values.Price).toBe('18.53');
    expect(after.tables[0].rows[0].values.Price).toBe('36.89');
    expect(statuses(after.tables)).toEqual(['reconciled', 'unchecked', 'reconciled']);
  }, 60_000);

  it('finds a cell among the words of its row only where one run of them reads as it', () => {
    const word = (text: string, x0: number): Word => ({ text, x0, x1: x0 + 40, y0: 0, y1: 20 });
    const line = (words: Word[]) => ({
      words,
      y0: 0,
      y1: 20,
      page: 1,
      text: words.map((w) => w.text).join(' '),
      size: 20,
    });
    const row = [line([word('2', 10), word('CS', 60), word('12.50', 200), word('2', 300)])];
    expect(cellWords(row, '12.50')?.map((w) => w.x0)).toEqual([200]);
    expect(cellWords(row, '2 CS')?.map((w) => w.x0)).toEqual([10, 60]);
    expect(cellWords(row, '2')).toBeNull();
    expect(cellWords(row, '4.00')).toBeNull();
  });
});
