import { describe, expect, it } from 'vitest';
import { wordsOf } from '../testing/words.js';
import type { Line } from '../types.js';
import { headerCells } from './header-cells.js';

/** One header line of runs [x, text] in a 9-point font (characters 4.5 wide). */
function line(runs: [number, string][]): Line {
  const words = wordsOf([runs]);
  return { words, y0: words[0].y0, y1: words[0].y1, page: 1, text: runs.map((r) => r[1]).join(' '), size: 9 };
}

describe('header cells', () => {
  it('keeps the words of one label together when a scan reads the space between them a line height wide', () => {
    // 'Code' ends at 58 and 'produit' starts at 67; 'Prix' ends at 318 and 'unit.' starts at 327.
    const cells = headerCells(
      [
        line([
          [40, 'Code'],
          [67, 'produit'],
          [140, 'Désignation'],
          [260, 'Qté'],
          [300, 'Prix'],
          [327, 'unit.'],
          [400, 'Total'],
        ]),
      ],
      [],
    );
    expect(cells.map((c) => [c.label, c.role])).toEqual([
      ['Code produit', 'item_code'],
      ['Désignation', 'name'],
      ['Qté', 'quantity'],
      ['Prix unit.', 'unit_price'],
      ['Total', 'amount'],
    ]);
  });

  it('keeps a per-unit qualifier led by a slash with the price word before it ("Price /Lb")', () => {
    const cells = headerCells(
      [
        line([
          [40, 'Qty'],
          [110, 'Product'],
          [432, 'Net'],
          [453, 'Lbs'],
          [477, 'Price'],
          [505, '/Lb'],
          [545, 'Amount'],
        ]),
      ],
      [],
    );
    expect(cells.map((c) => [c.label, c.role])).toEqual([
      ['Qty', 'quantity'],
      ['Product', 'name'],
      ['Net Lbs', 'quantity'],
      ['Price /Lb', 'unit_price'],
      ['Amount', 'amount'],
    ]);
  });

  it('keeps apart words two line heights apart, and words of no one label', () => {
    const cells = headerCells(
      [
        line([
          [100, 'Description'],
          [200, 'Qté'],
          [222, 'Prix'],
          [300, 'Unit'],
          [330, 'Total'],
        ]),
      ],
      [],
    );
    expect(cells.map((c) => c.label)).toEqual(['Description', 'Qté', 'Prix', 'Unit', 'Total']);
  });

  it('keeps apart the words of one label that stand over two columns of figures', () => {
    const header = line([
      [40, 'Pack'],
      [67, 'Size'],
      [120, 'Description'],
    ]);
    const columns = [
      { x0: 40, x1: 50, support: 3 },
      { x0: 67, x1: 80, support: 3 },
    ];
    expect(headerCells([header], columns).map((c) => c.label)).toEqual(['Pack', 'Size', 'Description']);
  });

  it('cuts one vocabulary phrase set over two columns of figures between them', () => {
    // 'Unit Price Each' reads as one phrase; the case price stands under 'Unit Price', the price of one under 'Each'.
    const header = line([
      [260, 'Qty'],
      [300, 'Unit'],
      [324, 'Price'],
      [352, 'Each'],
      [400, 'Total'],
    ]);
    const columns = [
      { x0: 260, x1: 275, support: 5 },
      { x0: 315, x1: 345, support: 5 },
      { x0: 352, x1: 372, support: 5 },
      { x0: 400, x1: 425, support: 5 },
    ];
    const cells = headerCells([header], columns);
    expect(cells.map((c) => c.label)).toEqual(['Qty', 'Unit Price', 'Each', 'Total']);
    expect(cells[1].role).toBe('unit_price');
    // Over one column of figures the phrase stays whole.
    const one = headerCells([header], [columns[0], { x0: 330, x1: 372, support: 5 }, columns[3]]);
    expect(one.map((c) => c.label)).toEqual(['Qty', 'Unit Price Each', 'Total']);
  });

  it('sets the spacing of a two-line header by its words, not by a line whose boxes took in a rule', () => {
    const lower = line([
      [40, 'liv.'],
      [70, 'Qté'],
      [95, 'Unité'],
      [140, 'Produit'],
    ]);
    // 'Date' over 'liv.', its box three times the height of the print.
    const date = { text: 'Date', x0: 40, x1: 58, y0: 60, y1: 87 };
    const upper: Line = { words: [date], y0: 60, y1: 87, page: 1, text: 'Date', size: 27 };
    expect(headerCells([upper, lower], []).map((c) => [c.label, c.role])).toEqual([
      ['Date liv.', 'none'],
      ['Qté', 'quantity'],
      ['Unité', 'unit'],
      ['Produit', 'name'],
    ]);
  });

  it('names a label the OCR misread (white letters on a dark band) by the vocabulary word it is closest to', () => {
    const cells = headerCells(
      [
        line([
          [40, 'Fem'],
          [100, 'Desexizsion'],
          [330, 'Qty'],
          [370, 'Unit'],
          [410, 'Price'],
          [485, 'AmsGuisc'],
        ]),
      ],
      [],
    );
    expect(cells.map((c) => [c.label, c.role])).toEqual([
      ['Fem', 'none'],
      ['Desexizsion', 'name'],
      ['Qty', 'quantity'],
      ['Unit', 'unit'],
      ['Price', 'unit_price'],
      ['AmsGuisc', 'none'],
    ]);
  });

  it('parts two labels set a few spaces apart where the rows below start a column', () => {
    // 'Cut' names the description column; it stands 6 points after 'Item Code', closer than a label's spacing.
    const header = line([
      [40, 'Item Code'],
      [86, 'Cut'],
      [300, 'Unit Price'],
    ]);
    const rows = [
      line([
        [40, '7929684'],
        [86, 'MUSHROOM WHITE'],
        [318, '29.19'],
      ]),
      line([
        [40, '3365954'],
        [86, 'POTATO SWEET'],
        [318, '41.78'],
      ]),
    ];
    expect(headerCells([header], []).map((c) => c.label)).toEqual(['Item Code Cut', 'Unit Price']);
    expect(headerCells([header], [], rows).map((c) => c.label)).toEqual(['Item Code', 'Cut', 'Unit Price']);
  });

  it('parts two labels where one row sets a figure flush right under the first (a weight on a few lines only)', () => {
    // 'Kg' ends at 209 and 'Delivered' starts at 215: the weight of the one catch-weight line ends at 209.
    const header = line([
      [200, 'Kg'],
      [215, 'Delivered'],
    ]);
    const rows = [
      line([[222, '06/15']]),
      line([[222, '06/16']]),
      line([
        [182, '116.24'],
        [222, '06/18'],
      ]),
    ];
    expect(headerCells([header], [], rows.slice(0, 2)).map((c) => c.label)).toEqual(['Kg Delivered']);
    expect(headerCells([header], [], rows).map((c) => c.label)).toEqual(['Kg', 'Delivered']);
  });

  it('parts two labels over columns centred under them, where no row runs across the gap', () => {
    // 'PACKAGE' ends at 341.5 and 'UOM' starts at 349; pack sizes and units sit under each, none across.
    const header = line([
      [310, 'PACKAGE'],
      [349, 'UOM'],
    ]);
    const rows = [
      line([
        [312, '1/1 LB'],
        [352, 'KG'],
      ]),
      line([
        [312, '2/3 KG'],
        [352, 'CS'],
      ]),
      line([
        [310, '4/2.5 KG'],
        [352, 'CS'],
      ]),
    ];
    expect(headerCells([header], []).map((c) => c.label)).toEqual(['PACKAGE UOM']);
    expect(headerCells([header], [], rows).map((c) => c.label)).toEqual(['PACKAGE', 'UOM']);
    // A row running a word across the gap (a long description) keeps them one label.
    const across = [...rows.slice(0, 2), line([[310, 'BUTTERMILK-POWDER']])];
    expect(headerCells([header], [], across).map((c) => c.label)).toEqual(['PACKAGE UOM']);
  });
});
