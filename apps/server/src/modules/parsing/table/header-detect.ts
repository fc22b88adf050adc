/** Finding table header lines (and the header band when labels wrap onto two or three lines). */
import type { DecimalStyle } from '../numbers.js';
import type { Line } from '../types.js';
import { headerEvidence } from '../vocabulary.js';
import { labelCount } from './keywords.js';
import { isNumberToken, letterCount } from './tokens.js';

const NUMERIC_FIELDS = ['quantity', 'unit_price', 'amount'] as const;

/** A figure to the cent ('177.04', '$12,50'). */
const MONEY_FIGURE = /^[$€£]?\d{1,3}(?:[ ,.]?\d{3})*[.,]\d{2}[$€£]?$/;

/** How strongly a line reads as a table header; 0 when it does not. */
export function headerScore(line: Line, style: DecimalStyle, relaxed = false): number {
  if (line.words.length > 30 || line.words.length < 2) return 0;
  const numbers = line.words.filter((w) => isNumberToken(w.text, style) && !/%/.test(w.text)).length;
  if (numbers > 1) return 0;
  // A price or an amount makes a line of figures ("*** CANNED GOODS TOTAL 177.04"), whatever heading words it holds.
  if (line.words.some((w) => MONEY_FIGURE.test(w.text))) return 0;
  // "Marque : PACKER Format : 4x10 LB" is a note of labelled values, not column headings.
  if (labelCount(line.words) > 0) return 0;
  const { fields, coverage } = headerEvidence(line.text);
  const longText = line.words
    .map((w) => w.text)
    .filter((t) => letterCount(t) >= 3)
    .join(' ');
  const longCoverage = longText ? headerEvidence(longText).coverage : 0;
  if (fields.size < 2 || !NUMERIC_FIELDS.some((f) => fields.has(f))) return 0;
  const enough = coverage >= 0.5 || (relaxed && Math.max(coverage, longCoverage) >= 0.3);
  if (!enough) return 0;
  return fields.size + coverage;
}

function isBandCandidate(line: Line, style: DecimalStyle): boolean {
  if (line.words.length > 14) return false;
  if (line.words.some((w) => isNumberToken(w.text, style) && !/%/.test(w.text))) return false;
  return line.words.some((w) => letterCount(w.text) >= 2);
}

function gapBetween(a: Line, b: Line): number {
  return a.y0 < b.y0 ? b.y0 - a.y1 : a.y0 - b.y1;
}

/**
 * The line at `i` says nothing a heading says and stands right over a line of figures: the first row's description
 * printed above its figures ("EGGS LIQUID WHOLE" over "84942 cs 3 3 66.201 N 198.60"), not a heading's second line.
 */
function describesFigures(lines: Line[], i: number, style: DecimalStyle): boolean {
  const l = lines[i];
  const next = lines[i + 1];
  if (!next || next.page !== l.page || headerEvidence(l.text).coverage > 0) return false;
  if (l.words.filter((w) => letterCount(w.text) >= 3).length < 2) return false;
  const figures = next.words.filter((w) => isNumberToken(w.text, style) && !/%/.test(w.text)).length;
  return figures >= 2 && gapBetween(l, next) <= 1.0 * l.size;
}

/** Indices of the lines forming the header around the header line at `at`, in order. */
export function headerBand(lines: Line[], at: number, style: DecimalStyle): number[] {
  const band = [at];
  const size = lines[at].size;
  const x0 = Math.min(...lines[at].words.map((w) => w.x0)) - 2 * size;
  const x1 = Math.max(...lines[at].words.map((w) => w.x1)) + 2 * size;
  const within = (l: Line) => l.words.every((w) => w.x0 >= x0 && w.x1 <= x1);
  // A label's second line ("Qty / Ord", "Unit / Price") stands right under the words of the line above, and its
  // first line, in header words, right over those of the line below ("Poids / net" over "Colis net produit"),
  // however far apart a photographed page spaces them.
  const stacked = (l: Line, other: Line) =>
    l.words.length >= 2 &&
    l.words.every((w) => other.words.some((u) => Math.min(u.x1, w.x1) - Math.max(u.x0, w.x0) > -0.5 * size));
  const labelsOver = (l: Line, below: Line) => stacked(l, below) && headerEvidence(l.text).coverage >= 0.5;
  for (let i = at - 1; i >= Math.max(0, at - 2); i--) {
    const l = lines[i];
    const g = gapBetween(l, lines[band[0]]);
    if (l.page !== lines[at].page || g > 1.0 * size || (g > 0.5 * size && !labelsOver(l, lines[band[0]]))) break;
    if (!isBandCandidate(l, style) || !within(l)) break;
    band.unshift(i);
  }
  for (let i = at + 1; i < Math.min(lines.length, at + 3); i++) {
    const l = lines[i];
    const upper = lines[band[band.length - 1]];
    const g = gapBetween(l, upper);
    if (l.page !== lines[at].page || g > 1.0 * size || (g > 0.5 * size && !stacked(l, upper))) break;
    // A second line that itself reads as a header belongs to the band even where it reaches past the first.
    if (!isBandCandidate(l, style) || (!within(l) && headerScore(l, style) <= 0)) break;
    if (describesFigures(lines, i, style)) break;
    band.push(i);
  }
  return band;
}
