/** Token-level helpers for table reading: numeric tokens, currency signs joined to their amounts. */
import { type DecimalStyle, isPercentage, parseNumber } from '../numbers.js';
import type { Line, Word } from '../types.js';

const CURRENCY_TOKEN = /^(?:[$€£¥₹₽₩฿₺₪]|US\$|CA\$|C\$|EUR|USD|CAD|GBP|CHF|PLN|INR|zł|Rs\.?|kr)$/i;

export function isCurrencyToken(text: string): boolean {
  return CURRENCY_TOKEN.test(text);
}

export function isNumberToken(text: string, style: DecimalStyle): boolean {
  return parseNumber(text, style) !== null || isPercentage(text);
}

const UNIT_WORDS =
  /^(?:kg|g|gr|lb|lbs|oz|l|lt|ltr|ml|cl|dl|ea|each|pc|pcs|pce|piece|pieces|st|stk|stck|stuk|stuks|unit|units|unit\(s\)|cs|case|cases|ctn|box|bx|bag|bg|btl|bt|bottle|can|cn|pk|pack|dz|doz|dozen|m|m2|m²|m3|h|hr|hrs|hour|hours|day|days|set|roll|tray|tub|jar|pail|gal|qt|pt|fl oz|lfm|paar|pair|stück|liter|litre|l\(s\)|liter\(s\)|szt|kpl|op)\.?$/i;

export function isUnitWord(text: string): boolean {
  return UNIT_WORDS.test(text.trim());
}

const DAY_MONTH = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/;

/**
 * A date printed in a cell: day and month in either order ('06/19', '19.06.24', '6-19-2024') or ISO ('2024-06-19').
 * A delivery-date column holds such values; they are not item codes.
 */
export function isDateToken(text: string): boolean {
  const t = text.trim();
  if (/^\d{4}-(0?[1-9]|1[0-2])-(0?[1-9]|[12]\d|3[01])$/.test(t)) return true;
  const m = DAY_MONTH.exec(t);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const day = (d: number) => d >= 1 && d <= 31;
  return (a >= 1 && a <= 12 && day(b)) || (b >= 1 && b <= 12 && day(a));
}

/** Letters in a token (any script). */
export function letterCount(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}

/** "21." and "77" (or "21" and ".77"): one amount the OCR cut at its decimal point. */
function splitDecimal(left: string, right: string, gap: number, size: number): boolean {
  if (gap > 0.5 * size) return false;
  return (
    (/^\$?\d{1,6}[.,]$/.test(left) && /^\d{2,3}$/.test(right)) ||
    (/^\$?\d{1,6}$/.test(left) && /^[.,]\d{2,3}$/.test(right))
  );
}

/**
 * "£27" and "19": a price the OCR read with its decimal point lost to a gap no wider than three digits, the sign before
 * it and two digits after. Columns stand farther apart than that, and no money column prints a bare two-digit figure
 * beside a signed one.
 */
function lostPoint(left: Word, right: Word): boolean {
  if (!/^[$€£]\d{1,6}$/.test(left.text) || !/^\d{2}$/.test(right.text)) return false;
  const digit = (right.x1 - right.x0) / 2;
  return right.x0 - left.x1 <= 3 * digit;
}

/** Joins "€ 399,00", "81,90 €", "21 %" and "$ 42.00" into single tokens so they land in one column. */
/** A UPC or EAN printed in groups ("0 22110 23114 3", "4 006381 333931"): the words of one code. */
const BARCODE_GROUPS = [/^\d \d{5} \d{5} \d$/, /^\d \d{6} \d{6}$/];

function joinBarcodes(words: Word[], size: number): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    let joined = false;
    for (const n of [4, 3]) {
      const group = words.slice(i, i + n);
      if (group.length < n || group.some((w, k) => k > 0 && w.x0 - group[k - 1].x1 > 1.2 * size)) continue;
      const text = group.map((w) => w.text).join(' ');
      if (!BARCODE_GROUPS.some((re) => re.test(text))) continue;
      out.push({ ...group[0], text: text.replace(/ /g, ''), x1: group[n - 1].x1 });
      i += n - 1;
      joined = true;
      break;
    }
    if (!joined) out.push(words[i]);
  }
  return out;
}

/**
 * "3.455/137.58", "12.997|330.64": two figures of neighbouring columns read as one word, the column rule between them
 * read as a stroke or a bracket. Each figure prints its decimals; no figure holds such a stroke.
 */
const RULE_GLUED = /^([$€£]?\d{1,7}[.,]\d{2,3}[$€£]?)[/|\\[\](){}!]{1,2}([$€£]?\d{1,7}[.,]\d{2,3}[$€£]?)$/;

/**
 * "3|129.15", "2:57.74": on a scan, a count and the price beside it read as one word, the gap between their columns
 * read as a stroke, a bracket or a colon. A count prints no decimals and a price its cents.
 */
const COUNT_GLUED = /^(\d{1,4})[|\\[\]!:]{1,2}([$€£]?\d{1,7}[.,]\d{2,3}[$€£]?)$/;

export function splitRuleGlued(words: Word[], ocr = false): Word[] {
  return words.flatMap((w) => {
    const m = RULE_GLUED.exec(w.text) ?? (ocr ? COUNT_GLUED.exec(w.text) : null);
    if (!m) return [w];
    const per = (w.x1 - w.x0) / w.text.length;
    const cut = w.x0 + per * m[1].length;
    return [
      { ...w, text: m[1], x1: cut },
      { ...w, text: m[2], x0: cut + per * (w.text.length - m[1].length - m[2].length) },
    ];
  });
}

