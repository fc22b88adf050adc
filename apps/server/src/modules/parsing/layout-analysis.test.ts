import { describe, expect, it } from 'vitest';
import { tableItems } from './items.js';
import { analyseLayout } from './layout-analysis.js';
import { pageOf } from './testing/words.js';

const itemsOf = (pages: ReturnType<typeof pageOf>[]) => {
  const layout = analyseLayout(pages, false);
  return { layout, items: tableItems(layout.tables, layout.style) };
};

describe('table reading from positioned words', () => {
  it('assigns cells to the columns under the header', () => {
    const { layout, items } = itemsOf([
      pageOf([
        [
          [40, 'Fresh Valley Foods'],
          [400, 'Invoice 1001'],
        ],
        [],
        [
          [40, 'Code'],
          [100, 'Description'],
          [330, 'Qty'],
          [390, 'Unit Price'],
          [480, 'Amount'],
        ],
        [
          [40, 'A100'],
          [100, 'Romaine hearts 3ct'],
          [335, '4'],
          [400, '6.25'],
          [485, '25.00'],
        ],
        [
          [40, 'B200'],
          [100, 'Heavy cream 36%'],
          [335, '2'],
          [400, '11.40'],
          [485, '22.80'],
        ],
      ]),
    ]);
    expect(layout.tables).toHaveLength(1);
    expect(layout.tables[0].fields).toEqual(['item_code', 'name', 'quantity', 'unit_price', 'amount']);
    expect(items).toEqual([
      { itemCode: 'A100', name: 'Romaine hearts 3ct', unit: '', quantity: 4, unitPrice: 6.25, amount: 25 },
      { itemCode: 'B200', name: 'Heavy cream 36%', unit: '', quantity: 2, unitPrice: 11.4, amount: 22.8 },
    ]);
  });

  it('joins a description that wraps onto the next line to its row', () => {
    const { items } = itemsOf([
      pageOf([
        [
          [40, 'Description'],
          [330, 'Qty'],
          [390, 'Price'],
          [480, 'Total'],
        ],
        [
          [40, 'Chicken thighs boneless'],
          [335, '10'],
          [400, '4.10'],
          [485, '41.00'],
        ],
        [[40, 'skin on, halal, fresh']],
        [
          [40, 'Basmati rice 10 kg'],
          [335, '1'],
          [400, '18.00'],
          [485, '18.00'],
        ],
      ]),
    ]);
    expect(items.map((i) => i.name)).toEqual(['Chicken thighs boneless skin on, halal, fresh', 'Basmati rice 10 kg']);
  });

  it('keeps subtotal, tax, shipping and total lines out of the rows', () => {
    const { items, layout } = itemsOf([
      pageOf([
        [
          [40, 'Item'],
          [330, 'Qty'],
          [390, 'Rate'],
          [480, 'Amount'],
        ],
        [
          [40, 'Flour 25 kg'],
          [335, '2'],
          [400, '21.00'],
          [485, '42.00'],
        ],
        [
          [40, 'Sugar 10 kg'],
          [335, '1'],
          [400, '12.50'],
          [485, '12.50'],
        ],
        [
          [390, 'Subtotal'],
          [485, '54.50'],
        ],
        [
          [390, 'Shipping'],
          [485, '5.00'],
        ],
        [
          [390, 'Sales Tax'],
          [485, '4.36'],
        ],
        [
          [390, 'Total'],
          [485, '63.86'],
        ],
        [
          [40, 'Thank you for your business'],
          [485, '1'],
        ],
      ]),
    ]);
    expect(items.map((i) => i.name)).toEqual(['Flour 25 kg', 'Sugar 10 kg']);
    expect(layout.tables[0].rows).toHaveLength(2);
  });

  it('turns a section label into the category of the rows below it', () => {
    const { layout } = itemsOf([
      pageOf([
        [
          [40, 'Description'],
          [330, 'Qty'],
          [390, 'Price'],
          [480, 'Amount'],
        ],
        [[40, 'DAIRY']],
        [
          [40, 'Butter unsalted'],
          [335, '3'],
          [400, '5.00'],
          [485, '15.00'],
        ],
        [[40, 'FROZEN']],
        [
          [40, 'Fries 6x2.5 kg'],
          [335, '1'],
          [400, '30.00'],
          [485, '30.00'],
        ],
      ]),
    ]);
    expect(layout.tables[0].rows.map((r) => r.category)).toEqual(['DAIRY', 'FROZEN']);
  });

  it('tells unit price from line amount by the arithmetic, whatever the headers say', () => {
    const { items } = itemsOf([
      pageOf([
        [
          [40, 'Amount'],
          [100, 'Product'],
          [330, 'Price'],
          [450, 'Total'],
        ],
        [
          [40, '12'],
          [100, 'Lemons'],
          [335, '0.40'],
          [455, '4.80'],
        ],
        [
          [40, '3'],
          [100, 'Parsley bunch'],
          [335, '1.10'],
          [455, '3.30'],
        ],
      ]),
    ]);
    expect(items.map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([
      [12, 0.4, 4.8],
      [3, 1.1, 3.3],
    ]);
  });

  it('reads comma decimals and finds the amount among two price columns', () => {
    const { items } = itemsOf([
      pageOf([
        [
          [40, 'Artikel'],
          [300, 'Aantal'],
          [360, 'Prijs per stuk'],
          [470, 'Prijs incl. BTW'],
        ],
        [
          [40, 'Koffiebonen 1 kg'],
          [305, '2'],
          [365, '€ 14,95'],
          [475, '€ 29,90'],
        ],
        [
          [40, 'Melk 1 l'],
          [305, '6'],
          [365, '€ 1,15'],
          [475, '€ 6,90'],
        ],
      ]),
    ]);
    expect(items.map((i) => [i.name, i.quantity, i.unitPrice, i.amount])).toEqual([
      ['Koffiebonen 1 kg', 2, 14.95, 29.9],
      ['Melk 1 l', 6, 1.15, 6.9],
    ]);
  });

  it('continues a table on the next page without a repeated header', () => {
    const { items, layout } = itemsOf([
      pageOf([
        [
          [40, 'Description'],
          [330, 'Qty'],
          [390, 'Price'],
          [480, 'Amount'],
        ],
        [
          [40, 'Tomatoes'],
          [335, '5'],
          [400, '2.00'],
          [485, '10.00'],
        ],
      ]),
      pageOf(
        [
          [[40, 'Page 2 of 2']],
          [
            [40, 'Cucumbers'],
            [335, '4'],
            [400, '1.50'],
            [485, '6.00'],
          ],
          [
            [390, 'Total'],
            [485, '16.00'],
          ],
        ],
        2,
      ),
    ]);
    expect(layout.tables).toHaveLength(1);
    expect(items.map((i) => i.name)).toEqual(['Tomatoes', 'Cucumbers']);
  });

  it('splits a header run that spans two data columns', () => {
    const { layout } = itemsOf([
      pageOf([
        [
          [40, 'Description'],
          [300, 'Qty'],
          [350, 'Disc.% Taxes'],
          [460, 'Amount'],
        ],
        [
          [40, 'Olive oil'],
          [305, '1'],
          [355, '0.00'],
          [392, '15%'],
          [465, '9.00'],
        ],
        [
          [40, 'Vinegar'],
          [305, '2'],
          [355, '0.00'],
          [392, '15%'],
          [465, '6.00'],
        ],
      ]),
    ]);
    expect(layout.tables[0].headers).toEqual(['Description', 'Qty', 'Disc.%', 'Taxes', 'Amount']);
  });

  it('reads a statement without a header from aligned amounts', () => {
    const { items } = itemsOf([
      pageOf([
        [[40, 'Detail']],
        [
          [40, 'Linen service'],
          [500, '$45.00'],
        ],
        [
          [40, 'Knife sharpening'],
          [500, '$12.00'],
        ],
        [
          [40, 'Grease trap cleaning'],
          [500, '$80.00'],
        ],
      ]),
    ]);
    expect(items.map((i) => [i.name, i.unitPrice])).toEqual([
      ['Linen service', 45],
      ['Knife sharpening', 12],
      ['Grease trap cleaning', 80],
    ]);
  });
});
