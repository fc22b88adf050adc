/** Tables whose header the reading lost or misread (a heading printed white on a dark band). */
import { describe, expect, it } from 'vitest';
import { brief, read } from './testing/read-document.js';

type Run = [number, string][];

const row = (code: string, name: string, qty: string, price: string, amount: string | null): Run => [
  [40, code],
  [100, name],
  [340, qty],
  [400, price],
  ...(amount ? ([[485, amount]] as Run) : []),
];

describe('a table without a readable header', () => {
  it('reads on past a section whose row lost its amount in reading', () => {
    const { items } = read([
      [
        [40, 'Prairie Foodservice'],
        [400, 'Invoice 4429036'],
      ],
      [],
      [[40, 'PRODUCE']],
      row('3502152', 'ZUCCHINI MED', '16', '20.79', '332.64'),
      row('1133722', 'GINGER ROOT', '2', '3.24', '6.48'),
      row('4931751', 'AVOCADO HASS 48CT', '1', '67.30', '67.30'),
      [
        [100, 'PRODUCE SUBTOTAL'],
        [485, '406.42'],
      ],
      [],
      [[40, 'MEAT']],
      row('6684659', 'SAUSAGE ITALIAN MILD', '1', '36.99', null),
      [[100, 'MEAT SUBTOTAL']],
      [],
      [[40, 'FROZEN']],
      row('9102360', 'ONION RINGS BATTERED', '1', '38.51', '38.51'),
      row('9073873', 'ICE CREAM VANILLA', '1', '36.14', '36.14'),
      row('5839236', 'FRIES SWEET POTATO', '1', '58.47', '58.47'),
      [
        [100, 'FROZEN SUBTOTAL'],
        [485, '133.12'],
      ],
    ]);
    expect(items.map((i) => i.name)).toEqual(
      expect.arrayContaining(['ZUCCHINI MED', 'AVOCADO HASS 48CT', 'ONION RINGS BATTERED', 'FRIES SWEET POTATO']),
    );
  });

  it('takes the item lines, each with a price and an amount, over as many labelled fields of one figure', () => {
    const { items } = read([
      [[40, 'Epicerie fine de la Gaspesie']],
      [
        [300, 'Facture no'],
        [540, '779687'],
      ],
      [
        [300, 'No de client'],
        [540, '980856'],
      ],
      [
        [300, 'BIC'],
        [540, '6931'],
      ],
      [],
      [[100, 'uate No dariicle DesEmanion Prix NMo=z@aa']],
      [
        [40, '2'],
        [60, '76458'],
        [100, 'Beurre Salé Portions'],
        [400, '41,82'],
        [470, '83,64'],
      ],
      [
        [40, '1'],
        [60, '23817'],
        [100, 'Contre-filet de Boeuf'],
        [400, '302,12'],
        [470, '302,12'],
      ],
      [
        [40, '10'],
        [60, '39620'],
        [100, 'Mayonnaise Véritable'],
        [400, '52,92'],
        [470, '529,20'],
      ],
    ]);
    expect(items.map((i) => [i.name, i.quantity, i.amount])).toEqual([
      ['Beurre Salé Portions', 2, 83.64],
      ['Contre-filet de Boeuf', 1, 302.12],
      ['Mayonnaise Véritable', 10, 529.2],
    ]);
  });

  it('takes a description holding a strength or a grade ("MILK 2% 4L BAG", "FARINA TIPO 00") on its line below', () => {
    const figures = (qty: string, code: string, price: string, amount: string): Run => [
      [60, qty],
      [80, code],
      [400, price],
      [485, amount],
    ];
    const { items } = read([
      figures('5', '24183', '27.39', '136.95'),
      [[60, 'PASTA LINGUINE']],
      figures('5', '10875', '40.15', '200.75'),
      [[60, 'FARINA TIPO 00 PIZZERIA']],
      figures('2', '56547', '14.09', '28.18'),
      [[60, 'MILK 2% 4L BAG']],
      figures('1', '73043', '60.77', '60.77'),
      [[60, 'SOUR CREAM 14%']],
    ]);
    expect(items.map((i) => i.name)).toEqual([
      'PASTA LINGUINE',
      'FARINA TIPO 00 PIZZERIA',
      'MILK 2% 4L BAG',
      'SOUR CREAM 14%',
    ]);
  });

  it('takes a description with a year above rows that print a code, an origin and a pack of their own', () => {
    const figures = (code: string, origin: string, qty: string, price: string, amount: string): Run => [
      [40, code],
      [140, origin],
      [180, '12/750 ML'],
      [330, qty],
      [400, price],
      [485, amount],
    ];
    const { items } = read([
      [[40, 'SAUVIGNON BLANC MARLBOROUGH 2023']],
      figures('WI5791', 'NZL', '8', '199.18', '1593.44'),
      [[40, 'COTES DU RHONE ROUGE 2022']],
      figures('WI6202', 'FRA', '16', '174.15', '2786.40'),
      [[40, 'CHIANTI CLASSICO DOCG 2021']],
      figures('WI7569', 'ITA', '1', '252.21', '252.21'),
    ]);
    expect(items.map((i) => i.name)).toEqual([
      'SAUVIGNON BLANC MARLBOROUGH 2023',
      'COTES DU RHONE ROUGE 2022',
      'CHIANTI CLASSICO DOCG 2021',
    ]);
  });
});

