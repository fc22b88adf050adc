/** More layouts of distributor invoices: one small document per kind, each read end to end. */
import { describe, expect, it } from 'vitest';
import { brief, type Run, read, readAt } from './testing/read-document.js';

describe('distributor layouts', () => {
  it('reads lines of figures alone, each under its description printed at the margin', () => {
    const { items } = read([
      [
        [110, 'Cases'],
        [145, 'Item'],
        [320, 'Case Price'],
        [415, 'Tx'],
        [540, 'Amount'],
      ],
      [[40, 'CORN KERNEL']],
      [
        [130, '2'],
        [145, '1996065'],
        [342, '48.904'],
        [417, 'N'],
        [548, '97.81'],
      ],
      [[40, 'COD LOIN 6OZ']],
      [
        [130, '1'],
        [145, '6746978'],
        [337, '101.913'],
        [417, 'N'],
        [543, '101.91'],
      ],
      [[40, 'HADDOCK FILLET']],
      [
        [130, '1'],
        [145, '2856985'],
        [342, '66.032'],
        [417, 'N'],
        [548, '66.03'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['1996065', 'CORN KERNEL', 2, 48.904, 97.81],
      ['6746978', 'COD LOIN 6OZ', 1, 101.913, 101.91],
      ['2856985', 'HADDOCK FILLET', 1, 66.032, 66.03],
    ]);
  });

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

  it('takes mnemonic codes (capitals in hyphenated parts) under the description heading as the item codes', () => {
    const figures = (qty: string, code: string, unit: string, price: string, amount: string): Run => [
      [25, qty],
      [60, code],
      [250, unit],
      [300, price],
      [380, '8.025%'],
      [460, amount],
    ];
    const { items } = read([
      [
        [25, 'Qty'],
        [60, 'Item'],
        [250, 'Unit'],
        [300, 'Price'],
        [380, 'Tax %'],
        [460, 'Amount'],
      ],
      figures('3', 'HAR-LUM-40LB', 'BG', '38.82/BG', '$116.46'),
      [[25, 'HARDWOOD LUMP CHARCOAL 40LB']],
      figures('4', 'FIR-STA', 'BX', '25.57/BX', '$102.28'),
      [[25, 'FIRE STARTERS NATURAL']],
      figures('2', 'KIL-DRI', 'CORD', '174.33/CORD', '$348.66'),
      [[25, 'KILN DRIED CORD FACE']],
    ]);
    expect(brief(items)).toEqual([
      ['HAR-LUM-40LB', 'HARDWOOD LUMP CHARCOAL 40LB', 3, 38.82, 116.46],
      ['FIR-STA', 'FIRE STARTERS NATURAL', 4, 25.57, 102.28],
      ['KIL-DRI', 'KILN DRIED CORD FACE', 2, 174.33, 348.66],
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

  it('reads a column headed like a description ("Goods") right of the unit price as the line amounts', () => {
    const { items } = read([
      [
        [40, 'Qty'],
        [80, 'Code'],
        [130, 'Description'],
        [300, 'Price'],
        [360, 'VAT'],
        [420, 'Goods'],
      ],
      [
        [40, '4.46 KG'],
        [80, '20640'],
        [130, 'BRANZINO WHOLE 1/10 LB'],
        [283, 'AVG'],
        [300, '£20.47'],
        [360, '0%'],
        [420, '£91.30'],
      ],
      [
        [40, '2'],
        [80, '54078'],
        [130, 'SQUID TUBES'],
        [300, '£63.82'],
        [360, '0%'],
        [420, '£127.64'],
      ],
      [
        [40, '6'],
        [80, '50275'],
        [130, 'KALE LACINATO'],
        [300, '£2.67'],
        [360, '0%'],
        [420, '£16.02'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['20640', 'BRANZINO WHOLE 1/10 LB', 4.46, 20.47, 91.3],
      ['54078', 'SQUID TUBES', 2, 63.82, 127.64],
      ['50275', 'KALE LACINATO', 6, 2.67, 16.02],
    ]);
  });

  it('reads a detail line under a row ("Marque X Format Y", colons lost) as a detail, not as a new header', () => {
    const { items } = read([
      [
        [40, 'Qté'],
        [70, 'Unité'],
        [110, 'Produit'],
        [300, 'Marque'],
        [380, 'Prix'],
        [450, 'Montant'],
      ],
      [
        [40, '4'],
        [70, 'CS'],
        [110, 'POIS VERTS'],
        [300, 'BONDUELLE'],
        [380, '51,32'],
        [450, '205,28'],
      ],
      [[110, 'Marque BONDUELLE Format 12x2 KG']],
      [
        [40, '10'],
        [70, 'CS'],
        [110, 'PATE FEUILLETEE'],
        [300, 'DUFOUR'],
        [380, '59,41'],
        [450, '594,10'],
      ],
    ]);
    expect(items.map((i) => [i.name, i.quantity, i.unitPrice, i.amount])).toEqual([
      ['POIS VERTS Format 12x2 KG', 4, 51.32, 205.28],
      ['PATE FEUILLETEE', 10, 59.41, 594.1],
    ]);
  });

  it('reads two heading words over one column of descriptions as one label (a slash between them lost)', () => {
    // As a scan reads it: 'Species / Grade' without its slash, the words of each description a space apart.
    const { items } = read([
      [
        [20, 'Lot'],
        [50, 'Species'],
        [104, 'Grade'],
        [300, 'Qty'],
        [360, 'Unit Price'],
        [430, 'Amount'],
      ],
      [
        [20, '1'],
        [50, 'Octopus'],
        [91, 'Spanish'],
        [132, 'Cooked'],
        [305, '1'],
        [360, '27.19'],
        [430, '27.19'],
      ],
      [
        [20, '2'],
        [50, 'Halibut'],
        [91, 'Fletch'],
        [127, 'Fresh'],
        [305, '2'],
        [360, '41.83'],
        [430, '83.66'],
      ],
      [
        [20, '3'],
        [50, 'Tuna'],
        [77, 'Loin'],
        [104, 'Sashimi'],
        [145, 'Grade'],
        [305, '1'],
        [360, '41.53'],
        [430, '41.53'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['', 'Octopus Spanish Cooked', 1, 27.19, 27.19],
      ['', 'Halibut Fletch Fresh', 2, 41.83, 83.66],
      ['', 'Tuna Loin Sashimi Grade', 1, 41.53, 41.53],
    ]);
  });
});
