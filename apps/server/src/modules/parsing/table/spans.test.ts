import { describe, expect, it } from 'vitest';
import { mergeSpans } from './spans.js';

const word = (x0: number, x1: number, line: number, tag = '') => ({ x0, x1, line, tag });

describe('words merged into column spans', () => {
  it('joins overlapping words of several lines, counting each line once', () => {
    const spans = mergeSpans([word(300, 340, 2), word(100, 130, 0), word(295, 338, 0), word(102, 128, 1)], 0);
    expect(spans.map((s) => [s.x0, s.x1, s.lines.size, s.members.length])).toEqual([
      [100, 130, 2, 2],
      [295, 340, 2, 2],
    ]);
  });

  it('joins words that only touch when the overlap asked for is negative, and not otherwise', () => {
    const words = [word(10, 20, 0), word(20.2, 30, 1)];
    expect(mergeSpans(words, -0.5)).toHaveLength(1);
    expect(mergeSpans(words, 0.5)).toHaveLength(2);
  });

  it('keeps apart the words a rule of joining refuses', () => {
    const words = [word(10, 30, 0, 'a'), word(20, 40, 1, 'b'), word(25, 45, 2, 'b')];
    const spans = mergeSpans(words, 0, (span, w) => span.members[0].tag === w.tag);
    expect(spans.map((s) => s.members.map((m) => m.tag).join(''))).toEqual(['a', 'bb']);
  });
});
