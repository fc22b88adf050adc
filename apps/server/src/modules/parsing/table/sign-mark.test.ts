import { describe, expect, it } from 'vitest';
import { moneyWithSignMark } from './sign-mark.js';

describe('moneyWithSignMark', () => {
  it('reads a figure with a trailing $ read as another mark as money', () => {
    for (const t of ['2628%', '26,28%', '5237S', '4429§', '26,28 $']) expect(moneyWithSignMark(t)).toBe(true);
  });
  it('leaves percentages, sizes and words alone', () => {
    for (const t of ['5%', '14%', '12S', 'CS', '2628', '26,28']) expect(moneyWithSignMark(t)).toBe(false);
  });
});
