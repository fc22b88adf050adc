/** Finding the tables: headings, and the columns their rows really have. */
import { describe, expect, it } from 'vitest';
import { groupLines } from '../layout/lines.js';
import { brief, read } from '../testing/read-document.js';
import { pageOf } from '../testing/words.js';
import type { Line, Word } from '../types.js';
import type { Anchor } from './anchors.js';
import { codesUnderName, extractTables } from './extract.js';
import { joinNumberParts } from './tokens.js';

/** A run's words, each where it stands (characters 4.5 points wide, one space between words). */
const splitWords = (w: Word): Word[] => {
  let x = w.x0;
  return w.text.split(' ').map((text) => {
    const out = { ...w, text, x0: x, x1: x + text.length * 4.5 };
    x = out.x1 + 4.5;
    return out;
  });
};

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

const anchor = (label: string, role: Anchor['role'], x0: number, x1: number, numeric: boolean): Anchor => ({
  label,
  role,
  x0,
  x1,
  numeric,
  strength: 1,
  perUnit: false,
  lower: null,
});
const lineOf = (runs: [number, string][]): Line => {
  const words = runs.map(([x, text]) => ({ text, x0: x, x1: x + text.length * 4.5, y0: 0, y1: 9 }));
  return { words, text: runs.map((r) => r[1]).join(' '), y0: 0, y1: 9, page: 1, size: 9 };
};

describe('a column headed like the description over one code a line', () => {
  it('holds the codes when a column of text headed on its right takes the descriptions', () => {
    const anchors = [
      anchor('Item', 'name', 50, 76, true),
      anchor('Cut', 'none', 80, 94, false),
      anchor('Lbs', 'quantity', 330, 355, true),
      anchor('Price', 'unit_price', 400, 430, true),
      anchor('Amount', 'amount', 480, 510, true),
    ];
    // The description runs on from the code where the reading put them close ('4239 PORK BUTT BNLS').
    const data = [
      lineOf([
        [58, '4239 PORK BUTT BNLS'],
        [330, '67.10'],
        [400, '2.375'],
        [480, '159.36'],
      ]),
      lineOf([
        [49, '685922'],
        [80, 'BEEF BRISKET'],
        [330, '54.62'],
        [400, '7.184'],
        [480, '392.39'],
      ]),
      lineOf([
        [53.5, '24797 BEEF STRIPLOIN AAA'],
        [330, '26.30'],
        [400, '14.454'],
        [480, '380.14'],
      ]),
      lineOf([
        [53.5, '51933'],
        [80, 'SAUSAGE ITALIAN MILD'],
        [330, '7'],
        [400, '40.051'],
        [480, '280.36'],
      ]),
    ].map((l) => ({ ...l, words: l.words.flatMap((w) => splitWords(w)) }));
    codesUnderName(anchors, data, 'dot');
    expect(anchors[0].role).toBe('item_code');
  });
});

describe('a heading on two lines set apart', () => {
  it('reads the table from the lower line when the short upper line alone gives no rows', () => {
    // 'Poids' and 'Prix' over '(kg)' and '/kg', the two lines spaced as a scan spaces them: the band of the upper line
    // leaves the lower one out, and the lines after it must still be looked at for a heading.
    const rows: Run[] = [
      [
        [300, 'Poids'],
        [360, 'Prix'],
      ],
      [
        [20, 'Code'],
        [70, 'Description'],
        [250, 'Boites'],
        [300, '(kg)'],
        [360, '/kg'],
        [420, 'Montant'],
      ],
      [
        [20, '908183'],
        [70, 'BOUT DE COTE DESOSSE'],
        [260, '1'],
        [300, '9,548'],
        [360, '25,00 $'],
        [420, '238,70 $'],
      ],
      [
        [20, '764262'],
        [70, 'JAMBON FORET NOIRE'],
        [260, '8'],
        [360, '59,39 $'],
        [420, '475,12 $'],
      ],
    ];
    const lines = groupLines(pageOf(rows, 1, 100, 16).words, 1).map((l) => joinNumberParts(l, 'comma'));
    const drafts = extractTables([lines], 'comma');
    expect(drafts).toHaveLength(1);
    expect(drafts[0].anchors.map((a) => a.label)).toEqual(
      expect.arrayContaining(['Code', 'Description', 'Poids (kg)', 'Prix /kg', 'Montant']),
    );
    expect(drafts[0].rows).toHaveLength(2);
  });
});
