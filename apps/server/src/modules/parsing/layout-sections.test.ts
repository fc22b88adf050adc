/** Distributor invoices whose tables run in sections, across pages, or with the description below the figures: one small document per kind, each read end to end. */
import { describe, expect, it } from 'vitest';
import { brief, type Run, read, readAt } from './testing/read-document.js';

describe('distributor layouts in sections and over lines', () => {
  it('reads every section of a table without headings, past section titles and totals', () => {
    const line = (code: string, name: string, qty: string, price: string, amount: string): Run => [
      [20, code],
      [60, name],
      [330, qty],
      [380, price],
      [460, amount],
    ];
    const { items } = read([
      [[20, 'DRY GROCERY']],
      line('75-9742', 'Ketchup Portion Pack', '1', '$30.73', '$30.73'),
      line('83-2308', 'Flour All Purpose', '3', '$24.81', '$74.43'),
      [
        [60, 'Total DRY GROCERY'],
        [460, '$105.16'],
      ],
      [],
      [[20, 'CANNED GOODS']],
      line('22-5031', 'Tuna Solid White', '1', '$111.67', '$111.67'),
      line('60-4047', 'Tomato Diced', '2', '$28.05', '$56.10'),
      [
        [60, 'Total CANNED GOODS'],
        [460, '$167.77'],
      ],
    ]);
    expect(items.map((i) => i.name)).toEqual([
      'Ketchup Portion Pack',
      'Flour All Purpose',
      'Tuna Solid White',
      'Tomato Diced',
    ]);
  });

  it('reads on past a section total when the next lines of figures have their description below', () => {
    const figures = (code: string, qty: string, unit: string, price: string, amount: string): Run => [
      [20, code],
      [180, qty],
      [220, unit],
      [380, price],
      [470, amount],
    ];
    const { items } = read([
      [
        [20, 'Product No'],
        [170, 'Ship Qty'],
        [220, 'Unit'],
        [380, 'Price'],
        [470, 'Amount'],
      ],
      [[20, 'SEAFOOD']],
      figures('216383', '12', 'BG', '$28.60', '$343.20'),
      [[35, 'MUSSELS PEI']],
      [
        [120, '*** SEAFOOD TOTAL'],
        [470, '$343.20'],
      ],
      [[20, 'FROZEN']],
      figures('127669', '1', 'EA', '$34.64', '$34.64'),
      [[35, 'ICE CREAM VANILLA']],
      figures('439728', '3', 'CS', '$48.97', '$146.91'),
      [[35, 'FRIES SWEET POTATO']],
    ]);
    expect(brief(items)).toEqual([
      ['216383', 'MUSSELS PEI', 12, 28.6, 343.2],
      ['127669', 'ICE CREAM VANILLA', 1, 34.64, 34.64],
      ['439728', 'FRIES SWEET POTATO', 3, 48.97, 146.91],
    ]);
  });

  it('takes the description below a line of figures when the two lines stand a line height or more apart', () => {
    const figures = (code: string, qty: string, price: string, amount: string): Run => [
      [20, code],
      [180, qty],
      [220, 'CS'],
      [380, price],
      [470, amount],
    ];
    const { items } = readAt(19.5, [
      [
        [20, 'Item Code'],
        [170, 'Quantity'],
        [380, 'Unit Price'],
        [470, 'Amount'],
      ],
      figures('BA7687', '25', '40.13', '1003.25'),
      [[20, 'TORTILLA FLOUR 12IN']],
      figures('BA5757', '4', '72.30', '289.20'),
      [[20, 'CROISSANT BUTTER UNBAKED']],
      figures('DA2140', '1', '125.79', '125.79'),
      [[20, 'CHEESE CREAM BRICK']],
    ]);
    expect(brief(items)).toEqual([
      ['BA7687', 'TORTILLA FLOUR 12IN', 25, 40.13, 1003.25],
      ['BA5757', 'CROISSANT BUTTER UNBAKED', 4, 72.3, 289.2],
      ['DA2140', 'CHEESE CREAM BRICK', 1, 125.79, 125.79],
    ]);
  });

  it('continues a table on the next page when a section total and a page footer end the first', () => {
    const head: Run = [
      [20, 'Qty'],
      [60, 'Code'],
      [130, 'Product'],
      [380, 'Price'],
      [470, 'Amount'],
    ];
    const row = (qty: string, code: string, name: string, price: string, amount: string): Run => [
      [25, qty],
      [60, code],
      [130, name],
      [380, price],
      [470, amount],
    ];
    const blank: Run[] = Array.from({ length: 14 }, () => []);
    const { items } = read(
      [
        head,
        row('4', '4623193', 'VINAIGRE BLANC', '17,13', '68,52'),
        row('1', '1939853', 'PATES PENNE RIGATE', '37,60', '37,60'),
        [
          [130, 'Total EPICERIE'],
          [470, '106,12'],
        ],
        ...blank,
        [[300, 'A suivre...']],
        [[450, 'Page 1 de 2']],
      ],
      [
        [[20, 'Facture 450488 (suite)']],
        [],
        row('2', '5182337', 'EAU PETILLANTE', '26,79', '53,58'),
        row('4', '7875972', 'JUS D ORANGE', '27,21', '108,84'),
        [
          [130, 'SOUS-TOTAL'],
          [470, '268,54'],
        ],
      ],
    );
    expect(items.map((i) => i.itemCode)).toEqual(['4623193', '1939853', '5182337', '7875972']);
  });
});
