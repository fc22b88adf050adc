import { describe, expect, it } from 'vitest';
import { withoutRuleMarks } from './rule-marks.js';

describe('column rules read beside a figure', () => {
  it('takes brackets off the edges of a figure', () => {
    expect(withoutRuleMarks('65298]')).toBe('65298');
    expect(withoutRuleMarks('[191408]')).toBe('191408');
    expect(withoutRuleMarks('24)')).toBe('24');
    expect(withoutRuleMarks('[36,24$')).toBe('36,24$');
  });

  it('leaves words, and a figure in parentheses (a credit)', () => {
    expect(withoutRuleMarks('(12.50)')).toBe('(12.50)');
    expect(withoutRuleMarks('[Tae]')).toBe('[Tae]');
    expect(withoutRuleMarks('[182cT')).toBe('[182cT');
    expect(withoutRuleMarks('12.50')).toBe('12.50');
  });
});
