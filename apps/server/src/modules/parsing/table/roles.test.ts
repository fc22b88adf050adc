import { describe, expect, it } from 'vitest';
import { type ColumnInput, resolveFields } from './roles.js';

const column = (x: number, values: string[]): ColumnInput => ({
  label: '',
  role: 'none',
  strength: 0,
  perUnit: false,
  values,
  x,
});

describe('column roles from the arithmetic', () => {
  it('takes the pair making the amount on most lines over a weight column only the catch-weight lines fill', () => {
    // Cases, weight (catch-weight lines only), price, amount: weight × price makes the amount on two lines,
    // cases × price on the six others.
    const cols = [
      column(100, ['3', '3', '2', '1', '11', '1', '1', '4']),
      column(200, ['', '', '', '', '', '35.83', '10.40', '']),
      column(300, ['48.666', '36.107', '35.174', '36.410', '71.826', '2.811', '7.736', '138.100']),
      column(400, ['146.00', '108.32', '70.35', '36.41', '790.09', '100.72', '80.45', '552.40']),
    ];
    expect(resolveFields(cols, 'dot')).toEqual(['quantity', 'none', 'unit_price', 'amount']);
  });

  it('takes the money column for the amount over units that are cases × pack', () => {
    // Pack, cases, units, case price, net: cases × pack gives the units on every line, cases × price the net only on
    // the lines without a deal taken off (two of the six).
    const labelled = (x: number, label: string, role: ColumnInput['role'], values: string[]): ColumnInput => ({
      ...column(x, values),
      label,
      role,
      strength: role === 'none' ? 0 : 2,
    });
    const cols = [
      labelled(365, 'Pack', 'unit', ['24/355 ML', '24/355 ML', '1/18.9 L', '12/473 ML', '24/473 ML', '12/1 L']),
      labelled(408, 'Cs', 'quantity', ['28', '2', '1', '1', '2', '35']),
      labelled(425, 'Units', 'unit', ['672', '48', '1', '12', '48', '420']),
      labelled(455, 'Case Price', 'unit_price', ['18.48', '19.27', '9.06', '16.48', '51.32', '29.16']),
      labelled(561, 'Net', 'none', ['$517.44', '$36.61', '$9.06', '$16.48', '$97.84', '$1,020.60']),
    ];
    const fields = resolveFields(cols, 'dot');
    expect([fields[1], fields[3], fields[4]]).toEqual(['quantity', 'unit_price', 'amount']);
  });

  it('does not take a price whose decimal points the scan lost for counts beside the weight', () => {
    // Boxes, pounds, price per pound, amount, under a heading the scan could not read: '461' and '1082' are 4.61
    // and 10.82 (as '1396' is 13.96), not counts.
    const cols = [
      column(300, ['', '2 cs', '12 cs', '']),
      column(350, ['9.23', '20.86', '', '1396']),
      column(400, ['461', '8.67', '100.60', '1082']),
      column(480, ['$42.55', '$180.86', '$1,207.20', '$151.05']),
    ];
    expect(resolveFields(cols, 'dot').slice(1)).toEqual(['quantity', 'unit_price', 'amount']);
  });

  it('takes the column mixing counts and weights for the quantity, the one of one precision for the price', () => {
    // No headings; the price (three decimals) is printed after the quantity (14, 8.60) it multiplies.
    const cols = [
      column(100, ['8.60', '14', '3.25', '7.18', '6.29', '6.65', '8', '1.99']),
      column(200, ['2.609', '2.864', '18.263', '1.964', '1.677', '6.969', '3.149', '11.759']),
      column(300, ['22.44', '40.10', '59.35', '14.10', '10.55', '46.34', '25.19', '23.40']),
    ];
    expect(resolveFields(cols, 'dot')).toEqual(['quantity', 'unit_price', 'amount']);
  });

  it('takes the price column whose figures lost their decimal points over a per-each column beside it', () => {
    // Qty, case price (most points lost in reading), price of one each, extension.
    const cols = [
      column(100, ['16', '3', '9', '3', '1', '1', '3']),
      column(200, ['2079', '4446', '1107', '5945', '3851', '36.14', '3374']),
      column(300, ['20.79', '2.47', '2.77', '59.45', '9.63', '36.14', '33.74']),
      column(400, ['332.64', '133.38', '99.63', '178.35', '38.51', '36.14', '101.22']),
    ];
    expect(resolveFields(cols, 'dot')).toEqual(['quantity', 'unit_price', 'none', 'amount']);
  });

  it('does not count bare whole numbers that only agree a hundredfold as a price column', () => {
    const cols = [
      column(100, ['2', '3', '4', '5']),
      column(200, ['1050', '2000', '3125', '480']),
      column(300, ['10.50', '20.00', '31.25', '4.80']),
      column(400, ['21.00', '60.00', '125.00', '24.00']),
    ];
    expect(resolveFields(cols, 'dot')).toEqual(['quantity', 'none', 'unit_price', 'amount']);
  });

  it('takes a price column whose $ signs were read as % (and its commas lost) for money, not percentages', () => {
    // Cases, case price ('20,94 $' read as '2094%'), price of one bottle ('0,87 $' as '087%'), amount.
    const cols = [
      column(100, ['1', '4', '2', '12', '2']),
      column(200, ['2094%', '2713%', '1493%', '5345%', '5358%']),
      column(300, ['087%', '339%', '062%', '13.36%', '5358%']),
      column(400, ['20,94 $', '108,52 $', '29,86 $', '641,40 $', '107,16 $']),
    ];
    expect(resolveFields(cols, 'comma')).toEqual(['quantity', 'unit_price', 'none', 'amount']);
  });

  it('keeps a column of real percentages out of the arithmetic', () => {
    const cols = [
      column(100, ['2', '3', '4']),
      column(200, ['10.50', '20.00', '31.25']),
      column(300, ['5%', '15%', '10%']),
      column(400, ['21.00', '60.00', '125.00']),
    ];
    expect(resolveFields(cols, 'dot')).toEqual(['quantity', 'unit_price', 'none', 'amount']);
  });
});

