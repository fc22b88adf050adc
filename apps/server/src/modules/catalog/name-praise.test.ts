import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';
import { unitPrice } from './measure.js';
import { withoutPraise } from './name-fields.js';

describe('fields of praise in a listing name', () => {
  it('leaves out fields of taste, texture or praise, never the product or its kind', () => {
    expect(withoutPraise('Pure Canola Frying Oil, Clear & Light - 35 lb. Jug')).toBe(
      'Pure Canola Frying Oil - 35 lb. Jug',
    );
    expect(withoutPraise('Salted Sweet Cream Butter, 1 lb. Solids - Rich Creamy Flavor (36 Count Case)')).toBe(
      'Salted Sweet Cream Butter, 1 lb. Solids (36 Count Case)',
    );
    expect(withoutPraise('Tuna, Light, Chunk - 66.5 oz')).toBe('Tuna, Light, Chunk - 66.5 oz');
    expect(withoutPraise('Peanut Butter, Smooth')).toBe('Peanut Butter, Smooth');
  });

  it('reads a listing with praise as the same product as a plain one', () => {
    expect(productKey('Japanese-Style Panko Bread Crumbs, Extra Crispy - 25 lb. Bag')).toBe(
      productKey('DRY-0655 | breadcrumbs, panko (25lb)'),
    );
    expect(productKey('Fresh Jumbo Yellow Onions, Premium Sweet Flavor - 50 lb. Sack')).toBe(
      productKey('Cebolla amarilla jumbo bulto 50 lb'),
    );
  });

  it('reads tofu as a product of its kinds, diced tomatoes in tomato juice as diced tomatoes, and counts no juice', () => {
    expect(productKey('Firm Tofu, Non-GMO Soybeans, Water-Packed - 14 oz. Block (Case of 12)')).toBe(
      productKey('DRY-0460 | tofu, firm (12x14oz)'),
    );
    expect(productKey('Tofu Silken Soft 16OZ×12')).not.toBe(productKey('Tofu Firm 14OZ×12'));
    expect(productKey('Vine-Ripened Diced Tomatoes in Tomato Juice - #10 Can (Case of 6)')).toBe(
      productKey('Tomate en cubos lata #10'),
    );
    expect(productKey('Lime Juice - 100% fresh pressed - 1L - 6pk')).toBe(productKey('Lime Juice 1L x 12'));
  });

  it('reads a count of bags per case', () => {
    const offer = { name: 'Mild Cheddar Cheese, Fancy Shredded - 5 lb. Bag (4 per Case)', pack: '', unit: 'Case' };
    expect(unitPrice({ ...offer, quantity: '1', price: '71.99' })?.value).toBeCloseTo(71.99 / (20 * 0.45359237), 6);
  });
});
