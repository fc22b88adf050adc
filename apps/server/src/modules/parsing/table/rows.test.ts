import { describe, expect, it } from 'vitest';
import { tableItems } from '../items.js';
import { analyseLayout } from '../layout-analysis.js';
import { read } from '../testing/read-document.js';
import { pageOf } from '../testing/words.js';

type Run = [number, string][];

/** An invoice (one section, DAIRY) whose descriptions stand on a line of their own above each line of figures (no description column). */
function descriptionsAbove(names: string[]): Run[] {
  const heading: Run = [
    [40, 'Item Code'],
    [110, 'UOM'],
    [170, 'Order Qty'],
    [240, 'Delivered'],
    [380, 'Unit Price'],
    [480, 'Amount'],
  ];
  const rows: Run[] = [heading, [[40, 'DAIRY']]];
  names.forEach((name, i) => {
    rows.push([[40, name]]);
    const qty = String(i + 2);
    const price = (10 + i * 3.25).toFixed(3);
    rows.push([
      [40, String(84940 + i)],
      [110, 'CS'],
      [180, qty],
      [250, qty],
      [385, price],
      [485, ((i + 2) * (10 + i * 3.25)).toFixed(2)],
    ]);
  });
  return rows;
}

describe('descriptions printed above their figures', () => {
  it('takes a name that looks like a section title ("CHEESE MOZZ SHRED") for the description of the line below', () => {
    const names = ['CREAM 35% WHIPPING', 'CHEESE MOZZ SHRED', 'MILK HOMO 3.25%', 'BREAD SOURDOUGH LOAF'];
    const { tables, style } = analyseLayout([pageOf(descriptionsAbove(names))], false);
    expect(tableItems(tables, style).map((i) => i.name)).toEqual(names);
    // The section's own title, above the first description, stays one.
    expect(tables[0].rows.map((r) => r.category)).toEqual(names.map(() => 'DAIRY'));
  });
});

describe('descriptions above, quantity first', () => {
  it('takes a name holding a size and a unit word ("MILK 2% 4L BAG") over the quantity column for a description', () => {
    const rows: Run[] = [
      [
        [40, 'QTY'],
        [70, 'UOM'],
        [100, 'Item'],
        [160, 'Brand'],
        [380, 'Unit Price'],
        [480, 'Amount'],
      ],
    ];
    const names = ['BUTTER SALTED CHIPS', 'MILK 2% 4L BAG', 'EGGS LARGE LOOSE'];
    names.forEach((name, i) => {
      rows.push([[30, name]]);
      rows.push([
        [50, String(i + 2)],
        [72, 'CS'],
        [100, String(24880 + i)],
        [160, 'NATREL'],
        [385, '14.47'],
        [485, ((i + 2) * 14.47).toFixed(2)],
      ]);
    });
    const { tables, style } = analyseLayout([pageOf(rows)], false);
    // (The first description, right under the heading, is read with it: real headings stand apart.)
    expect(
      tableItems(tables, style)
        .map((i) => i.name)
        .slice(1),
    ).toEqual(names.slice(1));
  });
});

describe('section titles', () => {
  it('takes a French section title close under a row ("LAITIERS") for the next rows\' category, not the description', () => {
    const rows: Run[] = [
      [
        [40, 'Code'],
        [100, 'Description'],
        [330, 'Qté'],
        [390, 'Prix'],
        [480, 'Montant'],
      ],
      [
        [40, '156908'],
        [100, 'AIL PELE'],
        [335, '1'],
        [390, '16.56'],
        [480, '16.56'],
      ],
      [[100, 'LAITIERS']],
      [
        [40, '949488'],
        [100, 'BEURRE NON SALE'],
        [335, '1'],
        [390, '164.58'],
        [480, '164.58'],
      ],
    ];
    const { tables, style } = analyseLayout([pageOf(rows, 1, 100, 11)], false);
    expect(tableItems(tables, style).map((i) => i.name)).toEqual(['AIL PELE', 'BEURRE NON SALE']);
    expect(tables[0].rows[1].category).toBe('LAITIERS');
  });
});

