import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('Hindi and Urdu names', () => {
  it('reads spices by their Hindi names as the English ones', () => {
    expect(productKey('Haldi Powder (Turmeric Ground)')).toBe(productKey('SPICE TURMERIC GRND'));
    expect(productKey('Haldi Powder')).toBe(productKey('Ground Turmeric'));
    expect(productKey('Jeera Whole')).toBe(productKey('Cumin Seeds Whole'));
    expect(productKey('Dhania Powder')).toBe(productKey('Ground Coriander'));
    expect(productKey('Hara Dhania')).toBe(productKey('Cilantro'));
    expect(productKey('Kali Mirch Whole')).toBe(productKey('Black Pepper Whole'));
  });

  it('reads pulses, produce and dairy by their Hindi names', () => {
    expect(productKey('Kabuli Chana (White Chickpeas, Dry)')).toBe(productKey('BEAN GARBANZO DRY'));
    expect(productKey('Masoor (Whole)')).toBe(productKey('Red Lentils, Whole'));
    expect(productKey('Pyaz Lal')).toBe(productKey('Red Onions'));
    expect(productKey('Aloo')).toBe(productKey('Potatoes'));
    expect(productKey('Adrak')).toBe(productKey('Ginger Root'));
    expect(productKey('Dahi')).toBe(productKey('Plain Yogurt'));
    expect(productKey('Coconut Milk (Nariyal Doodh)')).toBe(productKey('Coconut Milk, Unsweetened'));
  });

  it('keeps chakki atta apart from whole wheat flour, and chana dal from chickpeas', () => {
    expect(productKey('Atta Whole Wheat Chakki')).not.toBe(productKey('FLOUR, WHOLE WHEAT'));
    expect(productKey('Chana Dal')).not.toBe(productKey('Chickpeas Dry'));
  });
});
