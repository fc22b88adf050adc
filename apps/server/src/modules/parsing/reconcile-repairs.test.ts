import { describe, expect, it } from 'vitest';
import { tableItems } from './items.js';
import { reconcile } from './reconcile.js';
import {
  countGluedToPrice,
  endsInSigns,
  quantityDigitRepair,
  readings,
  weightDigitRepair,
} from './reconcile-repairs.js';
import { table } from './reconcile-test-kit.js';

const kinds = (text: string, kind: 'quantity' | 'money') => readings(text, 'dot', kind).map((r) => [r.value, r.kind]);

describe('repairs of a damaged figure', () => {
  it('says of each reading which repair it took', () => {
    expect(kinds('12.50', 'money')).toEqual([[12.5, null]]);
    expect(kinds('2O.5O', 'money')).toContainEqual([20.5, 'look-alike']);
    expect(kinds('12:50', 'money')).toContainEqual([12.5, 'separator']);
    expect(kinds('2,161 26', 'money')).toContainEqual([2161.26, 'separator']);
    expect(readings('2.161 26', 'comma', 'money').map((r) => r.value)).toContainEqual(2161.26);
    expect(kinds('2.161 26', 'money')).not.toContainEqual([2161.26, 'separator']);
    expect(kinds('12.50S', 'money')).toContainEqual([12.5, 'sign-after']);
    expect(kinds('AVG 5.86', 'money')).toContainEqual([5.86, 'stray-word']);
    expect(kinds('1200', 'money')).toContainEqual([12, 'point']);
    expect(kinds('22388', 'money')).toContainEqual([22.38, 'point-and-sign']);
    expect(kinds('128', 'quantity')).toContainEqual([1.28, 'point']);
  });

  it('puts back the decimal point a weight lost beside its unit or a stray mark', () => {
    expect(kinds('510 LB', 'quantity')).toContainEqual([5.1, 'point']);
    expect(kinds('510]', 'quantity')).toContainEqual([5.1, 'point']);
    expect(kinds('1272LB', 'quantity')).toContainEqual([12.72, 'point']);
    expect(kinds('5.10 LB', 'quantity')).toEqual([[5.1, null]]);
  });

  it('reads a price whose unit after it was misread, its slash or first letter read as a character', () => {
    expect(kinds('$12861B', 'money')).toContainEqual([12.86, 'point']);
    expect(kinds('$1027AB', 'money')).toContainEqual([10.27, 'point']);
    expect(kinds('$9.381B', 'money')).toContainEqual([9.38, 'stray-word']);
    expect(kinds('S$12.70LB', 'money')).toContainEqual([12.7, 'stray-word']);
  });

  it('reads a figure beside a column rule read as a bracket', () => {
    expect(kinds('36688]', 'money')).toContainEqual([36.68, 'point-and-sign']);
    expect(kinds('[191408]', 'money')).toContainEqual([191.4, 'point-and-sign']);
    expect(kinds('24)', 'quantity')).toEqual([[24, null]]);
  });

  it('gives the quantity amount ÷ unit price when the printed one lost or misread a digit', () => {
    const price = readings('4.50', 'dot', 'money');
    expect(quantityDigitRepair('3', price, readings('148.50', 'dot', 'money'))?.n).toBe(33);
    expect(quantityDigitRepair('72', price, readings('9.00', 'dot', 'money'))?.n).toBe(2);
    expect(quantityDigitRepair('12', price, readings('31.50', 'dot', 'money'))).toBeNull();
  });

  it('gives a weight with one digit misread, its decimal point lost', () => {
    expect(weightDigitRepair('3844', 2, 70.88)).toBe(35.44);
    expect(weightDigitRepair('3844', 2, 60)).toBeNull();
  });

  it('tells a $ sign after the figures read as an 8 with the decimal comma lost, from the 8s ending the column', () => {
    const row = (price: string) => ['1', 'Item', '1', price, price];
    const signs = table(['22488', '24918', '180168', '118958', '69.138'].map(row));
    expect(endsInSigns(signs, 'unit_price')).toBe(true);
    const plain = table(['22488', '24915', '180163', '118950', '69.132'].map(row));
    expect(endsInSigns(plain, 'unit_price')).toBe(false);
    const percents = table(['2713%', '14938', '121068', '5345%', '53588'].map(row));
    expect(endsInSigns(percents, 'unit_price')).toBe(true);
  });
});

