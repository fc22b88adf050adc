/**
 * The repairs the arithmetic judge may make to a figure the reading damaged: the ways a numeric cell may be read
 * (look-alike letters as digits, a lost decimal point, a $ sign after the figure read as a character, ...), each with
 * its kind, and the evidence a column gives about how it prints its figures.
 */
import { type DecimalStyle, parseNumber, splitQuantityUnit } from './numbers.js';
import { withoutRuleMarks } from './rule-marks.js';
import type { Field, ParsedRow, ParsedTable } from './types.js';

export const cents = (v: number) => Math.round(v * 100);

/**
 * A figure put right, written with its tenth of a cent when it has one (a price to three decimals, '32.188'); then
 * with the document's decimal mark, as '32.188' would read as thousands where a comma marks decimals.
 */
export function moneyText(v: number, style: DecimalStyle): string {
  if (!(Math.round(v * 1000) % 10) && !fourDecimals(v)) return v.toFixed(2);
  const text = v.toFixed(fourDecimals(v) ? 4 : 3);
  return style === 'comma' ? text.replace('.', ',') : text;
}

/** A figure to exactly four decimals ('6.3579'), as unit prices of bulk goods print. */
const fourDecimals = (v: number) => {
  const n = Math.round(v * 10000);
  return Math.abs(v * 10000 - n) < 1e-6 && n % 10 !== 0;
};

/** A line amount agrees with quantity × price within a cent, or within the rounding of a price with more decimals. */
export function agrees(expected: number, printed: number): boolean {
  return Math.abs(expected - printed) <= Math.max(0.0101, Math.abs(printed) * 0.0015);
}

/**
 * What a repair put right, for the judge to weigh: a word strayed from the next column, look-alike letters read as
 * digits, a decimal point read as another mark, a $ sign after the figure read as a character, a lost decimal point,
 * a lost decimal point with a $ sign after the figure read as a digit, or marks beside a quantity read with it.
 */
export type RepairKind = 'stray-word' | 'look-alike' | 'separator' | 'sign-after' | 'point' | 'point-and-sign' | 'mark';

/** One way of reading a cell: its value, and the repair it took (`change` says it for the user), or none. */
export type Reading = { value: number; change: string | null; kind: RepairKind | null };

/** A reading that puts back a lost decimal point. */
export const restoresPoint = (r: Reading) => r.kind === 'point' || r.kind === 'point-and-sign';
/** A reading that takes a character after the figure for the $ sign printed there. */
export const readsSign = (r: Reading) => r.kind === 'sign-after' || r.kind === 'point-and-sign';
/**
 * A reading that only puts back punctuation: a lost decimal point, a decimal point read as another mark, a $ sign
 * after the figure read as a character, or marks beside a quantity.
 */
export const onlyPunctuation = (r: Reading) =>
  restoresPoint(r) || readsSign(r) || r.kind === 'separator' || r.kind === 'mark';
/** A reading that puts a lost decimal point before a tenth of a cent ('41521' read as 41.521). */
export const beforeTenthOfCent = (r: Reading) =>
  restoresPoint(r) && Math.abs(r.value * 100 - Math.round(r.value * 100)) > 1e-6;
/** A reading as printed, or one that only puts back punctuation. */
export const usable = (r: Reading) => r.change === null || onlyPunctuation(r);

const LOOK_ALIKE: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  '|': '1',
  i: '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
  g: '9',
};

