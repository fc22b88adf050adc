/**
 * Reading measures out of catalogue text: the text as measures are read from (lower case, decimal points, pack
 * notations spelled one way) and every measure ('36/1lb', '4x2.5KG', '6/#10', '2/5 LB AVG', '12-1 L') and
 * descriptive figure (85/15, 16/20) it holds, in order.
 */

import { memoByString } from '@app/contracts';
import { spellMergedColumns, spellPackNotations } from './pack-notation.js';
import { COUNT_RANGE_UNITS, type Per, UNITS, unitInfo, unitKey } from './units.js';

/** Can sizes printed as '#N' (a #10 can, a #300 can): other numbers after '#' count fruit to the case. */
const CAN_SIZES = new Set(['5', '10', '211', '300', '303', '401', '603']);
/**
 * A measure read from text: `count` × `size` `unit`, `total` in the base unit. `avg` marks a catch weight
 * ('2/5 LB AVG', '3 LB AVG'); `can` a can size ('6/#10': six #10 cans, counted as each); `range` a size range
 * ('4-6 OZ'), a piece size rather than a pack.
 */
export type Measure = {
  count: number;
  size: number;
  unit: string;
  per: Per;
  total: number;
  avg: boolean;
  can?: string;
  range?: [number, number];
  /** A count of packs to the case ('4/CS'), which a weight or volume stated apart may say the size of. */
  perCase?: boolean;
  /** What a cup or container holds, which sizes it (see capacities). */
  capacity?: boolean;
  /** Where the expression stands in the text it was read from. */
  start: number;
  end: number;
};

/** Descriptive numbers found beside the measures: 85/15, 16/20, 3/8, 18-22 (ratios, count ranges, cuts). */
export type Figure = { text: string; start: number; end: number };

/** Text as measures are read from: lower case, no accents, decimal commas as points ('2,5 kg' → '2.5 kg'). */
export const measureText: (text: string) => string = memoByString((text) => measureTextOf(text));

