import { describe, expect, it } from 'vitest';
import { analyseLayout } from '../layout-analysis.js';
import { pageOf } from '../testing/words.js';
import { better, chooseReading, readingScore } from './ocr-reading.js';

type Run = [number, string][];

const heading: Run = [
  [40, 'Code'],
  [100, 'Description'],
  [330, 'Qty'],
  [390, 'Price'],
  [480, 'Amount'],
];

/** The same invoice read twice: once whole, once with the quantity column lost (as a segmentation can lose it). */
function reading(withQuantity: boolean) {
  const row = (code: string, name: string, qty: string, price: string, amount: string): Run =>
    withQuantity
      ? [
          [40, code],
          [100, name],
          [335, qty],
          [390, price],
          [480, amount],
        ]
      : [
          [40, code],
          [100, name],
          [390, price],
          [480, amount],
        ];
  const rows: Run[] = [
    heading,
    row('A100', 'Romaine hearts 3ct', '4', '6.25', '25.00'),
    row('B200', 'Heavy cream 36%', '3', '11.40', '34.20'),
    row('C300', 'Lemons 115ct', '2', '38.10', '76.20'),
    [
      [390, 'Subtotal'],
      [480, '135.40'],
    ],
  ];
  return analyseLayout([pageOf(rows)], true);
}

describe('choosing an OCR reading by its arithmetic', () => {
  it('prefers the reading whose lines reconcile and add up to the printed subtotal', () => {
    const whole = { layout: reading(true), ...readingScore(reading(true)) };
    const lost = { layout: reading(false), ...readingScore(reading(false)) };
    expect(whole.perfect).toBe(true);
    expect(lost.perfect).toBe(false);
    expect(better(lost, whole)).toBe(whole);
    expect(better(whole, lost)).toBe(whole);
  });

  it('takes a row whose decimal point was put back only so that the lines add up for no checked row', () => {
    const page = (lemons: Run) =>
      analyseLayout(
        [
          pageOf([
            heading,
            [
              [40, 'A100'],
              [100, 'Romaine hearts 3ct'],
              [335, '4'],
              [390, '6.25'],
              [480, '25.00'],
            ],
            [
              [40, 'B200'],
              [100, 'Heavy cream 36%'],
              [335, '3'],
              [390, '11.40'],
              [480, '34.20'],
            ],
            lemons,
            [
              [390, 'Subtotal'],
              [480, '135.40'],
            ],
          ]),
        ],
        true,
      );
    // The lemons' row read whole, and read with its quantity and price lost and its amount without its point.
    const whole = readingScore(
      page([
        [40, 'C300'],
        [100, 'Lemons 115ct'],
        [335, '2'],
        [390, '38.10'],
        [480, '76.20'],
      ]),
    );
    const fitted = readingScore(
      page([
        [40, 'C300'],
        [100, 'Lemons 115ct'],
        [390, 'Wees'],
        [480, '7620'],
      ]),
    );
    expect(fitted.perfect).toBe(false);
    expect(fitted.score).toBeLessThan(whole.score - 1);
  });

  it('scores without changing the reading it judges', () => {
    const layout = reading(true);
    const before = JSON.stringify(layout.tables);
    readingScore(layout);
    expect(JSON.stringify(layout.tables)).toBe(before);
  });

  it('takes a second reading only when the first does not add up, and keeps the better one', async () => {
    let read = 0;
    async function* readings(first: boolean) {
      read++;
      yield { name: 'rows', layout: reading(first) };
      read++;
      yield { name: 'auto', layout: reading(true) };
    }
    read = 0;
    expect((await chooseReading(readings(true))).name).toBe('rows');
    expect(read).toBe(1);
    read = 0;
    expect((await chooseReading(readings(false))).name).toBe('auto');
    expect(read).toBe(2);
  });

  it('counts rows whose figures add up but whose description was lost as rows not read', () => {
    const priced = (name: boolean): Run[] => [
      heading,
      ...[
        ['Romaine hearts 3ct', '4', '6.25', '25.00'],
        ['Heavy cream 36%', '3', '11.40', '34.20'],
        ['Lemons 115ct', '2', '38.10', '76.20'],
      ].map(([n, q, p, a]): Run => [...(name ? ([[100, n]] as Run) : []), [335, q], [390, p], [480, a]]),
      [
        [390, 'Subtotal'],
        [480, '135.40'],
      ],
    ];
    const named = readingScore(analyseLayout([pageOf(priced(true))], true));
    const nameless = readingScore(analyseLayout([pageOf(priced(false))], true));
    expect(named.perfect).toBe(true);
    expect(nameless.perfect).toBe(false);
    expect(nameless.score).toBeLessThan(named.score);
  });

  it('needs no second reading when rows put right (a lost decimal point) add up, but does when a quantity was lost', () => {
    const rows = (price: string, qty: string): Run[] => [
      heading,
      [
        [40, 'A100'],
        [100, 'Romaine hearts 3ct'],
        [335, '4'],
        [390, '6.25'],
        [480, '25.00'],
      ],
      [
        [40, 'B200'],
        [100, 'Heavy cream 36%'],
        [335, qty],
        [390, price],
        [480, '34.20'],
      ],
      [
        [40, 'C300'],
        [100, 'Lemons 115ct'],
        [335, '2'],
        [390, '38.10'],
        [480, '76.20'],
      ],
      [
        [390, 'Subtotal'],
        [480, '135.40'],
      ],
    ];
    const pointLost = readingScore(analyseLayout([pageOf(rows('1140', '3'))], true));
    expect(pointLost.perfect).toBe(true);
    const quantityMisread = readingScore(analyseLayout([pageOf(rows('11.40', '8'))], true));
    expect(quantityMisread.perfect).toBe(false);
    expect(readingScore(reading(false)).perfect).toBe(false);
  });

  it('counts a row whose amount was taken from quantity × unit price so that the lines add up as not checked', () => {
    const rows = (amount: string, price: string): Run[] => [
      heading,
      [
        [40, 'A100'],
        [100, 'Tomates italiennes'],
        [335, '24'],
        [390, '29.03'],
        [480, '696.72'],
      ],
      [
        [40, 'B200'],
        [100, 'Pâte feuilletée'],
        [335, '3'],
        [390, price],
        [480, amount],
      ],
      [
        [40, 'C300'],
        [100, 'Coeurs de céleri'],
        [335, '5'],
        [390, '38.28'],
        [480, '191.40'],
      ],
      [
        [390, 'Subtotal'],
        [480, '1051.74'],
      ],
    ];
    const whole = readingScore(analyseLayout([pageOf(rows('163.62', '54.54'))], true));
    const fitted = readingScore(analyseLayout([pageOf(rows('1636283', '5454$'))], true));
    expect(whole.perfect).toBe(true);
    expect(fitted.perfect).toBe(false);
    expect(fitted.score).toBeLessThan(whole.score);
  });
});
