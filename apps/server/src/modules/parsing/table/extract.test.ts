/** Finding the tables: headings, and the columns their rows really have. */
import { describe, expect, it } from 'vitest';
import { brief, read } from '../testing/read-document.js';

type Run = [number, string][];

const heading: Run = [
  [20, 'Code'],
  [70, 'Description'],
  [300, 'Qté'],
  [340, 'Unité'],
  [400, 'Prix unitaire'],
  [480, 'Montant'],
];
const item = (code: string, name: string, qty: string, price: string, amount: string): Run => [
  [20, code],
  [70, name],
  [300, qty],
  [340, 'CS'],
  [400, price],
  [480, amount],
];

describe('a description wrapped onto lines that read like headings', () => {
  it('stays the description of its row, the table going on below it', () => {
    const { items } = read([
      heading,
      item('1783', 'RIZ CARNAROLI SUPERFINO', '1', '44,69 $', '44,69 $'),
      [[70, 'KG ACQUERELLO IMPORTÉ D']],
      [[70, 'ITALIE']],
      item('823', 'VINAIGRE BALSAMIQUE', '2', '38,84 $', '77,68 $'),
      item('653', 'CÂPRES AU SEL', '1', '53,63 $', '53,63 $'),
    ]);
    expect(brief(items)).toEqual([
      ['1783', 'RIZ CARNAROLI SUPERFINO KG ACQUERELLO IMPORTÉ D ITALIE', 1, 44.69, 44.69],
      ['823', 'VINAIGRE BALSAMIQUE', 2, 38.84, 77.68],
      ['653', 'CÂPRES AU SEL', 1, 53.63, 53.63],
    ]);
  });

  it('is not taken for the heading of a table whose own heading the reading garbled', () => {
    const { items } = read([
      [
        [20, 'Cadc'],
        [70, 'Descapgion'],
        [300, '“Qe'],
        [340, 'Umie'],
        [480, 'NioE=m'],
      ],
      item('16658', 'PARMIGIANO REGGIANO', '3', '32,31 $', '96,93 $'),
      item('7581', 'PECORINO ROMANO AOP', '1', '94,15 $', '94,15 $'),
      [[70, 'KG LOCATELLI PRODOTTO IN']],
      item('8344', 'PACCHERI DI GRAGNANO', '2', '40,75 $', '81,50 $'),
      item('653', 'CÂPRES AU SEL', '1', '47,90 $', '47,90 $'),
    ]);
    expect(items.map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([
      [3, 32.31, 96.93],
      [1, 94.15, 94.15],
      [2, 40.75, 81.5],
      [1, 47.9, 47.9],
    ]);
  });
});

describe('figures on the lines under the rows', () => {
  it('do not make columns of their own across the descriptions', () => {
    const sub = (lot: string, date: string): Run => [
      [110, 'Lot'],
      [140, lot],
      [200, 'Pack date'],
      [250, date],
    ];
    const row = (pcs: string, code: string, name: string, lbs: string, price: string, amount: string): Run => [
      [20, pcs],
      [45, code],
      // Words of the description spaced wide, as a scan of a typewriter font reads them.
      ...name.split(' ').map((w, k): [number, string] => [95 + 45 * k, w]),
      [330, lbs],
      [400, price],
      [480, amount],
    ];
    const { items } = read([
      [
        [20, 'Pcs'],
        [45, 'Item'],
        [95, 'Cut'],
        [330, 'Lbs'],
        [400, 'Price'],
        [480, 'Amount'],
      ],
      row('1', '24797', 'BEEF STRIPLOIN AAA', '25.44', '12.997', '330.64'),
      sub('48612', '10.12'),
      row('1', '865', 'PORK BACK RIBS SPLIT', '23.72', '5.281', '125.27'),
      sub('49148', '10.19'),
      row('1', '705394', 'BEEF SHORT RIB BNLS', '18.68', '8.496', '158.71'),
      sub('25556', '11.02'),
      row('1', '62902', 'CHICKEN WHOLE FRESH', '36.73', '2.455', '90.17'),
      sub('38349', '12.03'),
    ]);
    expect(items.map((i) => [i.itemCode, i.name.split(' ').slice(0, 3).join(' '), i.quantity, i.unitPrice])).toEqual([
      ['24797', 'BEEF STRIPLOIN AAA', 25.44, 12.997],
      ['865', 'PORK BACK RIBS', 23.72, 5.281],
      ['705394', 'BEEF SHORT RIB', 18.68, 8.496],
      ['62902', 'CHICKEN WHOLE FRESH', 36.73, 2.455],
    ]);
  });
});