describe('rows read without a header under a description of their own', () => {
  it('take it over a brand of a few words, whatever units the pack and the quantity print', () => {
    const figures = (
      code: string,
      brand: string,
      pack: string,
      qty: string,
      unit: string,
      price: string,
      amount: string,
    ): Run => [
      [40, code],
      [90, brand],
      [200, pack],
      [340, qty],
      [370, unit],
      [420, price],
      [490, amount],
    ];
    const { items } = read([
      [[40, 'Hanbit Trading Co.']],
      [],
      [[20, 'GOCHUGARU RED PEPPER FLAKES']],
      figures('468464', 'TAEKYUNG', '1x1 KG', '1', 'BG', '17.66', '17.66'),
      [[20, 'SESAME OIL PURE']],
      figures('310632', 'OTTOGI', '12x500 ML', '4', 'CS', '72.36', '289.44'),
      [[20, 'GOCHUJANG HOT PEPPER PASTE']],
      figures('793318', 'CHUNG JUNG ONE', '6x3 KG', '2', 'CS', '70.99', '141.98'),
      [[20, 'RICE MEDIUM GRAIN CALROSE']],
      figures('881230', 'NISHIKI', '1x20 KG', '3', 'BG', '47.57', '142.71'),
    ]);
    expect(items.map((i) => [i.name, i.quantity, i.amount])).toEqual([
      ['GOCHUGARU RED PEPPER FLAKES', 1, 17.66],
      ['SESAME OIL PURE', 4, 289.44],
      ['GOCHUJANG HOT PEPPER PASTE', 2, 141.98],
      ['RICE MEDIUM GRAIN CALROSE', 3, 142.71],
    ]);
  });
});

describe('rows read without a header whose names wrap', () => {
  const item = (code: string, name: string, qty: string, price: string, amount: string): Run => [
    [20, code],
    [70, name],
    [300, qty],
    [340, 'CS'],
    [400, price],
    [480, amount],
  ];
  it('take the lines under them that start where the name starts (not a detail), and leave the unit to the quantity', () => {
    const { items } = read([
      [[20, 'FACTURE DE VENTE']],
      [],
      item('823', 'VINAIGRE BALSAMIQUE DE', '36', '52,89 $', '1904,04 $'),
      [[70, 'MODÈNE IGP 6x500 ML']],
      [[70, 'PRODOTTO IN ITALIA']],
      item('263', 'AMARETTI DI SARONNO', '1', '38,71 $', '38,71 $'),
      [[70, 'LAZZARONI']],
      item('8344', 'PACCHERI DI GRAGNANO', '2', '40,75 $', '81,50 $'),
      [[70, '12x500 G AFELTRA']],
      item('1227', 'MOZZARELLA DI BUFALA', '9', '54,29 $', '488,61 $'),
      [[70, 'Marque LA CONTADINA Format 12x125 G']],
      [],
      [[20, 'Merci!']],
    ]);
    expect(items.map((i) => [i.name, i.quantity, i.unitPrice, i.amount])).toEqual([
      ['VINAIGRE BALSAMIQUE DE MODÈNE IGP 6x500 ML PRODOTTO IN ITALIA', 36, 52.89, 1904.04],
      ['AMARETTI DI SARONNO LAZZARONI', 1, 38.71, 38.71],
      ['PACCHERI DI GRAGNANO 12x500 G AFELTRA', 2, 40.75, 81.5],
      ['MOZZARELLA DI BUFALA', 9, 54.29, 488.61],
    ]);
  });
});