describe('section titles in the margin', () => {
  it('reads a title left of the line-number column ("POULTRY") as the next rows\' category, not a description', () => {
    const figures = (n: number, code: string, qty: string, price: string, amount: string): Run => [
      [90, String(n)],
      [103, code],
      [250, qty],
      [390, price],
      [545, amount],
    ];
    const rows: Run[] = [
      [
        [90, '#'],
        [103, 'Item'],
        [240, 'Cases'],
        [390, 'Price'],
        [545, 'Amount'],
      ],
      [[39, 'MEAT']],
      figures(1, '50918', '2', '42.18', '84.36'),
      [[62, 'SAUSAGE ITALIAN MILD']],
      [[39, 'POULTRY']],
      figures(2, '4285', '3', '87.43', '262.29'),
      [[62, 'CHICKEN THIGH BNLS']],
      // Running on into the line-number column.
      [
        [39, 'FRUITS'],
        [91, 'ET'],
        [103, 'LÉGUMES'],
      ],
      figures(3, '44596', '2', '55.97', '111.94'),
      [[62, 'SESAME OIL PURE']],
    ];
    const { tables, style } = analyseLayout([pageOf(rows, 1, 100, 11)], false);
    expect(tableItems(tables, style).map((i) => i.name)).toEqual([
      'SAUSAGE ITALIAN MILD',
      'CHICKEN THIGH BNLS',
      'SESAME OIL PURE',
    ]);
    expect(tables[0].rows.map((r) => r.category)).toEqual(['MEAT', 'POULTRY', 'FRUITS ET LÉGUMES']);
  });
});

describe('a row whose figures the reading damaged', () => {
  it('stays a row when its amount carries the column rule as a bracket', () => {
    const { items } = read([
      [
        [40, 'Qté'],
        [90, 'Produit'],
        [330, 'Prix unitaire'],
        [430, 'Montant'],
      ],
      [
        [40, '2,08'],
        [90, 'Tomates Ancestrales'],
        [330, '10,49/KG'],
        [430, '21,82'],
      ],
      [
        [40, '10,71'],
        [90, 'Pommes de Terre Grelots'],
        [330, '595KG'],
        [430, '6372]'],
      ],
      [
        [40, '10,59'],
        [90, 'Carottes Arc-en-ciel'],
        [330, '4,88/KG'],
        [430, '51,68'],
      ],
    ]);
    expect(items.map((i) => [i.name, i.quantity, i.unitPrice, i.amount])).toEqual([
      ['Tomates Ancestrales', 2.08, 10.49, 21.82],
      ['Pommes de Terre Grelots', 10.71, 5.95, 63.72],
      ['Carottes Arc-en-ciel', 10.59, 4.88, 51.68],
    ]);
  });
});

describe('a row whose quantity the reading garbled into a word with a colon', () => {
  it('stays a row when it holds the code, the price and the amount', () => {
    const row = (qty: string, code: string, name: string, price: string, amount: string): [number, string][] => [
      [40, qty],
      [90, code],
      [150, name],
      [380, price],
      [470, amount],
    ];
    const { items } = read([
      [
        [40, 'QTY'],
        [90, 'ITEM'],
        [150, 'DESCRIPTION'],
        [380, 'PRICE'],
        [470, 'AMOUNT'],
      ],
      row('1', '18121', 'LAGUNITAS IPA 1/2 BBL KEG', '170.365', '170.37'),
      row('Aes:', '55173', 'MEXICAN LAGER BTL 355ML', '42.410', '42.41'),
      row('1', '21024', 'LAGER CAN 355ML', '34.889', '34.89'),
    ]);
    expect(items.map((i) => [i.itemCode, i.quantity, i.amount])).toEqual([
      ['18121', 1, 170.37],
      ['55173', 1, 42.41],
      ['21024', 1, 34.89],
    ]);
  });
});