/** The ways a numeric cell may be read: as printed, with look-alike letters as digits, with a lost decimal point. */
export function readings(text: string, style: DecimalStyle, kind: 'quantity' | 'money'): Reading[] {
  const t = withoutRuleMarks(text.trim());
  if (!t) return [];
  const out: Reading[] = [];
  const read = (s: string) => (kind === 'quantity' ? splitQuantityUnit(s, style).quantity : parseNumber(s, style));
  const base = read(t);
  if (base !== null) out.push({ value: base, change: null, kind: null });
  else {
    // One figure beside a word that strayed from the next column ("AVG 5,86 $"): the figure is the value.
    const tokens = t.split(/\s+/);
    const figures = tokens.filter((w) => read(w) !== null);
    const stray = tokens.filter((w) => w !== figures[0]);
    if (figures.length === 1 && stray.every((w) => /^(?:\p{L}{1,4}\.?|[$€£])$/u.test(w))) {
      const v = read(figures[0]);
      if (v !== null)
        out.push({
          value: v,
          change: `"${t}" read as ${figures[0]} ("${stray.join(' ')}" belongs to another column)`,
          kind: 'stray-word',
        });
    }
  }
  // A quantity cell that took in the words of the column before it ('6x1.8 L 11': a pack and the count, their two
  // headings read as one): the count may be a later figure of the cell, standing alone.
  if (kind === 'quantity' && base !== null) {
    const tokens = t.split(/\s+/);
    for (const w of tokens.slice(1)) {
      if (!/^\d{1,4}(?:[.,]\d{1,3})?$/.test(w)) continue;
      const v = read(w);
      if (v === null || v === base || out.some((r) => r.value === v)) continue;
      const change = `"${t}" read as ${w} (the words before it belong to another column)`;
      out.push({ value: v, change, kind: 'stray-word' });
    }
  }
  const core = t.replace(/^[$€£]\s*/, '');
  if (
    /^[\dOoDQlI|i!SsBZzGg.,$]+$/.test(core) &&
    /[OoDQlI|i!SsBZzGg]/.test(core) &&
    (/\d/.test(core) || core.length === 1)
  ) {
    const swapped = core.replace(/[OoDQlI|i!SsBZzGg]/g, (c) => LOOK_ALIKE[c] ?? c);
    const v = read(swapped);
    if (v !== null) out.push({ value: v, change: `${t} read as ${swapped}`, kind: 'look-alike' });
  }
  if (kind === 'money') {
    // A decimal point read as a colon or a comma-dot pair ('12:50', '12.,50'), or lost to a space ('89 47', and
    // after thousands marks '2,161 26').
    const thousands = style === 'comma' ? '.' : ',';
    const colon = /^(\d{1,3}(?:[.,]\d{3})+|\d{1,6})(?:\s*(?::|\.,|,\.|;)\s*|\s)(\d{2})$/.exec(core);
    const units = colon?.[1].replace(/\d/g, '').split('') ?? [];
    if (colon && units.every((c) => c === thousands)) {
      const whole = colon[1].replace(/[.,]/g, '');
      const change = `${t} read as ${whole}.${colon[2]}`;
      out.push({ value: Number(`${whole}.${colon[2]}`), change, kind: 'separator' });
    }
    // A currency sign printed after the figure and read as a character ('12.50$' as '12.508', '12.50S', '12.50%').
    const sign = /^(\d{1,6}[.,]\d{2})(?:[8S5s%$§]|\s[%§])$/.exec(core);
    if (sign) {
      const v = read(sign[1]!);
      if (v !== null) out.push({ value: v, change: `${t} read as ${sign[1]} (a $ sign after it)`, kind: 'sign-after' });
    }
  }
  // A price per unit keeps its unit ('3664/CS', '2961CS' with the slash lost): the figure is before it.
  const perUnit =
    kind === 'money'
      ? /^(\d{3,7})\s*(?:\/?\s*(?:cs|bg|bx|ea|lb|kg|ct|pk|dz|bn|gal|l)\.?|[%$§]{1,2}|S)$/i.exec(core)
      : null;
  const digits = perUnit ? perUnit[1]! : core.replace(/[$€£\s]/g, '');
  const whole = perUnit ? Number(perUnit[1]) : base;
  if (whole !== null && /^\d{3,7}$/.test(digits) && kind === 'money') {
    const v = whole / 100;
    out.push({ value: v, change: `${t} read as ${v.toFixed(2)} (decimal point restored)`, kind: 'point' });
    // Prices to a tenth of a cent ('41.521') lose their point too.
    if (digits.length >= 4) {
      const w = whole / 1000;
      out.push({ value: w, change: `${t} read as ${w.toFixed(3)} (decimal point restored)`, kind: 'point' });
    }
    // The point lost and a $ after the figure read as 8 or 5 ('22,38$' as '22388').
    if (digits.length >= 4 && /[85]$/.test(digits)) {
      const w = Number(digits.slice(0, -1)) / 100;
      const change = `${t} read as ${w.toFixed(2)} (decimal point restored, a $ sign after it)`;
      out.push({ value: w, change, kind: 'point-and-sign' });
    }
  }
  // A price per unit whose unit a scan misread after the figure, its slash or first letter read as a digit or
  // a letter ('$12.86/LB' as '$12861B', '$10.27/LB' as '$1027AB', 'S$12.70LB'): the figure is before the unit.
  const misreadUnit =
    kind === 'money' && base === null ? /^(?:S?\$)?(\d{1,6}(?:[.,]\d{1,3})?)([A-Z]{1,2})$/.exec(core) : null;
  if (misreadUnit) {
    const [, head, unit] = misreadUnit;
    const cuts = /[1lI]$/.test(head) && unit.length === 1 ? [head, head.slice(0, -1)] : [head];
    for (const cut of cuts) {
      const withPoint = /^\d{1,6}[.,]\d{2}$/.exec(cut);
      if (withPoint) {
        const v = parseNumber(cut, style);
        if (v !== null && !out.some((r) => r.value === v))
          out.push({ value: v, change: `${t} read as ${cut} (a unit after it)`, kind: 'stray-word' });
      } else if (/^\d{3,6}$/.test(cut)) {
        const v = Number(cut) / 100;
        if (!out.some((r) => r.value === v))
          out.push({
            value: v,
            change: `${t} read as ${v.toFixed(2)} (decimal point restored, a unit after it)`,
            kind: 'point',
          });
      }
    }
  }
  // A weight to the gram whose decimal mark a scan read as the other one ('2,703' on a page that mostly reads points,
  // or '12.666' on one that reads commas): the mark is the decimal one.
  const grams = kind === 'quantity' ? /^(\d{1,3})[.,](\d{3})$/.exec(core) : null;
  if (grams && base !== Number(`${grams[1]}.${grams[2]}`)) {
    const v = Number(`${grams[1]}.${grams[2]}`);
    out.push({
      value: v,
      change: `${t} read as ${String(v)} (a decimal mark read as a thousands mark)`,
      kind: 'separator',
    });
  }
  // Marks read beside a quantity ('2%.', '3°:'): the quantity is the figure.
  const marked = kind === 'quantity' && base === null ? /^(\d{1,4})\s*[%°:;.,'"`*|\]]{1,2}$/.exec(core) : null;
  if (marked) {
    const v = Number(marked[1]);
    out.push({ value: v, change: `${t} read as ${marked[1]} (a mark beside it)`, kind: 'mark' });
  }
  // A quantity's figure is its leading digits, a unit or a stray mark after it ('510 LB', '510]'). Weights in
  // kilograms print grams, three decimals ('4278' for 4,278 kg).
  const figure = /^\d{3,5}(?![\d.,])/.exec(core)?.[0];
  if (base !== null && figure !== undefined && base === Number(figure) && kind === 'quantity') {
    for (const d of figure.length >= 4 ? [10, 100, 1000] : [10, 100]) {
      const v = base / d;
      out.push({ value: v, change: `${t} read as ${String(v)} (decimal point restored)`, kind: 'point' });
    }
  }
  return out;
}

/** The figures of a column's cells (the cells holding a digit), trimmed. */
export function columnFigures(table: ParsedTable, field: Field): string[] {
  const headers = table.headers.filter((_, i) => table.fields[i] === field);
  return table.rows.flatMap((r) => headers.map((h) => (r.values[h] ?? '').trim())).filter((v) => /\d/.test(v));
}

/**
 * Whether a money column prints cents: then a figure without them lost its decimal point. Invoices print money one
 * way down a column, so a few lines with cents are evidence enough when the others lost their points in reading.
 */
export function printsCents(table: ParsedTable, field: Field): boolean {
  const values = columnFigures(table, field);
  const cents = values.filter((v) => /\d[.,]\d{2,3}(?!\d)/.test(v)).length;
  return values.length >= 2 && cents >= 1;
}

/** Whether a money column prints a $ sign after its figures (read as such, or as a character after the cents). */
export function printsSignAfter(table: ParsedTable, field: Field): boolean {
  return columnFigures(table, field).filter((v) => /\d\s*\$[%8S]?$|\d[.,]\d{2}[%S]$/.test(v)).length >= 2;
}

/**
 * Whether a money column's figures end in a $ sign read as an 8 or a % with the decimal comma lost too ('22,48 $' as
 * '22488'): far more of them end so than chance gives. Some figures there lost their point and not their sign, so
 * this only says which reading to try first.
 */
export function endsInSigns(table: ParsedTable, field: Field): boolean {
  const long = columnFigures(table, field).filter((v) => /^\d{4,8}[%$S]?$|^\d{1,6}[.,]\d{3}$/.test(v));
  return long.length >= 4 && long.filter((v) => /[8%$S]$/.test(v)).length >= 0.75 * long.length;
}

/** Whether most figures of a money column print four decimals (unit prices of bulk goods, '6.3579'). */
export function printsFourDecimals(table: ParsedTable, field: Field): boolean {
  const values = columnFigures(table, field);
  return values.length >= 2 && values.filter((v) => /\d[.,]\d{4}(?!\d)/.test(v)).length >= 0.5 * values.length;
}

/** A price to four decimals whose point a scan lost ('45847', '63579/GAL' for 6.3579), or null. */
export function fourDecimalReading(text: string, style: DecimalStyle): Reading | null {
  const t = withoutRuleMarks(text.trim());
  const m = /^[$€£]?\s*(\d{5,8})\s*(?:\/\s*\p{L}{1,4}\.?)?$/u.exec(t);
  if (!m) return null;
  const value = Number(m[1]) / 10000;
  return { value, change: `${t} read as ${moneyText(value, style)} (decimal point restored)`, kind: 'point' };
}

/** Whether most figures of a money column print exactly two decimals (cents, never tenths of a cent). */
export function printsTwoDecimals(table: ParsedTable, field: Field): boolean {
  const values = columnFigures(table, field);
  const two = values.filter((v) => /\d[.,]\d{2}(?!\d)/.test(v)).length;
  const three = values.filter((v) => /\d[.,]\d{3}(?!\d)/.test(v)).length;
  return two >= 2 && two >= 3 * three;
}

/**
 * A figure ending in 8 or 5 where its column shows that a $ sign printed after the cents was read as that digit: a
 * third decimal in a column of two ('83,458'), or a figure without its point in a table that prints its $ signs.
 */
export function signReadAsDigit(text: string, twoDecimals: boolean, signAfter: boolean): boolean {
  const t = withoutRuleMarks(text.trim());
  return (twoDecimals && /^[$€£]?\s*\d{1,6}[.,]\d{2}[85]$/.test(t)) || (signAfter && /^\d{4,8}[85]$/.test(t));
}

/**
 * In a column that prints cents, a whole number of three digits or more is read only with its decimal point, and
 * a third decimal 8 or 5 only as the $ sign printed after the figure ('83,45 $' read as '83,458').
 */
export function centsOnly(
  rs: Reading[],
  text: string,
  cents: boolean,
  twoDecimals = false,
  signAfter = false,
  signFirst = false,
): Reading[] {
  const t = withoutRuleMarks(text.trim());
  if (signReadAsDigit(t, twoDecimals, signAfter)) {
    const sign = rs.filter(readsSign);
    if (sign.length) return sign;
  }
  const restored = rs.filter(restoresPoint);
  const out = cents && /^[$€£]?\s*\d{3,7}\s*[$€£]?$/.test(t) && restored.length ? restored : rs;
  // A column whose figures end in signs (endsInSigns): the sign read as a digit first, where the arithmetic cannot
  // tell (one unit: price and amount alike either way).
  return signFirst ? [...out.filter(readsSign), ...out.filter((r) => !readsSign(r))] : out;
}

/**
 * A count and the price beside it read as one figure on a scan ('4/5089', '413694', '3958.12]'): the rule or gap
 * between their columns read as a mark or a digit, the price's decimal point perhaps lost. The one way of cutting the
 * figure into a whole count and a price of two decimals whose product is the amount, exactly to the cent, or null.
 */
export function countGluedToPrice(text: string, amount: number): { count: number; price: number } | null {
  const t = withoutRuleMarks(text.trim().replace(/^\$/, '')).replace(/[\]|]+$/, '');
  if (!/^\d[\d/|\\[\]!:lI.,$]{3,12}$/.test(t) || !(amount > 0)) return null;
  const found = new Map<string, { count: number; price: number }>();
  for (let i = 1; i <= 4 && i < t.length; i++) {
    const head = t.slice(0, i);
    if (!/^\d+$/.test(head)) break;
    for (const skip of [0, 1]) {
      const rest = t.slice(i + skip).replace(/^\$/, '');
      // The rule between them read as a mark or a 1, or not read at all.
      if (skip && !/^[/|\\[\]!:lI1]$/.test(t[i])) continue;
      const m = /^(\d{1,6})(?:[.,](\d{2}))?$/.exec(rest.replace(/^(\d{1,6})(\d{2})$/, '$1.$2'));
      if (!m || m[2] === undefined) continue;
      const count = Number(head);
      const price = Number(`${m[1]}.${m[2]}`);
      if (count < 1 || price <= 0) continue;
      if (Math.round(count * price * 100) === Math.round(amount * 100))
        found.set(`${count}|${price}`, { count, price });
    }
  }
  return found.size === 1 ? [...found.values()][0] : null;
}