function measureTextOf(text: string): string {
  return spellPackNotations(
    spellMergedColumns(text)
      // '½ GAL', '1½ lb': vulgar fractions as decimals (before accents are taken off, which would split them).
      .replace(/(\d)?\s*([½¼¾])/g, (_, d: string | undefined, f: string) => ` ${Number(d ?? 0) + FRACTIONS[f]!}`)
      .toLowerCase()
      // 'CX 30 MÇ': Portuguese bunches (maços), before the cedilla comes off ('mc' says nothing).
      .replace(/(\d\s*)mç\.?(?![a-z])/g, '$1maco ')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      // A price marked on the pack ('PMP £2.35', 'PMP 65p', 'Price Marked £1.00') or any price in a name: no product.
      .replace(/\b(?:pmp|price\s*marked(?:\s*packs?)?)\s*(?:[£$€]\s*\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s*p\b)?/g, ' ')
      .replace(/[£$€]\s*\d+(?:[.,]\d+)?/g, ' ')
      .replace(/ß/g, 'ss')
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      // Letters accents do not come off of: Norwegian and Danish ø, Polish ł, Croatian đ ('smør', 'masło').
      .replace(/ø/g, 'o')
      .replace(/ł/g, 'l')
      .replace(/đ/g, 'd')
      // Icelandic and Faroese eth and thorn ('Lárviðarlauf', 'Þorskflök'), not letters to cut a word at.
      .replace(/ð/g, 'd')
      .replace(/þ/g, 'th')
      // The Hawaiian ʻokina is no letter to cut a word at ('lilikoʻi', 'ʻahi').
      .replace(/[ʻʼ]/g, '')
      // The lean of minced meat and trim by chemical or visual lean ('Beef Mince 80CL', '80VL'): 80 % lean is 80/20.
      .replace(
        /\b([5-9]\d)\s*(?:cl|vl)\b(?=.*\b(?:mince|minced|trim|ground)\b)|(?<=\b(?:mince|minced|trim|ground)\b.*)\b([5-9]\d)\s*(?:cl|vl)\b/gi,
        (_, a?: string, b?: string) => `${a ?? b}/${100 - Number(a ?? b)}`,
      )
      // '1,000 ct': a thousands separator before a count; elsewhere a comma between digits is a decimal comma.
      // '1 000 un.': a space between thousands, as French prints them.
      .replace(/(\d),(\d{3})(?=\s*(?:ct|count|pcs?|pieces?|sheets?|sets?|ea|each|un|\/|ft|feet|pi|yds?|'))/g, '$1$2')
      .replace(/(?<![\d.,]\s?)\b(\d{1,3}) (\d{3})(?=\s*(?:ct|count|pcs?|pieces?|sheets?|un|units?)\b)/g, '$1$2')
      // 'LINER,CAN,40X46,1.5MIL', 'CONTAINER,9X9,3COMP': a comma after two sides opens the next field, no decimal.
      .replace(/(\d\s*x\s*\d+),(?=\d+(?:[.,]\d+)?\s*(?:mils?|mic|comp|cmpt|layers?|ply)\b)/g, '$1, ')
      // 'BEEF,PATTY,80/20,6 OZ': a comma after a ratio opens the next field too.
      .replace(/(\b\d{1,3}\/\d{1,3}),(?=\d)/g, '$1, ')
      // '120 st', '12 x 10 st': Dutch pieces (stuks), where nothing follows in the field ('1st cut' is no piece).
      .replace(/(\d)\s+st\.?(?=\s*(?:$|[|,;)\]]))/g, '$1 stuks')
      // 'CNT33': a produce count glued to its word, as '33 ct'.
      .replace(/\bcnt(\d+)\b/g, '$1 ct')
      // '12–20 oz': a range written with an en dash.
      .replace(/(\d)\s*[–]\s*(?=\d)/g, '$1-')
      // '4.250 g', '1.500 ml': a German thousands point before grams or millilitres (no one weighs 4.25 g so).
      .replace(/(?<![\d.,])(\d{1,3})\.(\d{3})\s*(?=(?:g|gr|ml)\b)/g, '$1$2 ')
      .replace(/(\d),(\d)/g, '$1.$2')
      // 'approx. 3.6 kg', 'env. 5,5 kg', '~5.5 lb', 'avg. 12 lb': a catch weight, as '3.6 kg avg'. A tilde before a
      // make-up counting its packs ('~ 1 kg x 10', '~ 8 oz jar x 12') opens the make-up field: ten of a kilo.
      .replace(/~\s*(?=\d+(?:\.\d+)?\s*(?:kg|lbs?|#|g|oz)\b\s*(?:[a-z]+\s*)?[x×*]\s*\d)/g, ' ')
      .replace(
        /(?:\bapprox(?:imately)?\.?|\benv(?:iron)?\.?|~|\bavg\.?|\baverage)\s*(\d+(?:\.\d+)?\s*(?:kg|lbs?|#|g|oz)\b)/g,
        '$1 avg',
      )
      // Sizes: centimetres as inches ('45 cm' → 18"), and '17 x 17 in' as '17"x17"', read as a size, not a count.
      .replace(/(\d+(?:\.\d+)?)\s*cm\b/g, (_, n: string) => `${Math.round(Number(n) / 2.54)}"`)
      .replace(
        /(\d+(?:\.\d+)?)\s*(?:"|''|in\b|po\b)?\s*[x×]\s*(\d+(?:\.\d+)?)\s*(?:"|''|in\b|inch(?:es)?\b|po\b)/g,
        '$1"x$2"',
      )
      // 'FOIL ROLL 18 X 500': a roll's width in inches by its length in feet, not a count.
      .replace(
        /\b(\d{1,2}(?:\.\d+)?)\s*(?:"|in\b)?\s*[x×]\s*(\d{3,5})\b(?!\s*(?:ft\b|feet\b|'|m\b|pi\b|ct\b|count\b|pcs?\b|sheets?\b|\/))/g,
        (m, w: string, len: string, _i: number, all: string) =>
          /\b(?:foil|film|wrap|papier|pellicule|towels?|rolls?|rouleaux?)\b/.test(all) &&
          // Folded towels ('Towel, Multifold, 16 × 250') are so many packs of so many: no roll.
          !/\b(?:multi\s*-?\s*fold|[cz]\s*-?\s*fold|single\s*-?\s*fold|interfold)\b/.test(all)
            ? `${w}" x ${len} ft`
            : m,
      )
      // '18INX500FT': inches glued to the x of a roll's length.
      .replace(/(\d)\s*in(?=x\s*\d)/g, '$1 in ')
      // '1 1/2 inch cubes', '1 1/4-1 1/2 lb' (a range): a whole number and a fraction of an inch, or opening or closing
      // a range, are one mixed number. (Elsewhere '6 1/2 gal' may be six half gallons.)
      .replace(
        /(?<![\d./])(\d{1,2})\s+([1-9]|1[0-5])\s*\/\s*(2|4|8|16)(?=\s*(?:"|in\b|inch(?:es)?\b))/g,
        (m, n: string, a: string, b: string) => (Number(a) < Number(b) ? `${Number(n) + Number(a) / Number(b)}` : m),
      )
      .replace(
        /(?<![\d./])(\d{1,2})\s+([1-9]|1[0-5])\s*\/\s*(2|4|8|16)(?=\s*-\s*\d[\d\s/.]*(?:lbs?|#|oz|kg|g)\b)/g,
        (m, n: string, a: string, b: string) => (Number(a) < Number(b) ? `${Number(n) + Number(a) / Number(b)}` : m),
      )
      .replace(
        /(\d\s*-\s*)(\d{1,2})\s+([1-9]|1[0-5])\s*\/\s*(2|4|8|16)(?=\s*(?:lbs?|#|oz|kg|g)\b)/g,
        (m, dash: string, n: string, a: string, b: string) =>
          Number(a) < Number(b) ? `${dash}${Number(n) + Number(a) / Number(b)}` : m,
      )
      // '360/3/8oz': hundreds of portions of a fraction of an ounce (3/8, 5/16), not packs of packs (a case of 360 ×
      // 3 × 8 oz would weigh 540 lb).
      .replace(
        /\b(\d{3,4})\s*\/\s*(\d{1,2})\s*\/\s*(4|8|16)\s*(oz)\b/g,
        (m, n: string, a: string, b: string, unit: string) =>
          Number(a) % 2 === 1 && Number(a) >= 3 && Number(a) < Number(b)
            ? `${n} x ${Number(a) / Number(b)} ${unit}`
            : m,
      )
      // '6 lb 6 oz': one weight in two units.
      .replace(
        /(\d+)\s*(?:lbs?|#)\s*(\d+(?:\.\d+)?)\s*oz\b/g,
        (_, lb: string, oz: string) => `${Number(lb) + Number(oz) / 16} lb`,
      )
      // '1 1/9 BU', '1/2 bu': a produce crate of a fraction of a bushel, no count of bunches ('1/30 BU' is a case of
      // thirty bunches: a fraction of a bushel is in ninths at most).
      .replace(/(?:\b\d+\s+)?\b\d\s*\/\s*[2-9]\s*(?:bu|bushels?)\b/g, ' bushel ')
      // 'Half Gallon', 'half-pint': half of one.
      .replace(/\bhalf\s*-?\s*(gallons?|gal|pints?|pt|dozen)\b/g, '0.5 $1')
      // '1/2 Gallon', '1/2 GAL': a half gallon (no one sells milk or cream in 2-gallon jugs).
      .replace(/(?<![\d./]\s*)\b1\s*\/\s*2\s*(gal(?:lons?|s)?)\b/g, '0.5 $1')
      // Powdered sugar's 10X (glued): a grade of fineness, not ten of something.
      .replace(/\b(10|12)x(?=\s)/g, (m, n: string, _i: number, all: string) =>
        /\b(?:sugar|sucre|confectioners?|powdered|icing)\b/.test(all) ? `${n}xgrade` : m,
      )
      // '| 100 ct | 10 bx |': a count to the box in one field, boxes to the case in the next: ten boxes of a hundred.
      .replace(/\b(\d+)\s*(?:ct|count|pcs?)\s*\|\s*(\d+)\s*(?:bx|box(?:es)?|pk|packs?)\b/g, '$2 x $1 ct |')
      // Haitian Creole: 'oz likid' (liquid ounces) are fluid ounces; '48 bwat 6 oz', '24 pake 8 oz': so many cans or
      // packets of a size.
      .replace(/\boz\s+likid\b/g, 'fl oz')
      .replace(/\b(\d+)\s+(?:bwat|pake|sache)\s+(?=\d+(?:\.\d+)?\s*(?:fl\s*oz|oz|g|kg|lbs?|liv|ml|l)\b)/g, '$1 x ')
      // 'Quart', 'Gallon', 'PT', 'dozen' without a number: one of it.
      .replace(/(?<![\d.]\s*)\b(quarts?|gallons?|galon(?:es)?|pints?|litres?|liters?|dozen|qt|pt|gal)\b/g, '1 $1')
      // A name opening with a pound or a dozen without a number ('LB UNSALTED BUTTER SOLIDS', 'DZ LARGE EGGS'): one.
      .replace(/^\s*(lbs?|dz|doz)\b(?=\s+[a-z])/, '1 $1')
      // '4 bags of 10 lb', '2 caisses de 6 x 1 L', '12 packs of 250': so many of a size, as '4 x 10 lb'.
      .replace(
        /\b(\d+)\s+(?:(?:bags?|boxes|cases?|packs?|pkgs?|chubs?|tubs?|jars?|bottles?|cans?|cartons?|sleeves?|pails?|jugs?|sacs?|boites?|caisses?|cajas?|bolsas?|paquetes?|sobres?|latas?|botellas?|frascos?|pieces?|pcs)\s+)?(?:of|de)\s+(?=\d)/g,
        '$1 x ',
      )
      // '3pk x 12': three packs of twelve; '24 canettes x 355 mL', '42 sachets x 70 g': so many of a size.
      .replace(
        /(\d)\s*(?:pk|pack|cans?|canettes?|bottles?|btls?|bouteilles?|sachets?|pouch(?:es)?|packets?|jars?|pots?|tubs?|bags?|sacs?)s?\s*(?=[x×*]\s*\d)/g,
        '$1 ',
      ),
  );
}

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

const NUM = String.raw`\d+(?:\.\d+)?|\.\d+`;
const UNIT_NAMES = [...UNITS.keys()].filter((u) => u !== '#' && u !== 'floz').sort((a, b) => b.length - a.length);
// A known unit, not the start of a longer word ('l' of 'loaf', 'g' of 'green', 'γρ' of 'γραβιέρα').
// ('1kgx6': a unit may run into the x of a count.)
export const UNIT = String.raw`fl\.?\s*oz\.?|#|(?:${UNIT_NAMES.join('|')})\.?(?!(?!x\d)[a-zα-ω])`;
const SEP = String.raw`\s*(?<sep>x|\/|×|\*|-)\s*`;
// One pass finds every expression, at each place the first form that fits.
const EXPRESSIONS = new RegExp(
  [
    // U/10, U-15: fewer than so many to the pound (scallops, shrimp), a size
    String.raw`\bu\s*[/-]?\s*(?<under>\d{1,2})(?![\d./])`,
    // 6/#10, 6 x #10 cans
    String.raw`(?<canCount>\d+)\s*(?:x|\/|×|\*|-)\s*#\s*(?<canSize>\d+(?:\.\d+)?)(?:\s*cans?\b)?`,
    // #10 x 6: the can size first
    String.raw`#\s*(?<canSizeFirst>\d+(?:\.\d+)?)(?:\s*cans?)?\s*[x×*]\s*(?<canCountAfter>\d+)(?![\d.])`,
    // 3000/cs: pieces per case
    String.raw`(?<perCase>\d+)\s*\/\s*(?:cs|case|caisse)\b|\b(?:cs|case)\s*\/\s*(?<perCaseAfter>\d+)(?![\d.]|\s*(?:${UNIT}))`,
    // 4x2.5KG, 36/1lb, 12-1 L, 24/13.5 FL OZ, 2/5 LB AVG, 36/1#; without a unit: 10x100 (a count) or 85/15, 3/8
    String.raw`(?<a>${NUM})${SEP}(?<b>${NUM})(?:\s*(?<multiUnit>${UNIT})(?<multiAvg>\s*avg\b)?)?`,
    // 454 g x 36, 500g x 12: a size, then how many of it (not followed by a unit of its own)
    // 5 LB/6, 2 L - 6, 1 gal (4): the same, with a slash, a spaced dash or the count in parentheses
    String.raw`(?<revN>${NUM})\s*(?<revUnit>${UNIT})\s*(?:[x×*/]\s*|\s-\s+|\(\s*(?=\d+\s*\)))(?<revCount>\d+)(?![\d./]|\s*(?:${UNIT}|"|'|in\b|po\b|ft\b|pi\b|m\b|cm\b))`,
    // #10 can; #2 (a grade)
    String.raw`#\s*(?<loneCan>\d+(?:\.\d+)?)(?:\s*cans?\b)?`,
    // 85%, 2.5 %
    String.raw`(?<pct>${NUM})\s*%`,
    // 25 LB, 15 DZ, 180ct, 3 LB AVG
    String.raw`(?<n>${NUM})\s*(?<unit>${UNIT})(?<avg>\s*avg\b)?`,
  ].join('|'),
  'g',
);

type Read = { measures: Measure[]; figures: Figure[] };

/** Every measure and descriptive figure of a text (already through measureText), in order. */
export function readMeasures(text: string): Read {
  const measures: Measure[] = [];
  const figures: Figure[] = [];
  for (const m of text.matchAll(EXPRESSIONS)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    // A number glued to the word before it ('k9', 'v8') is part of that word.
    if (start > 0 && /[a-z0-9.]/.test(text[start - 1] ?? '') && !m[0].startsWith('#')) continue;
    const g = m.groups ?? {};
    const at = { start, end };
    if (g.under !== undefined) {
      figures.push({ text: `u${Number(g.under)}`, ...at });
    } else if (g.canCount !== undefined || g.canCountAfter !== undefined) {
      const count = Number(g.canCount ?? g.canCountAfter);
      if (count > 0) measures.push(piece({ count, unit: 'can', can: g.canSize ?? g.canSizeFirst, ...at }));
    } else if (g.perCase !== undefined || g.perCaseAfter !== undefined) {
      const count = Number(g.perCase ?? g.perCaseAfter);
      if (count > 0) measures.push({ ...piece({ count, unit: 'ct', ...at }), perCase: true });
    } else if (g.revN !== undefined && g.revUnit !== undefined && g.revCount !== undefined) {
      // '454 g x 36': the size, then how many.
      const info = unitInfo(unitKey(g.revUnit));
      const [n, count] = [Number(g.revN), Number(g.revCount)];
      if (info && n > 0 && count > 0)
        measures.push({
          count,
          size: n,
          unit: unitKey(g.revUnit),
          per: info.per,
          total: count * n * info.factor,
          avg: false,
          ...at,
        });
    } else if (g.a !== undefined && g.b !== undefined) {
      // '6/800 FT': so many rolls of a length.
      if (!g.multiUnit && /^\s*(?:ft|feet|pi|pieds|m|yd|yards?|')(?![a-z])/.test(text.slice(end))) {
        if (Number(g.a) > 0) measures.push(piece({ count: Number(g.a), unit: 'ct', ...at }));
        continue;
      }
      // '6x800 FT': a unit this does not read; not a count of pieces.
      const unknownUnit = !g.multiUnit && /^\s*[a-z]/.test(text.slice(end));
      const read = readMulti(Number(g.a), Number(g.b), g.sep ?? 'x', g.multiUnit, g.multiAvg !== undefined, at);
      if (unknownUnit && read && !('text' in read)) continue;
      if (read && 'text' in read) figures.push(read);
      else if (read) measures.push(read);
    } else if (g.loneCan !== undefined) {
      // '#10 can'; '#2' alone is a grade (potatoes), not a measure; '#48' or '#200' alone, no can size, is a count
      // to the case (avocados, limes).
      if (/can/.test(m[0]) || CAN_SIZES.has(g.loneCan))
        measures.push(piece({ count: 1, unit: 'can', can: g.loneCan, ...at }));
      else if (Number(g.loneCan) >= 12 && Number.isInteger(Number(g.loneCan)))
        figures.push({ text: `${Number(g.loneCan)} count`, ...at });
      else if (Number(g.loneCan) >= 5) measures.push(piece({ count: 1, unit: 'can', can: g.loneCan, ...at }));
      else figures.push({ text: `no${g.loneCan}`, ...at });
    } else if (g.pct !== undefined) {
      figures.push({ text: `${Number(g.pct)}%`, ...at });
    } else if (g.n !== undefined && g.unit !== undefined) {
      const n = Number(g.n);
      const unit = unitKey(g.unit);
      const info = unitInfo(unit);
      if (info && n > 0)
        measures.push({
          count: 1,
          size: n,
          unit,
          per: info.per,
          total: n * info.factor,
          avg: g.avg !== undefined,
          ...at,
        });
    }
  }
  return { measures, figures };
}

/** So many pieces of a unit (cans, counts), as a measure per each. */
export function piece(p: { count: number; unit: string; can?: string; start: number; end: number }): Measure {
  return {
    count: p.count,
    size: 1,
    unit: p.unit,
    per: 'each',
    total: p.count,
    avg: false,
    can: p.can,
    start: p.start,
    end: p.end,
  };
}

function readMulti(
  x: number,
  y: number,
  sep: string,
  rawUnit: string | undefined,
  avg: boolean,
  at: { start: number; end: number },
): Measure | Figure | null {
  if (!(x > 0 && y > 0)) return null;
  const info = rawUnit ? unitInfo(rawUnit) : null;
  const unit = rawUnit ? unitKey(rawUnit) : '';
  const pair = `${x}/${y}`;
  if (!info) {
    // No unit: '10 x 100' and '10/100' count pieces; '85/15', '16/20', '3/8', '18-22' describe the product, and so
    // does a grade of two small figures ('5x6' tomatoes: five by six to the layer).
    if (sep === '-' || (sep === '/' && !(y >= 20 && y >= 2 * x))) return { text: pair, ...at };
    if ((sep === 'x' || sep === '×') && x < 10 && y < 10 && x > 1 && y > 1) return { text: `${x}x${y}`, ...at };
    return { count: x, size: y, unit: 'ct', per: 'each', total: x * y, avg: false, ...at };
  }
  // '18/22 ct', '16-20 ct': a count range (slices or pieces per pound), not 18 × 22; '10/12 pzas' is ten packs of twelve.
  if (
    info.per === 'each' &&
    COUNT_RANGE_UNITS.has(unit) &&
    sep !== 'x' &&
    sep !== '×' &&
    sep !== '*' &&
    x < y &&
    y / x <= (x >= 10 ? 1.5 : 1.3)
  )
    return { text: pair, ...at };
  // '4-6 OZ', '2-3 LB': a size range (a piece size); '12-1 L' is 12 × 1 L.
  if (sep === '-' && x < y) {
    const size = (x + y) / 2;
    return { count: 1, size, unit, per: info.per, total: size * info.factor, avg, range: [x, y], ...at };
  }
  return { count: x, size: y, unit, per: info.per, total: x * y * info.factor, avg, ...at };
}
