import { describe, expect, it } from 'vitest';
import { brief, read } from '../testing/read-document.js';

describe('leading columns of a table without a header', () => {
  it('takes the delivery date, the unit and the item code out of the description', () => {
    const { items } = read([
      [[40, 'BOULANGERIE DU PORT']],
      [
        [40, '03/01'],
        [90, 'CS'],
        [120, 'DA9449'],
        [180, 'Parmesan Rape'],
        [400, '1'],
        [450, '83.45'],
        [520, '83.45'],
      ],
      [
        [40, '03/01'],
        [90, 'CS'],
        [120, 'DA2828'],
        [180, 'Beurre Sale Portions'],
        [400, '2'],
        [450, '47.77'],
        [520, '95.54'],
      ],
      [
        [40, '04/01'],
        [90, 'UN'],
        [120, 'BA4613'],
        [180, 'Pain au Levain'],
        [400, '9'],
        [450, '5.28'],
        [520, '47.52'],
      ],
      [
        [40, '04/01'],
        [90, 'CS'],
        [120, 'DA4228'],
        [180, 'Oeufs Gros en Vrac'],
        [400, '1'],
        [450, '45.42'],
        [520, '45.42'],
      ],
    ]);
    expect(brief(items)).toEqual([
      ['DA9449', 'Parmesan Rape', 1, 83.45, 83.45],
      ['DA2828', 'Beurre Sale Portions', 2, 47.77, 95.54],
      ['BA4613', 'Pain au Levain', 9, 5.28, 47.52],
      ['DA4228', 'Oeufs Gros en Vrac', 1, 45.42, 45.42],
    ]);
    expect(items.map((i) => i.unit)).toEqual(['CS', 'CS', 'UN', 'CS']);
  });
});