/** Amount ÷ unit price when it is a whole number of units that multiplies back to the amount, else null. */
export function wholeQuantity(price: number, amount: number): number | null {
  if (!(price > 0)) return null;
  const ratio = amount / price;
  const n = Math.round(ratio);
  // Only a whole number of units is evidence; any ratio rounded to a weight would agree with itself.
  return Math.abs(ratio - n) <= 0.0005 && n > 0 && n < 10_000 && agrees(n * price, amount) ? n : null;
}

/**
 * A digit of the quantity lost in reading ('3' for 33), one digit misread ('1' for 6), or a mark beside it read as
 * one more digit ('72' for 2): amount ÷ unit price is a whole number that holds the digits read, differs from them in
 * one digit only, or is them less one digit at either end. Gives that number and the price and amount readings (as
 * printed, or with their punctuation put back) that give it.
 */
export function quantityDigitRepair(
  printed: string,
  prices: Reading[],
  amounts: Reading[],
): { n: number; price: Reading; amount: Reading } | null {
  if (!/^\d{1,3}$/.test(printed)) return null;
  const oneDigitOff = (n: string) =>
    n.length === printed.length && [...n].filter((d, i) => d !== printed[i]).length === 1;
  for (const price of prices.filter(usable))
    for (const amount of amounts.filter(usable)) {
      const n = wholeQuantity(price.value, amount.value);
      if (n === null || String(n) === printed) continue;
      const stray =
        printed.length === String(n).length + 1 && (printed.startsWith(String(n)) || printed.endsWith(String(n)));
      if (!String(n).includes(printed) && !oneDigitOff(String(n)) && !stray) continue;
      return { n, price, amount };
    }
  return null;
}