describe('a table whose only column of figures is the amount', () => {
  it('reads on past a section total to the rows of the next section, their quantity and price on a line below', () => {
    const rows: Run[] = [
      [
        [40, 'UPC'],
        [120, 'Product'],
        [420, 'Tx'],
        [480, 'Amount'],
      ],
      [[40, 'FRESH FISH']],
      [
        [120, 'Aqua Branzino Whole'],
        [420, 'N'],
        [485, '81.83'],
      ],
      [[130, '10.81 LB @ 7.57/LB']],
      [
        [130, '*** FRESH FISH TOTAL'],
        [485, '81.83'],
      ],
      [[40, 'FARM PRODUCE']],
      [
        [120, 'Garlic Scapes'],
        [420, 'N'],
        [485, '20.97'],
      ],
      [[130, '3.46 LB @ 6.06/LB']],
    ];
    const { tables, style } = analyseLayout([pageOf(rows)], false);
    expect(tableItems(tables, style).map((i) => i.name)).toEqual(['Aqua Branzino Whole', 'Garlic Scapes']);
  });
});

describe('a running sum carried to the next page', () => {
  it('reads on overleaf past "Balance carried forward", the next page printing no heading', () => {
    const item = (code: string, name: string, qty: number, price: number): Run => [
      [40, code],
      [100, name],
      [330, String(qty)],
      [390, price.toFixed(2)],
      [480, (qty * price).toFixed(2)],
    ];
    const first: Run[] = [
      [
        [40, 'Item'],
        [100, 'Description'],
        [330, 'Qty'],
        [390, 'Price'],
        [480, 'Extension'],
      ],
      item('264588', 'BEANS REFRIED PINTO', 3, 36.04),
      item('650684', 'CHILE GUAJILLO DRIED', 1, 40.65),
      [
        [100, 'Balance carried forward'],
        [480, '148.77'],
      ],
      [[260, '*** CONTINUED ***']],
    ];
    const second: Run[] = [
      [
        [100, 'Forward from previous page'],
        [480, '148.77'],
      ],
      item('227335', 'PORK BUTT BNLS', 4, 2.49),
      item('204410', 'BACON SLICED 14/18', 1, 83.26),
      [
        [100, 'Invoice Total'],
        [480, '241.99'],
      ],
    ];
    const { tables, style } = analyseLayout([pageOf(first, 1), pageOf(second, 2)], false);
    expect(tableItems(tables, style).map((i) => i.name)).toEqual([
      'BEANS REFRIED PINTO',
      'CHILE GUAJILLO DRIED',
      'PORK BUTT BNLS',
      'BACON SLICED 14/18',
    ]);
  });
});

describe('words of unheaded columns beside a column of line numbers', () => {
  it('do not make an item line a sentence', () => {
    const rows: Run[] = [
      [
        [180, 'Item Name'],
        [300, 'Orig'],
        [330, 'Pack'],
        [380, 'Cs'],
        [420, 'Price'],
        [480, 'Amount'],
      ],
    ];
    const items = [
      ['JA3386', 'ACME', 'MISO PASTE WHITE', '2', '51.49', '102.98'],
      ['AS5234', 'LEE KUM', 'OYSTER SAUCE PANDA', '1', '28.29', '28.29'],
      ['AS6320', 'RED', 'FISH SAUCE PREMIUM', '5', '33.25', '166.25'],
      ['AS7670', 'HUY', 'SRIRACHA CHILI SAUCE', '1', '41.10', '41.10'],
    ];
    items.forEach(([code, brand, name, qty, price, amount], i) => {
      rows.push([
        [20, String(i + 1)],
        [40, code],
        [70, brand],
        [180, name],
        [300, 'USA'],
        [330, '12x1KG'],
        [385, qty],
        [420, price],
        [480, amount],
      ]);
    });
    expect(read(rows).items.map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual(
      items.map(([, , , q, p, a]) => [Number(q), Number(p), Number(a)]),
    );
  });
});
