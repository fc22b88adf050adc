/**
 * What a catalogue line holds and its price per kg, per L or per each. Suppliers write packs in many ways:
 * '36/1lb', '4x2.5KG', '6/#10', '2/5 LB AVG', '12-1 L', '4/1 GAL', '24/12 OZ', '1/50 LB', '15 DZ', '30 CT',
 * '36 x 454 g', '6 x 2,84 L', '3000/cs', '10 x 100'. Weights and volumes are converted by js-quantities (a
 * unit conversion library); counts (CT, DZ, bunches) are counted here. A bare 'oz' is a weight, 'fl oz' a volume;
 * gallons, quarts and pints are US measures.
 */

import { memoByString } from '@app/contracts';
import {
  BAKED,
  BASKET_PRODUCE,
  DRY_MEASURES,
  LIQUID,
  SIZED_BY_CAPACITY,
  WEIGHED_PACKETS,
  WEIGHED_PORTIONS,
} from './name-kinds.js';
import { SINGLE_SERVE, spellMergedColumns, spellPackColumn, spellPackNotations } from './pack-notation.js';
import { COUNT_RANGE_UNITS, type Per, PIECE_UNITS, UNITS, type UnitInfo, unitInfo, unitKey } from './units.js';

export type { Per, UnitInfo };
export { unitInfo };

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
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      // '1,000 ct': a thousands separator before a count; elsewhere a comma between digits is a decimal comma.
      // '1 000 un.': a space between thousands, as French prints them.
      .replace(/(\d),(\d{3})(?=\s*(?:ct|count|pcs?|pieces?|sheets?|sets?|ea|each|un|\/|ft|feet|pi|yds?|'))/g, '$1$2')
      .replace(/(?<![\d.,]\s?)\b(\d{1,3}) (\d{3})(?=\s*(?:ct|count|pcs?|pieces?|sheets?|un|units?)\b)/g, '$1$2')
      .replace(/(\d),(\d)/g, '$1.$2')
      // 'approx. 3.6 kg', 'env. 5,5 kg', '~5.5 lb', 'avg. 12 lb': a catch weight, as '3.6 kg avg'.
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
        /\b(\d{1,2}(?:\.\d+)?)\s*(?:"|in\b)?\s*[x×]\s*(\d{3,5})\b(?!\s*(?:ft|feet|'|m\b|pi\b|ct|count|pcs?|sheets?|\/))/g,
        (m, w: string, len: string, _i: number, all: string) =>
          /\b(?:foil|film|wrap|papier|pellicule|towels?|rolls?|rouleaux?)\b/.test(all) ? `${w}" x ${len} ft` : m,
      )
      // '6 lb 6 oz': one weight in two units.
      .replace(
        /(\d+)\s*(?:lbs?|#)\s*(\d+(?:\.\d+)?)\s*oz\b/g,
        (_, lb: string, oz: string) => `${Number(lb) + Number(oz) / 16} lb`,
      )
      // '1 1/9 BU', '1/2 bu': a produce crate of a fraction of a bushel, no count of bunches.
      .replace(/(?:\b\d+\s+)?\b\d+\s*\/\s*\d+\s*(?:bu|bushels?)\b/g, ' bushel ')
      // 'Half Gallon', 'half-pint': half of one.
      .replace(/\bhalf\s*-?\s*(gallons?|pints?|dozen)\b/g, '0.5 $1')
      // '1/2 Gallon', '1/2 GAL': a half gallon (no one sells milk or cream in 2-gallon jugs).
      .replace(/(?<![\d./]\s*)\b1\s*\/\s*2\s*(gal(?:lons?|s)?)\b/g, '0.5 $1')
      // Powdered sugar's 10X (glued): a grade of fineness, not ten of something.
      .replace(/\b(10|12)x(?=\s)/g, (m, n: string, _i: number, all: string) =>
        /\b(?:sugar|sucre|confectioners?|powdered|icing)\b/.test(all) ? `${n}xgrade` : m,
      )
      // 'Quart', 'Gallon', 'PT', 'dozen' without a number: one of it.
      .replace(/(?<![\d.]\s*)\b(quarts?|gallons?|galon(?:es)?|pints?|litres?|liters?|dozen|qt|pt|gal)\b/g, '1 $1')
      // '4 bags of 10 lb', '2 caisses de 6 x 1 L', '12 packs of 250': so many of a size, as '4 x 10 lb'.
      .replace(
        /\b(\d+)\s+(?:(?:bags?|boxes|cases?|packs?|pkgs?|chubs?|tubs?|jars?|bottles?|cans?|cartons?|sleeves?|pails?|jugs?|sacs?|boites?|caisses?|cajas?|bolsas?|paquetes?|sobres?|pieces?|pcs)\s+)?(?:of|de)\s+(?=\d)/g,
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
// A known unit, not the start of a longer word ('l' of 'loaf', 'g' of 'green').
// ('1kgx6': a unit may run into the x of a count.)
const UNIT = String.raw`fl\.?\s*oz\.?|#|(?:${UNIT_NAMES.join('|')})\.?(?!(?!x\d)[a-z])`;
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
      // '#10 can'; '#2' alone is a grade (potatoes), not a measure.
      if (/can/.test(m[0]) || Number(g.loneCan) >= 5)
        measures.push(piece({ count: 1, unit: 'can', can: g.loneCan, ...at }));
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

function piece(p: { count: number; unit: string; can?: string; start: number; end: number }): Measure {
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

/** Units that are a whole case ('CS' × 2 of '2/15#' is two cases of two 15 lb boxes). */
const CASE_UNITS = new Set([
  ...['cs', 'case', 'cases', 'caisse', 'caisses', 'cse', 'ctn', 'carton', 'cartons'],
  ...['caja', 'cajas', 'bulto', 'bultos'],
]);

/** The most a case holds in kg or L: more is cups sized in ounces by the thousand, not a case's weight. */
const CASE_AT_MOST = 50;

/** So many of one weight or volume, as one measure. */
function ofCount(count: number, one: Measure): Measure {
  return { ...one, count, total: count * one.total };
}

/**
 * The measure that stands for a whole pack among those of a text: a multiple ('4x2.5KG', '6/#10', '10 x 100')
 * first, else the last plain measure; a catch weight of one piece ('3 LB AVG') or a size range ('4-6 OZ') only
 * when there is nothing else.
 */
export function packMeasure(measures: readonly Measure[]): Measure | null {
  const perCase = measures.find((m) => m.perCase);
  if (perCase) {
    const amounts = measures.filter((m) => m !== perCase && m.per !== 'each' && m.count === 1 && !m.range && !m.avg);
    if (amounts.length === 1 && perCase.count * amounts[0]!.total <= CASE_AT_MOST)
      return ofCount(perCase.count, amounts[0]!);
  }
  const multiple = measures.find((m) => m.count > 1 && !m.range);
  if (multiple) return multiple;
  // A can whose content is stated ('111 oz. #10 Can') holds that content.
  const plain = measures.filter((m) => !m.range && !m.avg);
  const content = plain.filter((m) => m.per !== 'each');
  if (content.length === 1 && plain.length === 2 && plain.some((m) => m.can)) return content[0]!;
  // A case's or a bag's weight beside a count ('50# POTATO RUSSET 70CT', 'Cheese Slices 5 lb, 160 ct') is the
  // pack, the count a grade or the pieces it holds (a cup's '12 oz' is what it holds, not a weight: under a kilo).
  const weight = plain.find((m) => m.per === 'kg' && m.total >= 1);
  const counted = plain.find((m) => m.per === 'each' && !m.can);
  if (plain.length === 2 && weight && counted) return weight;
  return plain.at(-1) ?? measures.filter((m) => !m.range).at(-1) ?? null;
}

// 'case of 36', 'caisse de 36', '10 boîtes de 100', '35 pack', '3-pack', '100/box', '12 packs of 250', '2 ct' beside a weight.
// 'caisse de 15 douzaines', 'boîte de 10 lb': a measure after 'of', not a count of pieces.
const PACK_COUNT = new RegExp(
  String.raw`(?:\b(?<outer>\d+)\s+)?\b(?:case|caisse|caja|pack|paquete|box|boite|bte|carton|sleeve|sac|bag|bolsa)s?\s+(?:of|de)\s+(?<of>\d+)(?!\d|(?:\.\d+)?\s*(?:${UNIT}))|\b(?<n>\d+)\s*-?\s*(?:packs?|pks?|pkgs?)\b(?:\s+of\s+(?<each>\d+))?|\b(?<per>\d+)\s*\/\s*(?:box|bx|pack|pk|sleeve|bag)\b`,
);

/**
 * A pack written as a count of a weight or volume apart ('3 lb Box, 2 pack', '12 fl oz cans, 35 pack', 'blocs de
 * 454 g, caisse de 36', '1 Gallon, 2 ct'), or as packs of a count ('12 Packs of 250'), as one measure; null when the
 * text has no such count.
 */
function packOfCount(t: string, measures: readonly Measure[]): Measure | null {
  const m = PACK_COUNT.exec(t);
  const g = m?.groups ?? {};
  const inner = g.each ? Number(g.each) : 1;
  // '10 boîtes de 100': ten boxes of a hundred.
  let count = Number(g.of ?? g.n ?? g.per ?? 0) * (g.outer ? Number(g.outer) : 1);
  const amounts = measures.filter((x) => x.per !== 'each' && x.count === 1 && !x.range && !x.avg);
  // A few pieces counted beside one weight or volume ('1 Gallon, 2 ct'); a produce count ('115 CT 40 LB') is none.
  const few = measures.filter((x) => x.per === 'each' && x.count === 1 && !x.can && x.size <= 12);
  if (!count && amounts.length === 1 && few.length === 1 && measures.length === 2) count = few[0]?.size ?? 0;
  if (!(count > 0) || measures.some((x) => x.count > 1 && !x.range)) return null;
  const start = m?.index ?? 0;
  const at = { start, end: start + (m?.[0].length ?? 0) };
  const [amount] = amounts;
  if (amounts.length === 1 && amount && !g.each)
    return {
      ...amount,
      count,
      total: count * amount.total,
      start: Math.min(amount.start, at.start),
      end: Math.max(amount.end, at.end),
    };
  // '100 ct — 6 pk', 'Tea bags 20 ct, case of 12': packs of a count of pieces stated apart.
  const counted = measures.filter(
    (x) => x.per === 'each' && x.count === 1 && !x.can && x.size >= 2 && (x.end <= at.start || x.start >= at.end),
  );
  if (amounts.length === 0 && !g.each && counted.length === 1 && m)
    return piece({ count: count * counted[0]!.size, unit: 'ct', ...at });
  return piece({ count: count * inner, unit: 'ct', ...at });
}

/** The pack a text states among its measures: a count of packs of a weight or volume, else packMeasure's. */
export function packOf(text: string, measures: readonly Measure[]): Measure | null {
  return packOfCount(text, measures) ?? packMeasure(measures);
}

/** Reads a pack column ('4x2.5KG', '6/5 LB', 'CS 24x355ML', '10#', '3000'); null when it holds no measure. */
export const parsePack: (text: string) => Measure | null = memoByString((text) => {
  // '1M', '2.5M', '10M/CS': so many thousand pieces.
  const thousands = /^\s*(\d+(?:\.\d+)?)\s*M\s*(?:\/\s*(?:CS|cs|case|CASE))?\s*$/.exec(text);
  if (thousands && Number(thousands[1]) > 0)
    return piece({ count: Math.round(Number(thousands[1]) * 1000), unit: 'ct', start: 0, end: text.length });
  const t = spellPackColumn(measureText(text)).trim();
  if (!t) return null;
  const { measures } = readMeasures(t);
  const found = packOf(t, measures);
  if (found) return found;
  // A bare number in a pack column counts pieces ('3000'), and so do two ('10/10': ten boxes of ten).
  const bare = /^(\d+)$/.exec(t);
  if (bare && Number(bare[1]) > 0) return piece({ count: Number(bare[1]), unit: 'ct', start: 0, end: t.length });
  const two = /^(\d+)\s*[/x×]\s*(\d+)$/.exec(t);
  const [x, y] = [Number(two?.[1]), Number(two?.[2])];
  return two && x > 0 && y > 0
    ? { ...piece({ count: x, unit: 'ct', start: 0, end: t.length }), size: y, total: x * y }
    : null;
});

/** The pack a name states ('Diced Tomatoes 6/100oz', 'Citrons 115', 'Dinner Napkins 3000/cs'), if any. */
export const namePack: (name: string) => Measure | null = memoByString((name) => {
  const t = measureText(name);
  const { measures } = readMeasures(t);
  const found = packOf(t, measures);
  if (found) return found;
  // A whole number closing the name, with no unit, counts pieces ('Citrons 115', 'Laitue iceberg 24').
  const bare = /(?:^|[\s,])(\d+)\s*s?\s*(?:,?\s*(?:caisse|case|cs|carton|box))?\s*$/.exec(t);
  const n = bare ? Number(bare[1]) : 0;
  return n >= 2 ? piece({ count: n, unit: 'ct', start: bare?.index ?? 0, end: t.length }) : null;
});

export type Offer = { name: string; pack: string; unit: string; quantity: string | number; price: string | number };

/**
 * How much of kg, L or each one priced unit holds. The price is per `unit` and an order line holds `quantity`
 * units (spec: line total = price × quantity × ordered quantity); the pack column, else the name, says what a
 * line holds. A weight or volume unit (LB, KG, L) or a count (DZ, CT) answers directly; an each (EA) holds
 * what its pack holds ('Canola Oil 16 L', EA: one jug of 16 L); a case or bag (CS, BAG) too.
 */
export function unitAmount(offer: Omit<Offer, 'price'>): { per: Per; amount: number } | null {
  const quantity = Number(offer.quantity);
  if (!(quantity > 0)) return null;
  // A BU of a line sold by the bushel crate is that crate, which says no weight or count.
  if (unitKey(offer.unit) === 'bu' && /\bbushel\b/.test(measureText(`${offer.name} ${offer.pack}`))) return null;
  const info = unitInfo(offer.unit);
  const pieceUnit = PIECE_UNITS.has(unitKey(offer.unit));
  if (info && !pieceUnit) return { per: info.per, amount: info.factor };
  const read = packsOfNamedSize(offer.name, parsePack(offer.pack)) ?? namePack(offer.name);
  const fluidRead = read && fluid(offer.name, piecesOfWeight(offer.name, read));
  // So many cups or containers of a capacity ('400×3/8OZ' creamer cups) and so many single-serve packets of a weight
  // ('KETCHUP PKT', '1000/9 GM') are counted.
  const text = measureText(offer.name);
  // Cups of cheese, butter or jam ('Cream Cheese Portion Cups 100/1 oz') are portions of a weight, weighed.
  const weighedCups = read?.per === 'kg' && WEIGHED_PORTIONS.test(text);
  const counted =
    fluidRead &&
    fluidRead.count > 1 &&
    !fluidRead.range &&
    ((CAPACITY_UNITS.has(fluidRead.unit) && SIZED_BY_CAPACITY.test(text) && !weighedCups) ||
      (fluidRead.per !== 'each' && SINGLE_SERVE.test(text) && !WEIGHED_PACKETS.test(text)));
  const pack = counted
    ? piece({ count: fluidRead.count, unit: 'ct', start: 0, end: 0 })
    : weighedCups
      ? read
      : fluidRead;
  // A pint or quart of berries or cherry tomatoes is a basket, which says no weight.
  if (pack && DRY_MEASURES.has(pack.unit) && BASKET_PRODUCE.test(measureText(offer.name))) return null;
  // A cup's or a container's size is what it holds, not what the line holds ('Hot Cups 12 oz' says no count).
  if (pack && CAPACITY_UNITS.has(pack.unit) && SIZED_BY_CAPACITY.test(measureText(offer.name)) && !weighedCups)
    return null;
  if (pack && pack.total > 0) {
    // One amount ('5 lb', '4 L', '#10', '100 ct') beside several bags, tubs or boxes is what each of them holds;
    // a count equal to the quantity ('12 CT' of 12 EA) and a multiple ('24/12 OZ') are the whole line.
    const single = pack.count === 1 && !pack.range;
    const wholeLine = pack.per === 'each' && Math.abs(pack.total - quantity) < 1e-9;
    if (quantity > 1 && single && !wholeLine) return { per: pack.per, amount: pack.total };
    // Several cases, bags or boxes ('CS' × 2 of '4/10#'): the pack is what each of them holds, unless the count of
    // the pack is the quantity ('12/1 QT' of 12 BTL), one of its parts being the unit; a case is never such a part.
    const caseUnit = CASE_UNITS.has(unitKey(offer.unit));
    const ofParts = pack.count === quantity && !caseUnit;
    if (quantity > 1 && !pieceUnit && !info && pack.count > 1 && !pack.range && !ofParts && !wholeLine)
      return { per: pack.per, amount: pack.total };
    return { per: pack.per, amount: pack.total / quantity };
  }
  return pieceUnit ? { per: 'each', amount: 1 } : null;
}

const CAPACITY_UNITS = new Set(['oz', 'floz', 'ml', 'cl', 'l']);

/**
 * A pack column counting packs to the case ('4/CS') or cans ('6/#10') whose content the name states ('Olive Oil 3L
 * Tin', 'Whole Black Beans #10 Can 105 oz'), as so many of that content; the name may state the same count itself.
 */
function packsOfNamedSize(name: string, pack: Measure | null): Measure | null {
  if ((!pack?.perCase && !pack?.can) || SINGLE_SERVE.test(measureText(name))) return pack;
  const one = namePack(name);
  if (!one || one.per === 'each' || one.range || one.avg) return pack;
  if (one.count === pack.count && one.total <= CASE_AT_MOST) return one;
  return one.count === 1 && pack.count * one.total <= CASE_AT_MOST ? ofCount(pack.count, one) : pack;
}

/**
 * A count of pieces that the name gives one weight or volume of ('Strip Steaks, 12 oz, 16 ct', 'Butter Solids 1 lb,
 * 36 ct Case', 'Fraction Packs 2.5 oz, 42 ct') holds that many times the weight: compared per kg, not per piece. A
 * produce count beside the case's weight ('Lemons 115 CT 40 LB') is not one, nor cups sized in ounces by the
 * thousand: the piece must be small and the whole a case's weight.
 */
function piecesOfWeight(name: string, pack: Measure): Measure {
  const text = measureText(name);
  if (pack.per !== 'each' || pack.can || pack.total < 2 || SIZED_BY_CAPACITY.test(text) || BAKED.test(text))
    return pack;
  if (SINGLE_SERVE.test(text)) return pack;
  const all = readMeasures(measureText(name)).measures.filter((m) => m.per !== 'each');
  // One size written in two systems ('284 g (10 oz)') is one size.
  const weights = all.filter((m, i) => !all.slice(0, i).some((o) => o.per === m.per && sameAmount(o, m)));
  const [one] = weights;
  if (weights.length !== 1 || !one || one.count !== 1 || one.range || one.avg) return pack;
  if (one.total > 2.5 || pack.total * one.total > 30) return pack;
  return { ...one, count: pack.total, total: pack.total * one.total };
}

const sameAmount = (a: Measure, b: Measure) =>
  a.count === b.count && Math.abs(a.total - b.total) <= 0.02 * Math.max(a.total, b.total);

const OUNCE_TO_FLUID = 0.0295735295625 / 0.028349523125;

/** A pack of a liquid sold by the ounce, read in fluid ounces (see LIQUID); others as they are. */
export function fluidPack(name: string, pack: Measure | null): Measure | null {
  return pack && fluid(name, pack);
}

/** The measures of a liquid sold by the ounce, in fluid ounces (see LIQUID); others as they are. */
export function fluidMeasures(name: string, measures: readonly Measure[]): readonly Measure[] {
  return LIQUID.test(measureText(name)) ? measures.map((m) => fluid(name, m)) : measures;
}

function fluid(name: string, pack: Measure): Measure {
  if (pack.unit !== 'oz' || !LIQUID.test(measureText(name))) return pack;
  return asFluid(pack);
}

const asFluid = (m: Measure): Measure => ({ ...m, unit: 'floz', per: 'l', total: m.total * OUNCE_TO_FLUID });

/** The sizes of disposables sized by what they hold ('Hot Cups 12 oz'), in fluid ounces; others as they are. */
export function capacities(name: string, measures: readonly Measure[]): readonly Measure[] {
  if (!SIZED_BY_CAPACITY.test(measureText(name))) return measures;
  return measures.map((m) => ({ ...(m.unit === 'oz' ? asFluid(m) : m), capacity: true }));
}

/**
 * The price per kg, L or each of an offer, as a number for comparing and sorting (a ratio, never summed);
 * null when the pack does not say what it holds.
 */
export function unitPrice(offer: Offer): { value: number; per: Per } | null {
  const price = Number(offer.price);
  if (!(price >= 0) || !Number.isFinite(price)) return null;
  const amount = unitAmount(offer);
  return amount ? { value: price / amount.amount, per: amount.per } : null;
}