describe('rows read without a header, each named on the line over its figures', () => {
  it('take a name that prints a percentage', () => {
    const figures = (qty: string, unit: string, price: string, amount: string): Run => [
      [60, qty],
      [90, unit],
      [380, price],
      [480, amount],
    ];
    const { items } = read([
      [[60, 'Bananas']],
      figures('3', 'CS', '$28.40/CS', '$85.20'),
      [[60, 'Milk 2% 4L Bag']],
      figures('1', 'CS', '$16.40/CS', '$16.40'),
      [[60, 'Cream 35% Whipping']],
      figures('2', 'CS', '$13.72/CS', '$27.44'),
      [[60, 'Cheese Cream Brick']],
      figures('4', 'CS', '$109.69/CS', '$438.76'),
    ]);
    expect(items.map((i) => [i.name, i.quantity, i.amount])).toEqual([
      ['Bananas', 3, 85.2],
      ['Milk 2% 4L Bag', 1, 16.4],
      ['Cream 35% Whipping', 2, 27.44],
      ['Cheese Cream Brick', 4, 438.76],
    ]);
  });

  it('keeps rows that repeat a short code of their own (an origin) and have their description on the line below', () => {
    const { items } = read([
      [
        [60, '57461'],
        [120, 'CYP'],
        [250, '1'],
        [320, '49.70'],
        [400, '49.70'],
      ],
      [[40, 'HALLOUMI GRILLING']],
      [
        [60, '140'],
        [120, 'FRA'],
        [250, '1'],
        [320, '41.56'],
        [400, '41.56'],
      ],
      [[40, 'COMTE 18 MONTH']],
      [
        [60, '664639'],
        [120, 'FRA'],
        [250, '2'],
        [320, '23.54'],
        [400, '47.08'],
      ],
      [[40, 'BRIE DOUBLE CREME']],
      [
        [60, '68323'],
        [120, 'ITA'],
        [250, '2'],
        [320, '26.85'],
        [400, '53.70'],
      ],
      [[40, 'GORGONZOLA DOLCE']],
      [
        [60, '605'],
        [120, 'ITA'],
        [250, '1'],
        [320, '33.37'],
        [400, '33.37'],
      ],
      [[40, 'PARMIGIANO 24 MO']],
      [
        [60, '9378'],
        [120, 'FRA'],
        [250, '1'],
        [320, '23.88'],
        [400, '23.88'],
      ],
      [[40, 'TOMME DE SAVOIE']],
      [
        [60, '560281'],
        [120, 'ITA'],
        [250, '1'],
        [320, '33.12'],
        [400, '33.12'],
      ],
      [[40, 'BURRATA 125G']],
    ]);
    expect(brief(items)).toEqual([
      ['57461', 'HALLOUMI GRILLING', 1, 49.7, 49.7],
      ['140', 'COMTE 18 MONTH', 1, 41.56, 41.56],
      ['664639', 'BRIE DOUBLE CREME', 2, 23.54, 47.08],
      ['68323', 'GORGONZOLA DOLCE', 2, 26.85, 53.7],
      ['605', 'PARMIGIANO 24 MO', 1, 33.37, 33.37],
      ['9378', 'TOMME DE SAVOIE', 1, 23.88, 23.88],
      ['560281', 'BURRATA 125G', 1, 33.12, 33.12],
    ]);
  });
});

describe('a quantity printed with its unit in one word', () => {
  it('is the figure of its column, whatever the case of the unit', () => {
    const line = (date: string, name: string, qty: string, price: string, tax: string, amount: string): Run => [
      [40, date],
      [80, name],
      [330, qty],
      [372, price],
      [420, tax],
      [470, amount],
    ];
    const { items } = read([
      [[40, 'Valley Ice Co.']],
      [],
      [
        [40, 'DelbDate'],
        [80, 'Proomct'],
        [330, 'Bagsamts'],
        [372, 'Eahc'],
        [420, 'TPT'],
        [470, 'Anwaraiad'],
      ],
      line('06/13', 'Ice Block 10LB', '15ea', '4.5847', '5.91', '68.77'),
      line('06/14', 'Ice Nugget Bag 20LB', '33BAG', '4.2182', '11.97', '139.20'),
      line('06/15', 'Dry Ice Pellets', '4.95lb', '2.0242', '0.86', '10.02'),
      line('06/15', 'Ice Cubed Bag 10LB', '62bag', '2.6145', '13.94', '162.10'),
    ]);
    expect(items.map((i) => [i.name, i.quantity, i.unitPrice, i.amount])).toEqual([
      ['Ice Block 10LB', 15, 4.5847, 68.77],
      ['Ice Nugget Bag 20LB', 33, 4.2182, 139.2],
      ['Dry Ice Pellets', 4.95, 2.0242, 10.02],
      ['Ice Cubed Bag 10LB', 62, 2.6145, 162.1],
    ]);
  });
});
