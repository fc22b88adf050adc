import { describe, expect, it } from 'vitest';
import { orderReference } from './order-ref.js';

describe('orderReference', () => {
  it('reads the order number however the invoice labels it', () => {
    for (const [line, n] of [
      ['PO 123', 123],
      ['P.O. #0042', 42],
      ['Purchase Order: 7781', 7781],
      ['Order No. 55', 55],
      ['Your order # 9', 9],
      ['Customer PO Number: 310', 310],
    ] as const)
      expect(orderReference(['Fresh Valley Produce', line]), line).toBe(n);
  });

  it('finds none in addresses, dates and other numbers', () => {
    expect(orderReference(['P.O. Box 123', 'Order date: 2024-05-02', 'Invoice 8812', 'Ordered 5 cases'])).toBeNull();
    expect(orderReference([])).toBeNull();
  });
});