describe('a quantity printed with its unit in one column', () => {
  it('has a misread digit put right from amount ÷ unit price, and keeps its unit', () => {
    const t = table([
      ['AS5659', 'Tofu ferme', '3 Cs', '19.50', '682.50'],
      ['AS1099', 'Sauce poisson', '2 CS', '30.05', '60.10'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows.map((r) => r.values.Qty)).toEqual(['35 Cs', '2 CS']);
    expect(t.rows[0].check?.status).toBe('repaired');
  });
});

describe('a price without its point on a line whose amount the reading lost', () => {
  it('reads with the point where the price column prints two decimals', () => {
    const t = table([
      ['8765842', 'Strawberries', '1', '2428', ''],
      ['3182041', 'Lettuce iceberg', '9', '24.23', '218.07'],
      ['7861563', 'Maple syrup', '26', '124.17', '3228.42'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].values.Price).toBe('24.28');
    expect(t.rows[0].check?.status).toBe('unchecked');
  });
});

describe('a weight in kilograms that lost its decimal comma', () => {
  it('reads to the gram when that multiplies out', () => {
    expect(kinds('4278', 'quantity')).toContainEqual([4.278, 'point']);
    const t = table([
      ['140', 'Comté 18 mois', '4278', '33,76', '144,43'],
      ['68323', 'Gorgonzola dolce', '1,432', '26,29', '37,65'],
    ]);
    reconcile([t], 'comma', [], null);
    expect(t.rows[0].values.Qty).toBe('4,278');
    expect(t.rows[0].check?.status).toBe('repaired');
    expect(tableItems([t], 'comma').map((i) => i.quantity)).toEqual([4.278, 1.432]);
  });
});

describe('a quantity the reading lost on a line with a discount', () => {
  const headers = ['Code', 'Description', 'Qty', 'Price', 'Disc', 'Amount'];
  const fields = ['item_code', 'name', 'quantity', 'unit_price', 'none', 'amount'] as const;
  it('is the amount before a percentage off ÷ unit price', () => {
    const t = table(
      [
        ['12-9951', 'Napkin dinner 2ply 3rEcS', '', '$55.97', '10%', '$151.12'],
        ['87-9220', 'Degreaser heavy duty', 'WIHES)', '$5281', '10%', '$47.53'],
        ['84-4090', 'Sanitizer quat', '6 CS', '$66.30', '', '$397.80'],
      ],
      headers,
      [...fields],
    );
    reconcile([t], 'dot', [], null);
    expect(t.rows.map((r) => r.values.Qty)).toEqual(['3', '1', '6 CS']);
    expect(t.rows[1].values.Price).toBe('52.81');
  });

  it('is the amount with the amount taken off put back ÷ unit price, not a weight', () => {
    const t = table(
      [
        ['251330', 'Limes 200ct', '', '36.72', '0.73', '35.99'],
        ['683049', 'Beef ground 80/20', '40.54', '3.62', '', '146.75'],
        ['505514', 'Duck breast magret', '1.04', '13.14', '', '13.67'],
      ],
      headers,
      [...fields],
    );
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].values.Qty).toBe('1');
  });
});

describe('a weight to the gram whose decimal mark the scan read as the other one', () => {
  it('reads the mark as the decimal one where the arithmetic then holds', () => {
    expect(kinds('2,703', 'quantity')).toContainEqual([2.703, 'separator']);
    const t = table([
      ['68323', 'GORGONZOLA DOLCE', '2,703', '22.81', '61.66'],
      ['605', 'PARMIGIANO REGGIANO', '12,666', '30.42', '385.30'],
      ['9378', 'MANCHEGO', '1', '24.12', '24.12'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(tableItems([t], 'dot').map((i) => i.quantity)).toEqual([2.703, 12.666, 1]);
    expect(t.rows[0].check?.status).toBe('repaired');
    // A count of thousands that adds up as printed stays as printed.
    const counts = table([['1', 'Napkins', '1,000', '0.05', '50.00']]);
    reconcile([counts], 'dot', [], null);
    expect(tableItems([counts], 'dot')[0].quantity).toBe(1000);
  });
});

describe('a quantity cell that took in the pack printed before it', () => {
  it('reads the figure that multiplies out as the quantity', () => {
    expect(kinds('6x1.8 L 11', 'quantity')).toContainEqual([11, 'stray-word']);
    const t = table([
      ['AS8469', 'Mirin sweet cooking seasoning', '6x1.8 L 11', '36.22', '398.42'],
      ['AS1277', 'Rice jasmine', '1x20 KG 1', '53.21', '53.21'],
      ['AS5659', 'Tofu firm', '12x454 G 35', '19.50', '682.50'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(tableItems([t], 'dot').map((i) => i.quantity)).toEqual([11, 1, 35]);
    expect(t.rows[0].check?.status).toBe('repaired');
    // A first figure that multiplies out stays the quantity.
    const plain = table([['AS1', 'Soy sauce', '2 12', '10.00', '20.00']]);
    reconcile([plain], 'dot', [], null);
    expect(tableItems([plain], 'dot')[0].quantity).toBe(2);
  });
});

describe('a count and its price read as one figure on a scan', () => {
  it('is cut where the count times the price gives the amount', () => {
    expect(countGluedToPrice('4/5089', 203.56)).toEqual({ count: 4, price: 50.89 });
    expect(countGluedToPrice('413694', 147.76)).toEqual({ count: 4, price: 36.94 });
    expect(countGluedToPrice('3958.12]', 2266.68)).toEqual({ count: 39, price: 58.12 });
    expect(countGluedToPrice('2[3970]', 79.4)).toEqual({ count: 2, price: 39.7 });
    expect(countGluedToPrice('4/5089', 200)).toBeNull();
  });

  it('fills the empty quantity and the price of a scanned line', () => {
    const t = table([
      ['PA1487', 'Straw paper wrapped', '', '4/5089', '$203.56'],
      ['SM8129', 'Glass rocks', '', '413694', '$147.76'],
      ['PA2977', 'Napkin dinner', '', '65.05', '$65.05'],
    ]);
    reconcile([t], 'dot', [], null, false);
    expect(tableItems([t], 'dot').map((i) => [i.quantity, i.unitPrice])).toEqual([
      [4, 50.89],
      [4, 36.94],
      [1, 65.05],
    ]);
    expect(t.rows[0].check?.status).toBe('repaired');
  });
});

describe('a scanned line whose count stands in another column and whose price lost its point', () => {
  it('takes the count and the price with its point put back where they give the amount to the cent', () => {
    const t = table(
      [
        ['Radish French Breakfast', '18', '', '257/BN', '46.26'],
        ['Potato Russet 70ct', '5 CS', '5', '24.07/CS', '120.35'],
        ['Apples Mcintosh 100ct', '3 CS', '', '4234/CS', '127.02'],
      ],
      ['Description', 'Column 2', 'Quantity', 'Column 3', 'Column 4'],
      ['name', 'none', 'quantity', 'unit_price', 'amount'],
    );
    reconcile([t], 'dot', [], null, false);
    expect(tableItems([t], 'dot').map((i) => [i.quantity, i.unitPrice])).toEqual([
      [18, 2.57],
      [5, 24.07],
      [3, 42.34],
    ]);
    expect(t.rows[0].check?.status).toBe('repaired');
  });
});

describe('a weight read into the unit column', () => {
  it('is the quantity billed when it times a damaged price gives the amount', () => {
    const t = table(
      [
        ['70697', 'Mahi mahi fillet', '1', 'LB 1293', '$12861B', '$166.28'],
        ['66312', 'Arctic char fillet', '1', 'LB 943', '$9.381B', '$88.45'],
        ['50077', 'Clams littleneck', '1', 'BG', '$40.56/BG', '$40.56'],
      ],
      ['Item', 'Description', 'Pcs', 'U/M Net Lbs', 'Price', 'Amount'],
      ['item_code', 'name', 'quantity', 'unit', 'unit_price', 'amount'],
    );
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check).toMatchObject({ status: 'repaired', reason: 'Billed by weight: 12.93 × 12.86' });
    expect(t.rows[1].check).toMatchObject({ status: 'repaired', reason: 'Billed by weight: 9.43 × 9.38' });
    expect(tableItems([t], 'dot').map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([
      [12.93, 12.86, 166.28],
      [9.43, 9.38, 88.45],
      [1, 40.56, 40.56],
    ]);
  });
});

describe('a second quantity column', () => {
  it('gives the quantity the reading lost where it prints the quantity on the other lines', () => {
    const t = table(
      [
        ['1', '6', 'Muffins blueberry', '6', '15.348', '92.09'],
        ['2', '6', 'English muffins 6PK', '6', '2.812', '16.87'],
        ['3', '14', 'Kaiser rolls', '14', '5.826', '81.56'],
        ['4', '14', 'Dinner rolls', '', 'Teel', '72.51'],
        ['5', '3', 'Burger buns', 'TTg', '3.626', '14.50'],
      ],
      ['#', 'Dlvd', 'Product', 'Pcs', 'Price', 'Amt'],
      ['none', 'none', 'name', 'quantity', 'unit_price', 'amount'],
    );
    reconcile([t], 'dot', [], null);
    expect(t.rows[3].check?.repairs[0]).toMatch(/missing quantity read as 14 \(from "Dlvd"/);
    // Where price and amount say otherwise (4 × 3.626 = 14.50, not 3), the twin is not taken.
    expect(t.rows[4].values.Pcs).not.toBe('3');
    expect(tableItems([t], 'dot')[3]).toMatchObject({ quantity: 14, unitPrice: 5.1793, amount: 72.51 });
  });
});

describe('a column of prices to four decimals', () => {
  it('puts back a lost decimal point before the four decimals and writes the price with them', () => {
    const t = table([
      ['', 'Ice block 10LB', '15', '45847', '68.77'],
      ['', 'Ice nugget bag', '33', '4.2182', '139.20'],
      ['', 'Bulk fry oil', '94', '6.3579/GAL', '597.64'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).toBe('repaired');
    expect(t.rows[0].values.Price).toBe('4.5847');
    expect(tableItems([t], 'dot').map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([
      [15, 4.5847, 68.77],
      [33, 4.2182, 139.2],
      [94, 6.3579, 597.64],
    ]);
  });
});
