import { describe, expect, it } from 'vitest';
import { tableItems } from './items.js';
import { reconcile } from './reconcile.js';
import { readings } from './reconcile-repairs.js';
import { lines, table } from './reconcile-test-kit.js';
import type { Field } from './types.js';

describe('arithmetic judge', () => {
  it('marks lines whose quantity × price gives the amount as reconciled, and the sum against the subtotal', () => {
    const t = table([
      ['A1', 'Romaine hearts 3ct', '4', '6.25', '25.00'],
      ['B2', 'Heavy cream 36%', '2', '11.40', '22.80'],
    ]);
    const r = reconcile([t], 'dot', lines(['Subtotal 47.80', 'GST 2.39', 'Total 50.19']), 50.19);
    expect(t.rows.map((x) => x.check?.status)).toEqual(['reconciled', 'reconciled']);
    expect(r).toMatchObject({ linesTotal: 47.8, printedSubtotal: 47.8, printedTotal: 50.19, matches: 'subtotal' });
    expect(r.difference).toBe(0);
  });

  it('reads a one-unit line by the $ signs its column shows, as read before the lines above were put right', () => {
    const t = table([
      ['A1', 'Oignons', '2', '22488', '44968'],
      ['B2', 'Beurre', '3', '180168', '540488'],
      ['C3', 'Saumon', '4', '118958', '475808'],
      ['D4', 'Sirop', '1', '143138', '143138'],
      ['E5', 'Lait', '2', '15,34 $', '30,68 $'],
    ]);
    reconcile([t], 'comma', [], null);
    expect(t.rows.map((r) => r.values.Price).slice(0, 4)).toEqual(['22.48', '180.16', '118.95', '143.13']);
    expect(t.rows[3].values.Amount).toBe('143.13');
  });

  it('restores a decimal point that the reading lost and says what it changed', () => {
    const t = table([
      ['A1', 'Butter 36/1 lb', '3', '400', '12.00'],
      ['B2', 'Eggs 15 dz', '1', '12.00', '1200'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check).toMatchObject({ status: 'repaired' });
    expect(t.rows[0].check?.repairs[0]).toMatch(/400 read as 4\.00/);
    expect(t.rows[0].values.Price).toBe('4.00');
    expect(t.rows[1].values.Amount).toBe('12.00');
    expect(tableItems([t], 'dot').map((i) => [i.unitPrice, i.amount])).toEqual([
      [4, 12],
      [12, 12],
    ]);
  });

  it('takes text that was not read by OCR as printed: a whole price among priced cents is not a lost point', () => {
    const rows = [
      ['D1', 'Design (hours)', '1', '160', '160'],
      ['B2', 'Balloons', '400', '0.79', '316.00'],
      ['H3', 'Helium (litres)', '800', '0.025', '20.00'],
    ];
    const read = table(rows);
    reconcile([read], 'dot', [], null);
    expect(read.rows[0].values.Price).toBe('1.60');
    const printed = table(rows);
    const r = reconcile([printed], 'dot', lines(['Net total 496.00']), 496, true);
    expect(printed.rows[0].values.Price).toBe('160');
    expect(printed.rows.map((x) => x.check?.status)).toEqual(['reconciled', 'reconciled', 'reconciled']);
    expect(r.matches).toBe('subtotal');
  });

  it('restores the decimal points of a weight and its price lost on the same line', () => {
    const t = table([['A1', 'Ginger root', '128', '324', '4.15']]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).toBe('repaired');
    expect([t.rows[0].values.Qty, t.rows[0].values.Price]).toEqual(['1.28', '3.24']);
  });

  it('puts a lost price point before the cents when its column prints two decimals, though a tenth would multiply out', () => {
    // 289.5 kg × 1.146 and 28.95 kg × 11.46 both give 331.77: the prices above and below print cents.
    const t = table([
      ['A1', 'Pork ribs', '2895', '1146', '331.77'],
      ['B2', 'Beef brisket', '13.73', '16.94', '232.59'],
      ['C3', 'Ham sliced', '2', '59.10', '118.20'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).toBe('repaired');
    expect([t.rows[0].values.Qty, t.rows[0].values.Price]).toEqual(['28.95', '11.46']);
  });

  it('reads a price and an amount whose $ signs were both read as % (with a point lost)', () => {
    const t = table([['A1', 'Oignons rouges', '29', '2248%', '651,92%']]);
    reconcile([t], 'comma', [], null);
    expect(t.rows[0].check?.status).toBe('repaired');
    expect(tableItems([t], 'comma').map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([[29, 22.48, 651.92]]);
  });

  it('keeps a whole amount that multiplies out exactly as printed, though other lines print cents', () => {
    const t = table([
      ['A1', 'Balloons', '400', '0.79', '316'],
      ['B2', 'Design', '2', '12.50', '25.00'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).toBe('reconciled');
    expect(t.rows[0].values.Amount).toBe('316');
  });

  it('reads a lost comma and a $ sign read as 8 where the column prints its $ after the figure', () => {
    const t = table([
      ['A1', 'Parmesan râpé', '1', '83458', '83458'],
      ['B2', 'Cheddar en bloc', '1', '108,63 $', '108,63 $'],
      ['C3', 'Crème 10 %', '2', '45,24 $', '90,48 $'],
      ['D4', 'Oeufs liquides', '8', '6833S', '546,64 $'],
    ]);
    reconcile([t], 'comma', [], null);
    expect(tableItems([t], 'comma').map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([
      [1, 83.45, 83.45],
      [1, 108.63, 108.63],
      [2, 45.24, 90.48],
      [8, 68.33, 546.64],
    ]);
  });

  it('reads a quantity whose one digit was misread when amount ÷ unit price gives it', () => {
    const t = table([['42660', 'Marl LT 100 HP', '1', '132.20', '793.20']]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).toBe('repaired');
    expect(t.rows[0].check?.repairs.at(-1)).toMatch(/quantity "1" read as 6/);
    expect(t.rows[0].values.Qty).toBe('6');
  });

  it('reconciles a line priced by the thousand against its count of units, keeping the cases as printed', () => {
    const headers = ['Code', 'Description', 'Qty', 'Sticks', 'Price', 'Amount'];
    const fields: Field[] = ['item_code', 'name', 'quantity', 'none', 'unit_price', 'amount'];
    const t = table([['42630', 'Marl FF 6M', '4', '24,000', '132.20', '3,172.80']], headers, fields);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check).toMatchObject({ status: 'reconciled', reason: expect.stringMatching(/per 1000/) });
    expect(t.rows[0].values.Qty).toBe('4');
  });

  it('reads look-alike letters in a number as the digits they stand for', () => {
    expect(readings('l', 'dot', 'quantity').map((r) => r.value)).toContain(1);
    expect(readings('2O.5O', 'dot', 'money').map((r) => r.value)).toContain(20.5);
    const t = table([['A1', 'Lemons 165ct', 'l', '38.90', '38.90']]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).toBe('repaired');
    expect(t.rows[0].values.Qty).toBe('1');
  });

  it('reads a decimal point read as a colon, and a $ sign after a figure read as a character', () => {
    const t = table([
      ['A1', 'Romaine hearts', '4', '6:25', '25.00'],
      ['B2', 'Heavy cream', '3', '11.40S', '34.20'],
      ['C3', 'Lemons 165ct', '2', '38.90', '77.808'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows.map((r) => r.check?.status)).toEqual(['repaired', 'repaired', 'repaired']);
    expect(t.rows.map((r) => [r.values.Price, r.values.Amount])).toEqual([
      ['6.25', '25.00'],
      ['11.40', '34.20'],
      ['38.90', '77.80'],
    ]);
    expect(t.rows[1].check?.repairs[0]).toMatch(/\$ sign/);
  });

  it('restores the decimal point of a price per unit, and of a price to a tenth of a cent', () => {
    const t = table([
      ['A1', 'Strawberries', '4', '3664/CS', '146.56'],
      ['B2', 'Sweet potatoes', '1', '2961CS', '29.61'],
      ['C3', 'Italian sausage', '4', '41521', '166.08'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows.map((r) => r.check?.status)).toEqual(['repaired', 'repaired', 'repaired']);
    expect(tableItems([t], 'dot').map((i) => i.unitPrice)).toEqual([36.64, 29.61, 41.521]);
    expect(t.rows[2].values.Price).toBe('41.521');
  });

  it('restores points a column prints on some lines only, a digit of the quantity lost, and a $ read as 8 or %', () => {
    const t = table([
      ['A1', 'Yogourt nature 2%', '3', '22388', '73854$'],
      ['B2', 'Lait 2% 4L', '', '1534 $', '1534 $'],
      ['C3', 'Crème sure 14%', '6', '5743$', '34458$'],
      ['D4', 'Oeufs gros', '2', '50,04 $', '100,08 $'],
      ['E5', 'Fromage à la crème', '8', '12892%', '1031,36$'],
    ]);
    reconcile([t], 'comma', [], null);
    expect(t.rows.map((r) => r.check?.status)).toEqual(['repaired', 'repaired', 'repaired', 'reconciled', 'repaired']);
    expect(tableItems([t], 'comma').map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([
      [33, 22.38, 738.54],
      [1, 15.34, 15.34],
      [6, 57.43, 344.58],
      [2, 50.04, 100.08],
      [8, 128.92, 1031.36],
    ]);
    expect(t.rows[0].check?.repairs.at(-1)).toMatch(/quantity "3" read as 33/);
  });

  it('takes a lost quantity from amount ÷ unit price', () => {
    const t = table([['A1', 'Chicken breast 4/10 lb', '', '52.10', '156.30']]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).toBe('repaired');
    expect(t.rows[0].values.Qty).toBe('3');
  });

  it('gives a table that lost its quantity column one, filled from amount ÷ unit price, and none when nothing fills it', () => {
    const headers = ['Code', 'Description', 'Price', 'Amount'];
    const fields: Field[] = ['item_code', 'name', 'unit_price', 'amount'];
    const lost = table(
      [
        ['16088', 'Tomato roma 25 lb', '27.92', '251.28'],
        ['52222', 'Limes 200ct', '48.14', '48.14'],
      ],
      headers,
      fields,
    );
    reconcile([lost], 'dot', [], null);
    expect(lost.headers).toEqual(['Code', 'Description', 'Quantity', 'Price', 'Amount']);
    expect(lost.rows.map((r) => [r.values.Quantity, r.check?.status])).toEqual([
      ['9', 'repaired'],
      ['1', 'repaired'],
    ]);
    expect(tableItems([lost], 'dot').map((i) => i.quantity)).toEqual([9, 1]);
    const weighed = table([['A1', 'Salmon fillet', '11.73', '354.95']], headers, fields);
    reconcile([weighed], 'dot', [], null);
    expect(weighed.headers).toEqual(headers);
    expect(weighed.fields).toEqual(fields);
  });

  it('takes a lost weight from amount ÷ unit price in a column of weights, and not in a column of counts', () => {
    const weights = table(
      [
        ['A1', 'Beef brisket', '2', '39.80', '15.93', '634.01'],
        ['B2', 'Duck breast', '8', '', '25.19', '204.04'],
        ['C3', 'Pork ribs', '1', '9.23', '10.83', '99.96'],
      ],
      ['Code', 'Description', 'Pieces', 'Weight', 'Price', 'Amount'],
      ['item_code', 'name', 'none', 'quantity', 'unit_price', 'amount'],
    );
    reconcile([weights], 'dot', [], null);
    expect(weights.rows[1].check?.status).toBe('repaired');
    expect(weights.rows[1].values.Weight).toBe('8.1');
    const counts = table([
      ['A1', 'Tomatoes', '4', '25.19', '100.76'],
      ['B2', 'Lemons', '', '25.19', '204.04'],
    ]);
    reconcile([counts], 'dot', [], null);
    expect(counts.rows[1].check?.status).toBe('unchecked');
  });

  it('takes a weight that lost its point and was read in the next column', () => {
    const t = table(
      [['A1', 'Duck breast 8/400 g', '421', '', '11.33', '47.70']],
      ['Code', 'Description', 'Qty', 'Lbs', 'Price', 'Amount'],
      ['item_code', 'name', 'none', 'quantity', 'unit_price', 'amount'],
    );
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check).toMatchObject({
      status: 'repaired',
      repairs: ['421 read as 4.21 (decimal point restored)'],
    });
    expect(t.rows[0].values.Lbs).toBe('4.21');
  });

  it('allows a printed discount and leaves a line that does not add up unchecked, with the figures', () => {
    const t = table(
      [
        ['A1', 'Olive oil 4x3 L', '2', '50.00', '10', '90.00'],
        ['B2', 'Flour 20 kg', '2', '18.00', '', '40.00'],
      ],
      ['Code', 'Description', 'Qty', 'Price', 'Disc.', 'Amount'],
      ['item_code', 'name', 'quantity', 'unit_price', 'none', 'amount'],
    );
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).toBe('reconciled');
    expect(t.rows[1].check).toMatchObject({
      status: 'unchecked',
      reason: '2 × 18.00 = 36.00, but the line says 40.00',
    });
  });

  it('tells subtotal, charge and payment rows read inside the table from items', () => {
    const t = table([
      ['A1', 'Tomatoes diced 6/#10', '2', '21.50', '43.00'],
      ['A2', 'Onions yellow 50 lb', '1', '24.00', '24.00'],
      ['', 'PRODUCE TOTAL', '', '', '67.00'],
      ['', 'Delivery Charges', '', '', '5.00'],
      ['', 'Cash', '', '', '80.00'],
      ['', 'Change', '', '', '7.65'],
    ]);
    const r = reconcile([t], 'dot', lines(['Subtotal 67.00']), 72.35);
    expect(t.rows.map((x) => x.check?.status)).toEqual([
      'reconciled',
      'reconciled',
      'not_item',
      'not_item',
      'not_item',
      'not_item',
    ]);
    expect(t.rows.slice(2).every((x) => !x.selected)).toBe(true);
    expect(tableItems([t], 'dot').map((i) => i.name)).toEqual(['Tomatoes diced 6/#10', 'Onions yellow 50 lb']);
    expect(r.matches).toBe('subtotal');
  });

  it('finds a subtotal row by its sum when its words do not say so', () => {
    const t = table([
      ['A1', 'Cheddar block 2/5 lb', '1', '41.00', '41.00'],
      ['A2', 'Mozzarella shredded 4/5 lb', '2', '30.00', '60.00'],
      ['', 'DAIRY', '', '', '101.00'],
      ['B1', 'Fries 6/5 lb', '1', '28.00', '28.00'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[2].check).toMatchObject({ status: 'not_item' });
    expect(t.rows[2].check?.reason).toMatch(/sum of the 2 lines above/);
    expect(t.rows[3].check?.status).toBe('reconciled');
  });

  it('reports the difference when the lines do not add up to the printed subtotal', () => {
    const t = table([['A1', 'Basil 1 lb', '1', '12.00', '12.00']]);
    const r = reconcile([t], 'dot', lines(['Sub-total 20.00', 'Total 21.00']), 21);
    expect(r.matches).toBeNull();
    expect(r.difference).toBe(-8);
  });

  it('takes the weight as the quantity of a line billed by weight', () => {
    const t = table(
      [['M1', 'Beef brisket choice', '1', '26.73', '6.06', '161.98']],
      ['Code', 'Description', 'Shp', 'Weight', 'Price', 'Amount'],
      ['item_code', 'name', 'quantity', 'none', 'unit_price', 'amount'],
    );
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check).toMatchObject({ status: 'reconciled', reason: 'Billed by weight: 26.73 × 6.06' });
    expect(tableItems([t], 'dot')[0]).toMatchObject({ quantity: 26.73, unitPrice: 6.06, amount: 161.98 });
  });

  it('restores the decimal point of a weight billed by weight', () => {
    const t = table(
      [['F1', 'Haddock fillet', '1', '1030', '7.69', '79.21']],
      ['Code', 'Description', 'Shp', 'Weight', 'Price', 'Amount'],
      ['item_code', 'name', 'quantity', 'none', 'unit_price', 'amount'],
    );
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check).toMatchObject({ status: 'repaired', reason: 'Billed by weight: 10.3 × 7.69' });
    expect(t.rows[0].check?.repairs[0]).toMatch(/1030 read as 10\.3/);
    expect(tableItems([t], 'dot')[0]).toMatchObject({ quantity: 10.3, unitPrice: 7.69, amount: 79.21 });
  });

  it('repairs a weight read with one digit wrong and its decimal point lost', () => {
    const t = table([['B1', 'Beef striploin AAA', '3844', '24.41', '865.09']]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check).toMatchObject({ status: 'repaired' });
    expect(t.rows[0].check?.repairs[0]).toMatch(/"3844" read as 35\.44/);
    expect(tableItems([t], 'dot')[0]).toMatchObject({ quantity: 35.44, unitPrice: 24.41, amount: 865.09 });
  });

  it('leaves a weight alone when amount ÷ price differs from it in more than one digit', () => {
    const t = table([['B1', 'Beef striploin AAA', '3844', '24.41', '912.37']]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).toBe('unchecked');
  });

  it('drops a mark read as one more digit of the quantity when amount ÷ price says so', () => {
    const t = table([['PA9137', 'Cup hot 12oz', '72', '90.76', '181.52']]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check).toMatchObject({ status: 'repaired' });
    expect(tableItems([t], 'dot')[0]).toMatchObject({ quantity: 2, unitPrice: 90.76, amount: 181.52 });
  });

  it('reads lines whose $ signs were read as %, with a mark beside the quantity or the quantity lost', () => {
    const t = table([
      ['665526', 'Oeufs gros en vrac', '1', '59,06 %', '59,06%'],
      ['682243', 'Petits fruits mélangés', '8]', '69,115', '414,66 $'],
      ['521731', 'Pâtes spaghetti', '', '3400%', '34,00%'],
      ['568997', 'Tomates broyées', '4', '27,25 $', '109,00 $'],
    ]);
    reconcile([t], 'comma', [], null);
    expect(t.rows.map((r) => r.check?.status)).toEqual(['repaired', 'repaired', 'repaired', 'reconciled']);
    expect(tableItems([t], 'comma').map((i) => [i.quantity, i.amount])).toEqual([
      [1, 59.06],
      [6, 414.66],
      [1, 34],
      [4, 109],
    ]);
  });

  it('tells a note of the terms read beside a total from an item', () => {
    const t = table([
      ['4623193', 'Vinaigre blanc', '2', '21,27 $', '42,54 $'],
      ['de 2 % par', 'mois sur les comptes en souffrance.', '', 'Frais', '35,00'],
    ]);
    reconcile([t], 'comma', [], null);
    expect(t.rows.map((r) => r.check?.status)).toEqual(['reconciled', 'not_item']);
    expect(tableItems([t], 'comma').map((i) => i.name)).toEqual(['Vinaigre blanc']);
  });
});
