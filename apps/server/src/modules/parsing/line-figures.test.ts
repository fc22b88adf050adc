/** The figures of invoice lines as distributors and scans print them: catch weights, receipts, repairs. */
import { describe, expect, it } from 'vitest';
import { brief, type Run, read } from './testing/read-document.js';

/** A till receipt's heading and first item ('qty @ price' under it), and an item of one. */
const RECEIPT_HEAD: [number, string][][] = [
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
];
const RECEIPT_EGGS: [number, string][][] = [
  [
    [20, '028816190906'],
    [90, 'EGGS LIQUID WHOLE'],
    [420, 'N'],
    [470, '56.04'],
  ],
  [[100, '1 @ 56.04']],
];

describe('line figures', () => {
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
      ...RECEIPT_HEAD,
      [
        [90, 'PORK BACK RIBS'],
        [420, 'N'],
        [470, '87.78'],
      ],
      [[100, '20.51 LB @ 4.28/LB']],
      ...RECEIPT_EGGS,
    ]);
    expect(brief(items)).toEqual([
      ['053305166520', 'CHEESE CHEDDAR MILD SHRED', 3, 21.99, 65.97],
      ['', 'PORK BACK RIBS', 20.51, 4.28, 87.78],
      ['028816190906', 'EGGS LIQUID WHOLE', 1, 56.04, 56.04],
    ]);
    expect(items.map((i) => i.unit)).toEqual(['EA', 'LB', '']);
  });

  it("reads a receipt's 'qty @ price' whose @ was lost in reading where the other items print it", () => {
    const { items } = read([
      ...RECEIPT_HEAD,
      [
        [90, 'PORK BUTT BNLS'],
        [420, 'N'],
        [470, '199.77'],
      ],
      [[100, '63.62 LB 3.14/LB']],
      ...RECEIPT_EGGS,
      [
        [20, '051092524158'],
        [90, 'WATER SPRING 500ML'],
        [420, 'N'],
        [470, '8.06'],
      ],
      [[100, '1 8.06']],
    ]);
    expect(brief(items)).toEqual([
      ['053305166520', 'CHEESE CHEDDAR MILD SHRED', 3, 21.99, 65.97],
      ['', 'PORK BUTT BNLS', 63.62, 3.14, 199.77],
      ['028816190906', 'EGGS LIQUID WHOLE', 1, 56.04, 56.04],
      ['051092524158', 'WATER SPRING 500ML', 1, 8.06, 8.06],
    ]);
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

  it("reads a receipt whose amounts carry a tax flag ('$166.00 N') under a customer block read as a table", () => {
    const line = (code: string, name: string, amount: string, flag: string): Run => [
      [40, code],
      [80, name],
      [470, amount],
      [520, flag],
    ];
    const { items } = read([
      [
        [20, 'Bill To'],
        [300, 'Deliver To'],
      ],
      [
        [20, 'Olive & Thyme Trattoria'],
        [300, 'Olive & Thyme Trattoria'],
      ],
      [[20, 'PRODUCE']],
      line('69526', 'PRAIRIE POTATO YUKON GOLD', '$166.00', 'N'),
      [[100, '4 @ $41.50']],
      line('349', 'PACKER ZUCCHINI MED', '$28.50', 'N'),
      [[100, '1 @ $28.50']],
      line('88370', 'COKE COLA CAN 355ML', '$15.20', 'T'),
      [[100, '1 @ $15.20']],
    ]);
    expect(brief(items)).toEqual([
      ['69526', 'PRAIRIE POTATO YUKON GOLD', 4, 41.5, 166],
      ['349', 'PACKER ZUCCHINI MED', 1, 28.5, 28.5],
      ['88370', 'COKE COLA CAN 355ML', 1, 15.2, 15.2],
    ]);
  });

  it("reads 'qty @ price' with the dollar sign after a decimal comma ('2 @ 61,40 $')", () => {
    const { items } = read([
      [
        [20, 'CUP'],
        [110, 'Description'],
        [470, 'Montant'],
      ],
      [
        [20, '0 53627 40521 5'],
        [110, 'HUILE DE CANOLA'],
        [470, '122,80 $'],
      ],
      [[120, '2 @ 61,40 $']],
      [
        [20, '0 83253 44699 3'],
        [110, 'PARMESAN RÂPÉ'],
        [470, '506,87 $'],
      ],
      [[120, '7 @ 72,41 $']],
    ]);
    expect(brief(items)).toEqual([
      ['053627405215', 'HUILE DE CANOLA', 2, 61.4, 122.8],
      ['083253446993', 'PARMESAN RÂPÉ', 7, 72.41, 506.87],
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

  it('joins an amount the OCR cut at its decimal point', () => {
    const { items } = read([
      [
        [20, 'Code'],
        [80, 'Description'],
        [300, 'Qty'],
        [380, 'Price'],
        [470, 'Amount'],
      ],
      [
        [20, '18179'],
        [80, 'ZUCCHINI MED'],
        [300, '3'],
        [380, '21. 77'],
        [470, '65.31'],
      ],
      [
        [20, '67727'],
        [80, 'SPRING MIX'],
        [300, '3'],
        [380, '15.77'],
        [470, '47 .31'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['18179', 'ZUCCHINI MED', 3, 21.77, 65.31],
      ['67727', 'SPRING MIX', 3, 15.77, 47.31],
    ]);
  });
});