/**
 * A quantity with its unit in one word, in any case ('15ea', '33BAG', '4.95lb'). A single letter after a figure is a
 * pack or a size more often than a unit ('6M' cigarettes, '5L'): it is left as it is.
 */
const COUNT_AND_UNIT = /^(\d{1,5}(?:[.,]\d{1,3})?)(\p{L}{2,5}\.?)$/u;

/**
 * A scan's look-alikes in a figure glued to its unit: the 1 of '14ea' read as l ('l4ea'), the l of '4.79lb' read as 1
 * ('4791b', its point lost too). No unit is a lone 'b', and no figure starts with an l.
 */
function unitLookAlikes(text: string): string {
  const leading = /^[lI|](\d{1,4}(?:[.,]\d{1,3})?)(\p{L}{2,5}\.?)$/u.exec(text);
  if (leading && isUnitWord(leading[2])) return `1${leading[1]}${leading[2]}`;
  const pound = /^(\d{1,5}(?:[.,]\d{1,3})?)1b(s?)$/.exec(text);
  return pound ? `${pound[1]}lb${pound[2]}` : text;
}

/**
 * '15ea', '33bag': a quantity printed with its unit in one cell and read as one word (the space between them lost, or
 * never printed). Where the word stands apart from the words before it, as a column does, it is the figure and its
 * unit: two words, so that the figure takes its place in its column. A size inside a description ('Ice Block 10LB')
 * stands a space from its words and is left as it is.
 */
export function splitGluedUnits(words: Word[], size: number, ocr = false): Word[] {
  return words.flatMap((w, i) => {
    const m = COUNT_AND_UNIT.exec(ocr ? unitLookAlikes(w.text) : w.text);
    if (!m || !isUnitWord(m[2])) return [w];
    const before = words[i - 1];
    const after = words[i + 1];
    const apart = before ? w.x0 - before.x1 >= 1.5 * size : !after || after.x0 - w.x1 >= 1.5 * size;
    if (!apart) return [w];
    const cut = w.x0 + ((w.x1 - w.x0) / w.text.length) * m[1].length;
    return [
      { ...w, text: m[1], x1: cut },
      { ...w, text: m[2], x0: cut },
    ];
  });
}

/** Joins the parts of figures a line's words cut apart; `ocr` also reads decimal points a scan lost (lostPoint). */
export function joinNumberParts(source: Line, style: DecimalStyle, ocr = false): Line {
  const read = joinBarcodes(splitRuleGlued(source.words, ocr), source.size);
  const line = { ...source, words: splitGluedUnits(read, source.size, ocr) };
  const out: Word[] = [];
  const gapLimit = line.size * 0.9;
  for (const w of line.words) {
    const prev = out[out.length - 1];
    if (ocr && prev && lostPoint(prev, w)) {
      const mark = style === 'comma' ? ',' : '.';
      out[out.length - 1] = { ...prev, text: `${prev.text}${mark}${w.text}`, x1: Math.max(prev.x1, w.x1) };
      continue;
    }
    if (prev && splitDecimal(prev.text, w.text, w.x0 - prev.x1, line.size)) {
      out[out.length - 1] = { ...prev, text: `${prev.text}${w.text}`, x1: Math.max(prev.x1, w.x1) };
      continue;
    }
    if (prev && w.x0 - prev.x1 <= gapLimit) {
      const joined = `${prev.text} ${w.text}`;
      const glue =
        (isCurrencyToken(prev.text) && parseNumber(w.text, style) !== null) ||
        (isCurrencyToken(w.text) && parseNumber(prev.text, style) !== null) ||
        (w.text === '%' && parseNumber(prev.text, style) !== null) ||
        (w.text === '-' && parseNumber(prev.text, style) !== null && !prev.text.endsWith('-'));
      if (glue) {
        out[out.length - 1] = { ...prev, text: w.text === '-' ? `${prev.text}-` : joined, x1: Math.max(prev.x1, w.x1) };
        continue;
      }
    }
    if (prev && thousandsGroup(prev.text, w.text, w.x0 - prev.x1, line.size, style)) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${w.text}`, x1: w.x1 };
      continue;
    }
    out.push(w);
  }
  // The currency sign joined above may show only now that the figure before is its thousands ("1" "453,36 $").
  const words = out.reduce<Word[]>((acc, w) => {
    const prev = acc[acc.length - 1];
    if (prev && thousandsGroup(prev.text, w.text, w.x0 - prev.x1, line.size, style))
      acc[acc.length - 1] = { ...prev, text: `${prev.text} ${w.text}`, x1: w.x1 };
    else acc.push(w);
    return acc;
  }, []);
  return { ...line, words, text: words.map((w) => w.text).join(' ') };
}

export function numericTokens(line: Line, style: DecimalStyle): Word[] {
  return line.words.filter((w) => isNumberToken(w.text, style));
}

/**
 * "1" and "092,30": the thousands of an amount printed with a space between digit groups (1 092,30 $), one space
 * apart. Columns stand farther apart than a space, so a figure of a column before is not taken in.
 */
function thousandsGroup(prev: string, next: string, gap: number, size: number, style: DecimalStyle): boolean {
  // Set with its currency sign ("1 453,36 $") the amount is typeset a little looser, its space a little wider.
  const signed = /^\d{3}[.,]\d{2}\s?[$€£]$/.test(next);
  if (gap > (signed ? 0.65 : 0.55) * size || !/^[$€£]?\d{1,3}$/.test(prev)) return false;
  const m = /^\d{3}([.,])\d{2}(?:\s?[$€£])?$/.exec(next);
  return !!m && (style === 'auto' || (m[1] === ',') === (style === 'comma'));
}
