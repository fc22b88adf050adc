import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('productKey: South African dried meats', () => {
  it('keeps droëwors and biltong apart from fresh beef', () => {
    expect(productKey('Droëwors, Beef (Droëwors) – 1 kg bag')).not.toBe(productKey('Beef, Fresh – 1 kg bag'));
    expect(productKey('Biltong, Beef, Sliced')).not.toBe(productKey('Beef, Sliced'));
    expect(productKey('Droëwors, Beef')).not.toBe(productKey('Biltong, Beef'));
  });
});