/**
 * A weight with one digit misread, its decimal point perhaps lost too ('3844' for 35.44): amount ÷ unit price, to the
 * decimals the weight prints, multiplies back to the amount to the cent and differs in that digit only.
 */
export function weightDigitRepair(printed: string, price: number, amount: number): number | null {
  const weightDigits = /^(\d{1,5})(?:[.,](\d{1,3}))?$/.exec(printed);
  if (!weightDigits || !/^\d{3,5}$|[.,]/.test(printed) || !(price > 0)) return null;
  const decimals = weightDigits[2]?.length ?? 2;
  const w = Math.round((amount / price) * 10 ** decimals) / 10 ** decimals;
  const digits = w.toFixed(decimals).replace('.', '');
  const read = printed.replace(/[.,]/, '');
  if (!(w > 0) || cents(w * price) !== cents(amount) || digits.length !== read.length) return null;
  return [...digits].filter((d, i) => d !== read[i]).length === 1 ? w : null;
}

/** Whether a table's quantity column holds weights: its heading names one, or its figures print decimals. */
export function weighs(table: ParsedTable): boolean {
  const headers = table.headers.filter((_, i) => table.fields[i] === 'quantity');
  if (headers.some((h) => /weight|\bwt\b|poids|\b(?:kg|lbs?)\b/i.test(h))) return true;
  return columnFigures(table, 'quantity').filter((v) => /^\d{1,4}[.,]\d{1,3}$/.test(v)).length >= 2;
}

