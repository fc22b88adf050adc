import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { checkLines } from './receive.js';

const items = [
  { id: 1, name: 'Roma Tomatoes', ordered_quantity: '3.000' },
  { id: 2, name: 'Garlic', ordered_quantity: '2.500' },
];
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error('no failure');
};

describe('checkLines', () => {
  it('takes a line left out as received in full, with no reason', () => {
    const lines = checkLines(items, [{ orderItemId: 1, receivedQuantity: 1, reason: 'short' }]);
    expect(lines.map((l) => [l.orderItemId, l.receivedQuantity, l.reason])).toEqual([
      [1, 1, 'short'],
      [2, 2.5, null],
    ]);
  });

  it('drops a credit reason on a line that came in full: nothing is owed', () => {
    const [, garlic] = checkLines(items, [{ orderItemId: 2, receivedQuantity: 2.5, reason: 'damaged' }]);
    expect(garlic.reason).toBeNull();
  });

  it('keeps a substitute with its name and price', () => {
    const [tomatoes] = checkLines(items, [
      {
        orderItemId: 1,
        receivedQuantity: 3,
        reason: 'substituted',
        substituteName: 'Plum Tomatoes',
        substitutePrice: 30,
      },
    ]);
    expect(tomatoes).toMatchObject({ reason: 'substituted', substituteName: 'Plum Tomatoes', substitutePrice: 30 });
  });

  it('refuses more than ordered, less without a reason, a substitute without a name, and lines not on the order', () => {
    expect(failure(() => checkLines(items, [{ orderItemId: 2, receivedQuantity: 2.501 }]))).toEqual({
      status: 400,
      message: 'Garlic: more than was ordered cannot be received',
    });
    expect(failure(() => checkLines(items, [{ orderItemId: 1, receivedQuantity: 2 }])).status).toBe(400);
    expect(
      failure(() =>
        checkLines(items, [{ orderItemId: 1, receivedQuantity: 3, reason: 'substituted', substitutePrice: 1 }]),
      ).status,
    ).toBe(400);
    expect(failure(() => checkLines(items, [{ orderItemId: 9, receivedQuantity: 1 }])).status).toBe(404);
    expect(
      failure(() =>
        checkLines(items, [
          { orderItemId: 1, receivedQuantity: 3 },
          { orderItemId: 1, receivedQuantity: 3 },
        ]),
      ).status,
    ).toBe(404);
  });

  it('refuses a photo that is not a JPEG or PNG by its bytes, whatever its name', () => {
    const photo = { fileName: 'crate.jpg', contentBase64: Buffer.from('GIF89a....').toString('base64') };
    expect(failure(() => checkLines(items, [{ orderItemId: 1, receivedQuantity: 3, photo }])).status).toBe(415);
  });
});
