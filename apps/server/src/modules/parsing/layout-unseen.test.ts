/** More layouts of distributor invoices: one small document per kind, each read end to end. */
import { describe, expect, it } from 'vitest';
import { tableItems } from './items.js';
import { analyseLayout } from './layout-analysis.js';
import { reconcile } from './reconcile.js';
import { pageOf } from './testing/words.js';

type Run = [number, string][];

function read(...pages: Run[][]) {
  return readAt(14, ...pages);
}

/** With `pitch` points from one line to the next (headings on two lines stand closer than the rows). */
function readAt(pitch: number, ...pages: Run[][]) {
  const layout = analyseLayout(
    pages.map((rows, i) => pageOf(rows, i + 1, 100, pitch)),
    false,
  );
  reconcile(layout.tables, layout.style, layout.lines, null);
  return { layout, items: tableItems(layout.tables, layout.style) };
}

const brief = (items: ReturnType<typeof read>['items']) =>
  items.map((i) => [i.itemCode, i.name, i.quantity, i.unitPrice, i.amount]);

describe('distributor layouts', () => {
  it('reads a heading on two lines whose second line reaches past the first', () => {
    const { items, layout } = readAt(11, [
      [
        [70, 'Ship'],
        [130, 'Item'],
        [400, 'Unit'],
        [460, 'Ext'],
      ],
      [
        [20, 'Ln'],
        [70, 'Qty'],
        [100, 'U/M'],
        [130, 'Code'],
        [190, 'Item Description'],
        [400, 'Price'],
        [460, 'Amount'],
      ],
      [
        [20, '1'],
        [75, '2'],
        [100, 'CS'],
        [130, '256812'],
        [190, 'BANANAS'],
        [400, '31.53'],
        [460, '63.06'],
      ],
      [
        [20, '2'],
        [75, '3'],
        [100, 'CS'],
        [130, '287696'],
        [190, 'ZUCCHINI MED'],
        [400, '32.85'],
        [460, '98.55'],
      ],
    ]);
    expect(layout.tables[0].fields).toContain('quantity');
    expect(brief(items)).toEqual([
      ['256812', 'BANANAS', 2, 31.53, 63.06],
      ['287696', 'ZUCCHINI MED', 3, 32.85, 98.55],
    ]);
  });

  it('splits heading words that stand under two labels of the other heading line', () => {
    const { layout } = readAt(11, [
      [
        [160, 'Poids'],
        [190, 'No'],
        [400, 'Prix'],
      ],
      [
        [40, 'Colis'],
        [160, 'net'],
        [185, 'produit'],
        [400, '/ lb'],
        [460, 'Montant'],
      ],
      [[40, 'FILET DE SAUMON ATLANTIQUE']],
      [
        [45, '1'],
        [160, '10,10'],
        [190, 'SE9186'],
        [400, '9,80'],
        [460, '98,98'],
      ],
      [[40, 'FILET D AIGLEFIN']],
      [
        [45, '2'],
        [160, '20,91'],
        [190, 'SE6631'],
        [400, '8,08'],
        [460, '168,95'],
      ],
    ]);
    expect(layout.tables[0].headers).toEqual(expect.arrayContaining(['Poids net', 'No produit']));
  });

  it('takes a column headed like the description that holds one code per line as the item code', () => {
    const { items } = read([
      [
        [40, 'Colis'],
        [150, 'Produit'],
        [400, 'Prix'],
        [460, 'Montant'],
      ],
      [[40, 'CREVETTES 16/20 DECORTIQUEES']],
      [
        [45, '4'],
        [150, 'SE6000'],
        [400, '117,32'],
        [460, '469,28'],
      ],
      [[40, 'LONGE DE MORUE 6OZ']],
      [
        [45, '3'],
        [150, 'SE7593'],
        [400, '120,90'],
        [460, '362,70'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['SE6000', 'CREVETTES 16/20 DECORTIQUEES', 4, 117.32, 469.28],
      ['SE7593', 'LONGE DE MORUE 6OZ', 3, 120.9, 362.7],
    ]);
  });

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

  it('takes the catch weight as the quantity when weight × price less the discount gives the amount', () => {
    const { items, layout } = read([
      [
        [20, 'Qty'],
        [60, 'Code'],
        [120, 'Description'],
        [300, 'Catch Wt'],
        [350, 'Disc %'],
        [400, 'Price'],
        [470, 'Amount'],
      ],
      [
        [25, '1'],
        [60, '884751'],
        [120, 'TURKEY BREAST ROAST'],
        [305, '17.73'],
        [355, '5%'],
        [400, '6.15'],
        [470, '103.59'],
      ],
      [
        [25, '2'],
        [60, '300907'],
        [120, 'LAMB RACK FRENCHED'],
        [305, '16.77'],
        [400, '13.66'],
        [470, '229.08'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['884751', 'TURKEY BREAST ROAST', 17.73, 6.15, 103.59],
      ['300907', 'LAMB RACK FRENCHED', 16.77, 13.66, 229.08],
    ]);
    expect(layout.tables[0].rows.map((r) => r.check?.status)).toEqual(['reconciled', 'reconciled']);
  });

  it("reads a till receipt's 'qty @ price' under each item", () => {
    const { items } = read([
      [
        [20, 'UPC'],
        [90, 'Description'],
        [420, 'Tx'],
        [470, 'Amount'],
      ],
      [
        [20, '053305166520'],
        [90, 'CHEESE CHEDDAR MILD SHRED'],
        [420, 'N'],
        [470, '65.97'],
      ],
      [[100, '3 EA @ 21.99']],
      [
        [90, 'PORK BACK RIBS'],
        [420, 'N'],
        [470, '87.78'],
      ],
      [[100, '20.51 LB @ 4.28/LB']],
      [
        [20, '028816190906'],
        [90, 'EGGS LIQUID WHOLE'],
        [420, 'N'],
        [470, '56.04'],
      ],
      [[100, '1 @ 56.04']],
    ]);
    expect(brief(items)).toEqual([
      ['053305166520', 'CHEESE CHEDDAR MILD SHRED', 3, 21.99, 65.97],
      ['', 'PORK BACK RIBS', 20.51, 4.28, 87.78],
      ['028816190906', 'EGGS LIQUID WHOLE', 1, 56.04, 56.04],
    ]);
    expect(items.map((i) => i.unit)).toEqual(['EA', 'LB', '']);
  });

  it('reads prices per unit and leaves the country-of-origin column out', () => {
    const { items, layout } = read([
      [
        [20, 'Code'],
        [70, 'ITEM DESCRIPTION'],
        [300, 'COO'],
        [330, 'CASES'],
        [370, 'LBS'],
        [410, 'PRICE'],
        [470, 'AMOUNT'],
      ],
      [
        [20, '715'],
        [70, 'PORK BACK RIBS'],
        [300, 'CAN'],
        [340, '1'],
        [370, '23.06'],
        [410, '4.74/LB'],
        [470, '109.30'],
      ],
      [
        [20, '3754'],
        [70, 'BACON SLICED 14/18'],
        [300, 'CAN'],
        [340, '4'],
        [410, '71.17/CS'],
        [470, '284.68'],
      ],
    ]);
    expect(layout.tables[0].headers).toEqual(expect.arrayContaining(['COO', 'CASES']));
    expect(brief(items)).toEqual([
      ['715', 'PORK BACK RIBS', 23.06, 4.74, 109.3],
      ['3754', 'BACON SLICED 14/18', 4, 71.17, 284.68],
    ]);
  });

  it('does not take a line of labelled values under an item for a new heading', () => {
    const { items } = read([
      [
        [20, 'No produit'],
        [90, 'Produit'],
        [330, 'Qte'],
        [400, 'Prix'],
        [470, 'Total'],
      ],
      [
        [20, '98994'],
        [90, 'BOEUF HACHE MI-MAIGRE'],
        [335, '2'],
        [400, '11,35'],
        [470, '22,70'],
      ],
      [[100, 'Marque : PACKER Format : 4x10 LB']],
      [
        [20, '91532'],
        [90, 'POITRINE DE BOEUF'],
        [335, '2'],
        [400, '13,59'],
        [470, '27,18'],
      ],
    ]);
    expect(items.map((i) => i.itemCode)).toEqual(['98994', '91532']);
  });

  it('reads a receipt without headings: a UPC printed in groups, the description, and qty @ price below', () => {
    const line = (upc: string, name: string, amount: string): Run => [
      [20, upc],
      [110, name],
      [470, amount],
    ];
    const { items } = read([
      line('0 22110 23114 3', 'CHICKEN TENDERS BRD', '$2,144.80'),
      [[120, '35 @ $61.28']],
      line('0 44345 68874 5', 'CORN KERNEL', '$87.04'),
      [[120, '2 @ $43.52']],
      line('0 44345 18751 4', 'PEAS GREEN', '$187.16'),
      [[120, '4 @ $46.79']],
    ]);
    expect(brief(items)).toEqual([
      ['022110231143', 'CHICKEN TENDERS BRD', 35, 61.28, 2144.8],
      ['044345688745', 'CORN KERNEL', 2, 43.52, 87.04],
      ['044345187514', 'PEAS GREEN', 4, 46.79, 187.16],
    ]);
  });

  it('reads rows without headings whose only words are a unit and a tax flag, with the description below', () => {
    const figures = (qty: string, unit: string, code: string, price: string, flag: string, amount: string): Run => [
      [60, qty],
      [90, unit],
      [220, code],
      [330, price],
      [400, flag],
      [470, amount],
    ];
    const { items } = read([
      [[20, 'PRODUCE']],
      figures('1', 'CS', '95912', '$25.15', 'N', '$25.15'),
      [[40, 'POTATO RUSSET 70CT']],
      figures('2', 'JR', '87124', '$18.44', 'N', '$36.88'),
      [[40, 'GARLIC PEELED']],
      [[20, 'DAIRY']],
      figures('40', 'CS', '56230', '$83.13', 'N', '$3,325.20'),
      [[40, 'CHEESE PARMESAN GRATED']],
      figures('4', 'EA', '63342', '$33.67', 'T', '$134.68'),
      [[40, 'ICE CREAM VANILLA']],
    ]);
    expect(items.map((i) => [i.name, i.quantity, i.amount])).toEqual([
      ['POTATO RUSSET 70CT', 1, 25.15],
      ['GARLIC PEELED', 2, 36.88],
      ['CHEESE PARMESAN GRATED', 40, 3325.2],
      ['ICE CREAM VANILLA', 4, 134.68],
    ]);
  });

  it("puts right a price that took a stray word from the next column ('AVG 5,86 $')", () => {
    const { items, layout } = read([
      [
        [20, 'Code'],
        [80, 'Produit'],
        [250, 'Qte'],
        [290, 'Poids'],
        [340, 'Format'],
        [400, 'Prix'],
        [470, 'Montant'],
      ],
      [
        [20, 'PO8631'],
        [80, 'POULET ENTIER 3LB'],
        [255, '2'],
        [290, '32,89'],
        [340, '12/3 LB'],
        [395, 'AVG 5,86 $'],
        [470, '192,74 $'],
      ],
      [
        [20, 'PO5477'],
        [80, 'MAGRET DE CANARD'],
        [255, '1'],
        [290, '5,05'],
        [340, '8/400 G'],
        [400, '27,08 $'],
        [470, '136,75 $'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['PO8631', 'POULET ENTIER 3LB', 32.89, 5.86, 192.74],
      ['PO5477', 'MAGRET DE CANARD', 5.05, 27.08, 136.75],
    ]);
    expect(layout.tables[0].rows[0].check?.status).toBe('repaired');
  });

  it('restores the decimal points a scan lost in both the price and the amount of a line', () => {
    const row = (code: string, name: string, qty: string, price: string, amount: string): Run => [
      [20, code],
      [80, name],
      [300, qty],
      [380, price],
      [470, amount],
    ];
    const { items, layout } = read([
      [
        [20, 'Item'],
        [80, 'Description'],
        [300, 'Qty'],
        [380, 'Price'],
        [470, 'Amount'],
      ],
      row('673965', 'POTATO SWEET', '10', '39.20', '392.00'),
      row('269110', 'PEPPER RED BELL', '3', '3161', '9483'),
      row('737464', 'POTATO YUKON GOLD', '1', '28.17', '28.17'),
      row('721593', 'BUTTER UNSALTED PRINT', '2', '166.54', '333.08'),
    ]);
    expect(items[1]).toMatchObject({ quantity: 3, unitPrice: 31.61, amount: 94.83 });
    expect(layout.tables[0].rows[1].check?.status).toBe('repaired');
    expect(layout.tables[0].rows[1].check?.repairs).toHaveLength(2);
  });

  it('splits a packing unit that the reading joined to the end of the descriptions into its own column', () => {
    const row = (code: string, name: string, qty: string, price: string, amount: string): Run => [
      [20, code],
      [80, name],
      [300, qty],
      [380, price],
      [470, amount],
    ];
    const { items } = read([
      row('18179', 'ZUCCHINI MED cs', '3', '21.77', '65.31'),
      row('54023', 'ONION YELLOW JUMBO BG', '1', '24.30', '24.30'),
      row('72509', 'POTATO SWEET cs', '1', '39.43', '39.43'),
    ]);
    expect(items.map((i) => [i.name, i.unit])).toEqual([
      ['ZUCCHINI MED', 'CS'],
      ['ONION YELLOW JUMBO', 'BG'],
      ['POTATO SWEET', 'CS'],
    ]);
  });
});