/**
 * A weight the reading lost, from amount ÷ unit price to two decimals: at a price of 1 or more a line amount printed
 * to the cent leaves one weight to the hundredth that multiplies back to it, so the weight is known.
 */
export function lostWeight(price: number, amount: number): number | null {
  if (!(price >= 1) || !(amount > 0)) return null;
  const w = Math.round((amount / price) * 100) / 100;
  return w > 0 && cents(w * price) === cents(amount) ? w : null;
}

/**
 * A catch weight read into another column's cell, beside its unit ('LB 1293': the unit and weight columns read as
 * one), its decimal point perhaps lost, on a line whose price a scan damaged too: the one figure of those cells and
 * the one reading of the price whose product is the amount, exactly to the cent.
 */
export function weightInCells(
  cells: { header: string; text: string }[],
  prices: Reading[],
  amounts: Reading[],
  style: DecimalStyle,
): { header: string; token: string; weight: Reading; price: Reading; amount: Reading } | null {
  const found = new Map<string, { header: string; token: string; weight: Reading; price: Reading; amount: Reading }>();
  for (const cell of cells)
    for (const token of cell.text.split(/\s+/)) {
      if (!/^\d{3,5}$|^\d{1,4}[.,]\d{1,3}$/.test(token)) continue;
      const weights = readings(token, style, 'quantity').filter((r) => r.change === null || restoresPoint(r));
      for (const weight of weights)
        for (const price of prices.filter((r) => usable(r) || r.kind === 'stray-word'))
          for (const amount of amounts.filter(usable))
            if (weight.value > 0 && amount.value > 0 && cents(weight.value * price.value) === cents(amount.value))
              found.set(`${weight.value}|${price.value}`, { header: cell.header, token, weight, price, amount });
    }
  return found.size === 1 ? [...found.values()][0] : null;
}

