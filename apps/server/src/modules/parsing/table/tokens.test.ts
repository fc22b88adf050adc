import { describe, expect, it } from 'vitest';
import { splitRuleGlued } from './tokens.js';

const word = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5, y0: 0, y1: 10 });

describe('two figures read as one word across a column rule', () => {
  it('splits them at the rule, each where it stands', () => {
    const out = splitRuleGlued([word('3.455/137.58', 100), word('12.997|330.64', 200), word('1/40', 300)]);
    expect(out.map((w) => w.text)).toEqual(['3.455', '137.58', '12.997', '330.64', '1/40']);
    expect(out[0].x1).toBeLessThan(out[1].x0);
    expect(out[1].x1).toBe(160);
  });

  it('leaves a fraction, a date or a pack size alone', () => {
    const texts = ['12/3', '10/19/2025', '2.5/3', '4x2.5'];
    expect(splitRuleGlued(texts.map((t, i) => word(t, i * 100))).map((w) => w.text)).toEqual(texts);
  });
});
