import { describe, expect, it } from 'vitest';
import type { Line, Word } from '../types.js';
import { isDateToken, joinNumberParts, splitGluedUnits, splitRuleGlued } from './tokens.js';

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

/** One line of words given as [x0, x1, text] in an 8.5-point font. */
function line(words: [number, number, string][]): Line {
  const ws: Word[] = words.map(([x0, x1, text]) => ({ text, x0, x1, y0: 100, y1: 108.5 }));
  return { words: ws, y0: 100, y1: 108.5, page: 1, text: words.map((w) => w[2]).join(' '), size: 8.5 };
}

describe('number parts joined', () => {
  it('joins the thousands of an amount printed with a space between digit groups', () => {
    // '72,82 $' then '1 092,30 $', the amount's groups one space (4 points) apart, 7.6 points after the price's sign.
    const read = joinNumberParts(
      line([
        [496, 516.3, '72,82'],
        [520.3, 524.4, '$'],
        [532, 536, '1'],
        [540, 564.1, '092,30'],
        [568, 572.2, '$'],
      ]),
      'comma',
    );
    expect(read.words.map((w) => w.text)).toEqual(['72,82 $', '1 092,30 $']);
  });

  it('joins the thousands of an amount set with its sign, its space a little wider ("1 453,36 $")', () => {
    const read = joinNumberParts(
      line([
        [433, 469, '39,28 $'],
        [521, 526, '1'],
        [531, 572, '453,36 $'],
      ]),
      'comma',
    );
    expect(read.words.map((w) => w.text)).toEqual(['39,28 $', '1 453,36 $']);
    const apart = joinNumberParts(
      line([
        [400, 405, '2'],
        [412, 445, '125,00 $'],
      ]),
      'comma',
    );
    expect(apart.words.map((w) => w.text)).toEqual(['2', '125,00 $']);
  });

  it('keeps a figure of the column before apart, and groups of the other decimal style', () => {
    const apart = joinNumberParts(
      line([
        [400, 405, '2'],
        [412, 436, '125,00'],
      ]),
      'comma',
    );
    expect(apart.words.map((w) => w.text)).toEqual(['2', '125,00']);
    const dot = joinNumberParts(
      line([
        [400, 405, '2'],
        [408, 432, '125,00'],
      ]),
      'dot',
    );
    expect(dot.words.map((w) => w.text)).toEqual(['2', '125,00']);
  });
});

describe('figures a scan damaged', () => {
  it('splits a count glued to the price beside it by a stroke or a colon, on a scan only', () => {
    const texts = ['3|129.15', '2:57.74', '12]46.90'];
    const words = texts.map((t, i) => word(t, i * 100));
    expect(splitRuleGlued(words, true).map((w) => w.text)).toEqual(['3', '129.15', '2', '57.74', '12', '46.90']);
    expect(splitRuleGlued(words).map((w) => w.text)).toEqual(texts);
    // A time, a ratio without cents and a pack stay whole.
    const kept = ['12:30', '1:4', '6/1.5'];
    expect(
      splitRuleGlued(
        kept.map((t, i) => word(t, i * 100)),
        true,
      ).map((w) => w.text),
    ).toEqual(kept);
  });

  it("reads a price whose decimal point the scan lost to a narrow gap ('£27 19')", () => {
    // Courier at 16 px: digits 11.7 px wide; the lost point leaves 20 px, the next column starts 37 px on.
    const words: [number, number, string][] = [
      [1264, 1313, '3.64'],
      [1363, 1398, '£27'],
      [1418, 1440, '19'],
      [1477, 1553, '£98.97'],
    ];
    expect(joinNumberParts(line(words), 'dot', true).words.map((w) => w.text)).toEqual(['3.64', '£27.19', '£98.97']);
    expect(joinNumberParts(line(words), 'comma', true).words.map((w) => w.text)).toContain('£27,19');
    // Printed text keeps its words; a count a column away from a whole price stays a count.
    expect(joinNumberParts(line(words), 'dot').words.map((w) => w.text)).toContain('19');
    const apart: [number, number, string][] = [
      [1363, 1398, '£27'],
      [1440, 1462, '19'],
    ];
    expect(joinNumberParts(line(apart), 'dot', true).words.map((w) => w.text)).toEqual(['£27', '19']);
  });
});

describe('a quantity glued to its unit', () => {
  it('is split where it stands apart as a column does, not a size within a description nor a single letter', () => {
    const words = [word('Ice', 0), word('Block', 20), word('10LB', 50), word('15ea', 200), word('6M', 300)];
    expect(splitGluedUnits(words, 10).map((w) => w.text)).toEqual(['Ice', 'Block', '10LB', '15', 'ea', '6M']);
  });
});

describe('a scanned count glued to its unit with a look-alike letter', () => {
  it("reads 'l4ea' as 14 ea and '4791b' as 479 lb in a scan, and leaves a text layer's words as printed", () => {
    const printed = line([
      [60, 150, 'Ice Block 10LB'],
      [230, 246, 'l4ea'],
      [300, 330, '4.7919'],
      [60, 150, 'Dry Ice Pellets'],
      [230, 252, '4791b'],
    ]);
    expect(joinNumberParts(printed, 'dot', true).words.map((w) => w.text)).toEqual([
      'Ice Block 10LB',
      '14',
      'ea',
      '4.7919',
      'Dry Ice Pellets',
      '479',
      'lb',
    ]);
    expect(joinNumberParts(printed, 'dot', false).words.map((w) => w.text)).toContain('l4ea');
  });
});

describe('dates in a cell', () => {
  it('reads day and month in either order, with or without the year, and ISO dates', () => {
    for (const t of ['06/19', '19.06.24', '6-19-2024', '31/12/2025', '2024-06-19'])
      expect(isDateToken(t), t).toBe(true);
  });

  it('does not take packs, codes or fractions that no calendar has for dates', () => {
    for (const t of ['24/355', '13/13', '4/10/2', '07/188', 'B-2204', '6/#10']) {
      expect(isDateToken(t), t).toBe(false);
    }
  });
});