/**
 * A second quantity column (delivered beside ordered, shipped beside pieces) that prints the same figure as the
 * quantity column on the lines where both were read: on a line whose quantity the reading lost, it gives the
 * quantity, unless the line's price and amount, read as printed, say otherwise. The repair note of each line filled.
 */
export function quantitiesFromTwin(table: ParsedTable, style: DecimalStyle): Map<ParsedRow, string> {
  const filled = new Map<ParsedRow, string>();
  const at = (f: Field) => table.headers.find((_, i) => table.fields[i] === f);
  const [qh, ph, ah] = [at('quantity'), at('unit_price'), at('amount')];
  if (!qh) return filled;
  const count = (text: string | undefined) => {
    const t = (text ?? '').trim();
    return /^\d{1,4}$/.test(t) ? Number(t) : null;
  };
  const twin = table.headers.find((h, i) => {
    if (table.fields[i] !== 'none') return false;
    const both = table.rows.filter((r) => count(r.values[h]) !== null && count(r.values[qh]) !== null);
    const same = both.filter((r) => count(r.values[h]) === count(r.values[qh])).length;
    return same >= 3 && same >= 0.8 * both.length;
  });
  if (!twin) return filled;
  for (const row of table.rows) {
    const n = count(row.values[twin]);
    if (n === null || n === 0 || readings(row.values[qh] ?? '', style, 'quantity').some((r) => r.change === null))
      continue;
    const price = ph ? parseNumber(row.values[ph] ?? '', style) : null;
    const amount = ah ? parseNumber(row.values[ah] ?? '', style) : null;
    if (amount === null || (price !== null && !agrees(n * price, amount))) continue;
    const was = (row.values[qh] ?? '').trim();
    row.values[qh] = String(n);
    filled.set(
      row,
      `${was ? `quantity "${was}"` : 'the missing quantity'} read as ${n} (from "${twin}", which prints the quantity on the other lines)`,
    );
  }
  return filled;
}
