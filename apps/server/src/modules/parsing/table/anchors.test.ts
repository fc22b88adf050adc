import { describe, expect, it } from 'vitest';
import { wordsOf } from '../testing/words.js';
import type { Line } from '../types.js';
import { type Anchor, assignWords } from './anchors.js';

/** One line of runs [x, text] in a 9-point font (characters 4.5 wide). */
function line(runs: [number, string][]): Line {
  const words = wordsOf([runs]);
  return { words, y0: words[0].y0, y1: words[0].y1, page: 1, text: runs.map((r) => r[1]).join(' '), size: 9 };
}

const anchor = (label: string, role: Anchor['role'], x0: number, x1: number, numeric = false): Anchor => ({
  label,
  role,
  x0,
  x1,
  strength: role === 'none' ? 0 : 1,
  perUnit: false,
  lower: null,
  numeric,
});

describe('words assigned to columns', () => {
  it('gives the column headed as the description a word under it close behind a code in an unnamed column', () => {
    // The code column's heading was misread ('mem'); the description starts a little left of its heading.
    const anchors = [
      anchor('mem', 'none', 40, 54),
      anchor('Description', 'name', 80, 130),
      anchor('Qty', 'quantity', 300, 314, true),
    ];
    const owner = assignWords(
      line([
        [40, 'SE6968'],
        [72, 'COD LOIN 6OZ'],
        [305, '2'],
      ]),
      anchors,
      'dot',
    );
    expect(owner).toEqual([0, 1, 1, 1, 2]);
  });
});