describe('a column of delivery dates', () => {
  const labelled = (x: number, label: string, role: ColumnInput['role'], values: string[]): ColumnInput => ({
    ...column(x, values),
    label,
    role,
    strength: role === 'none' ? 0 : 2,
  });
  const rest = [
    labelled(80, 'Item', 'name', ['Bagel Sesame', 'Bagel Plain', 'Bialy Onion']),
    labelled(460, 'Dozen', 'quantity', ['4', '9', '1']),
    labelled(497, 'Per Dz', 'unit_price', ['10.42', '11.10', '12.30']),
    labelled(545, 'Total', 'amount', ['41.68', '99.90', '12.30']),
  ];

  it('before the description is not taken for the item codes', () => {
    const cols = [labelled(40, 'Day', 'none', ['07/18', '07/22', '07/24']), ...rest];
    expect(resolveFields(cols, 'dot')).toEqual(['none', 'name', 'quantity', 'unit_price', 'amount']);
  });

  it('leaves a column of article numbers there the item codes', () => {
    const cols = [labelled(40, 'No', 'none', ['07/188', 'B-2204', '07/241']), ...rest];
    expect(resolveFields(cols, 'dot')[0]).toBe('item_code');
  });
});

describe('a price column whose decimal points a photo lost on every row', () => {
  it('is still the price beside a tax column of zeros, where the amount is the cases times the price', () => {
    const cols = [
      column(20, ['35937', '14631', '28929', '38347']),
      {
        ...column(60, ['CREAM 35% WHIPPING', 'CHEESE CHEDDAR BLOCK', 'SOUR CREAM 14%', 'CREAM 10% HALF&HALF']),
        role: 'name' as const,
        strength: 2,
      },
      column(300, ['4', '1', '1', '1271 L 31']),
      column(340, ['16', '4', '', '372']),
      column(380, ['4204', '11976', '5342', '5004']),
      column(420, ['000', '000', '000', '0.00']),
      column(470, ['168.16', '119.76', '53.42', '1,551.24']),
    ];
    expect(resolveFields(cols, 'dot')).toEqual([
      'item_code',
      'name',
      'quantity',
      'none',
      'unit_price',
      'none',
      'amount',
    ]);
  });

  it('does not make a column of item numbers a factor on two rows that happen to agree', () => {
    const cols = [
      column(20, ['1200', '3500']),
      { ...column(60, ['Tomatoes', 'Onions']), role: 'name' as const, strength: 2 },
      column(300, ['1', '2']),
      column(380, ['12.00', '35.00']),
      column(470, ['12.00', '70.00']),
    ];
    expect(resolveFields(cols, 'dot')).toEqual(['item_code', 'name', 'quantity', 'unit_price', 'amount']);
  });
});
