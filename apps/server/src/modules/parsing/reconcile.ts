/**
 * Arithmetic as the parser's judge. An invoice says most things twice: quantity × unit price = amount on every line
 * (less a printed discount), and the lines add up to the printed subtotal. This module uses that redundancy to
 *  - give every row a status: reconciled, repaired (a damaged digit or a lost decimal point put right, written down
 *    in `repairs` and applied to the values), unchecked (with the reason), or not an item (a subtotal, tax, charge or
 *    payment line that was read inside the table);
 *  - fill a quantity the reading lost when amount ÷ unit price gives it;
 *  - tell the document's lines sum against the printed subtotal or total.
 * Money is compared in whole cents; nothing here trusts one figure alone.
 */
import { findSubtotal } from './header-fields.js';
import { type DecimalStyle, isPercentage, parseNumber, splitQuantityUnit } from './numbers.js';
import { summaryKind } from './table/keywords.js';
import { normalizeText } from './text.js';
import type { Field, Line, LineCheck, LineStatus, ParsedRow, ParsedTable, Reconciliation } from './types.js';

const cents = (v: number) => Math.round(v * 100);

/** A line amount agrees with quantity × price within a cent, or within the rounding of a price with more decimals. */
export function agrees(expected: number, printed: number): boolean {
  return Math.abs(expected - printed) <= Math.max(0.0101, Math.abs(printed) * 0.0015);
}

type Reading = { value: number; change: string | null };

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
  const t = text.trim();
  if (!t) return [];
  const out: Reading[] = [];
  const read = (s: string) => (kind === 'quantity' ? splitQuantityUnit(s, style).quantity : parseNumber(s, style));
  const base = read(t);
  if (base !== null) out.push({ value: base, change: null });
  else {
    // One figure beside a word that strayed from the next column ("AVG 5,86 $"): the figure is the value.
    const tokens = t.split(/\s+/);
    const figures = tokens.filter((w) => read(w) !== null);
    const stray = tokens.filter((w) => w !== figures[0]);
    if (figures.length === 1 && stray.every((w) => /^(?:\p{L}{1,4}\.?|[$€£])$/u.test(w))) {
      const v = read(figures[0]);
      if (v !== null)
        out.push({ value: v, change: `"${t}" read as ${figures[0]} ("${stray.join(' ')}" belongs to another column)` });
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
    if (v !== null) out.push({ value: v, change: `${t} read as ${swapped}` });
  }
  if (kind === 'money') {
    // A decimal point read as a colon or a comma-dot pair ('12:50', '12.,50').
    const colon = /^(\d{1,6})\s*(?::|\.,|,\.|;)\s*(\d{2})$/.exec(core);
    if (colon) out.push({ value: Number(`${colon[1]}.${colon[2]}`), change: `${t} read as ${colon[1]}.${colon[2]}` });
    // A currency sign printed after the figure and read as a character ('12.50$' as '12.508', '12.50S', '12.50%').
    const sign = /^(\d{1,6}[.,]\d{2})(?:[8S5s%$§]|\s[%§])$/.exec(core);
    if (sign) {
      const v = read(sign[1]!);
      if (v !== null) out.push({ value: v, change: `${t} read as ${sign[1]} (a $ sign after it)` });
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
    out.push({ value: v, change: `${t} read as ${v.toFixed(2)} (decimal point restored)` });
    // Prices to a tenth of a cent ('41.521') lose their point too.
    if (digits.length >= 4) {
      const w = whole / 1000;
      out.push({ value: w, change: `${t} read as ${w.toFixed(3)} (decimal point restored)` });
    }
    // The point lost and a $ after the figure read as 8 or 5 ('22,38$' as '22388').
    if (digits.length >= 4 && /[85]$/.test(digits)) {
      const w = Number(digits.slice(0, -1)) / 100;
      out.push({ value: w, change: `${t} read as ${w.toFixed(2)} (decimal point restored, a $ sign after it)` });
    }
  }
  if (base !== null && /^\d{3,5}$/.test(digits) && kind === 'quantity') {
    for (const d of [10, 100]) {
      const v = base / d;
      out.push({ value: v, change: `${t} read as ${String(v)} (decimal point restored)` });
    }
  }
  return out;
}

/** The figures of a column's cells (the cells holding a digit), trimmed. */
function columnFigures(table: ParsedTable, field: Field): string[] {
  const headers = columnOf(table, field);
  return table.rows.flatMap((r) => headers.map((h) => (r.values[h] ?? '').trim())).filter((v) => /\d/.test(v));
}

/**
 * Whether a money column prints cents: then a figure without them lost its decimal point. Invoices print money one
 * way down a column, so a few lines with cents are evidence enough when the others lost their points in reading.
 */
function printsCents(table: ParsedTable, field: Field): boolean {
  const values = columnFigures(table, field);
  const cents = values.filter((v) => /\d[.,]\d{2,3}(?!\d)/.test(v)).length;
  return values.length >= 2 && cents >= 1;
}

/** Whether a money column prints a $ sign after its figures (read as such, or as a character after the cents). */
function printsSignAfter(table: ParsedTable, field: Field): boolean {
  return columnFigures(table, field).filter((v) => /\d\s*\$[%8S]?$|\d[.,]\d{2}[%S]$/.test(v)).length >= 2;
}

/** Whether most figures of a money column print exactly two decimals (cents, never tenths of a cent). */
function printsTwoDecimals(table: ParsedTable, field: Field): boolean {
  const values = columnFigures(table, field);
  const two = values.filter((v) => /\d[.,]\d{2}(?!\d)/.test(v)).length;
  const three = values.filter((v) => /\d[.,]\d{3}(?!\d)/.test(v)).length;
  return two >= 2 && two >= 3 * three;
}

/**
 * In a column that prints cents, a whole number of three digits or more is read only with its decimal point, and
 * a third decimal 8 or 5 only as the $ sign printed after the figure ('83,45 $' read as '83,458').
 */
function centsOnly(rs: Reading[], text: string, cents: boolean, twoDecimals = false, signAfter = false): Reading[] {
  const t = text.trim();
  if ((twoDecimals && /^[$€£]?\s*\d{1,6}[.,]\d{2}[85]$/.test(t)) || (signAfter && /^\d{4,8}[85]$/.test(t))) {
    const sign = rs.filter((r) => r.change?.includes('$ sign after it'));
    if (sign.length) return sign;
  }
  if (!cents || !/^[$€£]?\s*\d{3,7}\s*[$€£]?$/.test(text.trim())) return rs;
  const restored = rs.filter((r) => r.change?.includes('decimal point restored'));
  return restored.length ? restored : rs;
}

const columnOf = (table: ParsedTable, field: Field) => table.headers.filter((_, i) => table.fields[i] === field);
const firstFilled = (row: ParsedRow, headers: string[]) =>
  headers.map((h) => ({ header: h, text: (row.values[h] ?? '').trim() })).find((c) => c.text) ?? null;

const PAYMENT = new Set(
  (
    'cash change tendered visa mastercard amex debit card payment paid summary rounding arrondi monnaie comptant ' +
    'paiement recu balance deposit credit account interac'
  ).split(' '),
);

/** Why the row's words say it is not an item (a total, tax, charge or payment line), or null. */
function wordsSayNotItem(text: string): string | null {
  const kind = summaryKind(text);
  if (kind === 'subtotal' || kind === 'end') return 'Looks like a total line, not an item';
  if (kind === 'charge') return 'Looks like a tax or charge line, not an item';
  const tokens = normalizeText(text).split(' ').filter(Boolean);
  if (tokens.length && tokens.length <= 4 && tokens.some((t) => PAYMENT.has(t))) {
    return 'Looks like a payment line, not an item';
  }
  return null;
}

const money = (v: number) => v.toFixed(2);
const plainNumber = (v: number) => String(Math.round(v * 1000) / 1000);

type Figures = { quantity: number | null; price: number | null; amount: number | null };

/** Changes that only put back a figure's punctuation. */
const PUNCTUATION = /decimal point restored|\$ sign after it/;
/** A reading that only puts back punctuation: a lost decimal point, or a $ sign after the figure read as a character. */
const usable = (r: Reading) => r.change === null || PUNCTUATION.test(r.change);

/** Amount ÷ unit price when it is a whole number of units that multiplies back to the amount, else null. */
function wholeQuantity(price: number, amount: number): number | null {
  if (!(price > 0)) return null;
  const ratio = amount / price;
  const n = Math.round(ratio);
  // Only a whole number of units is evidence; any ratio rounded to a weight would agree with itself.
  return Math.abs(ratio - n) <= 0.0005 && n > 0 && n < 10_000 && agrees(n * price, amount) ? n : null;
}

/** Judges one row; may change its values (repairs) and returns its check and the figures read. */
function judgeRow(table: ParsedTable, row: ParsedRow, style: DecimalStyle): { check: LineCheck; figures: Figures } {
  const q = firstFilled(row, columnOf(table, 'quantity'));
  const p = firstFilled(row, columnOf(table, 'unit_price'));
  const a = firstFilled(row, columnOf(table, 'amount'));
  const qr = q ? readings(q.text, style, 'quantity') : [];
  const asPrinted = (rs: Reading[]) => rs.filter((r) => r.change === null);
  // A line that multiplies out exactly as printed lost no decimal point, whatever its neighbours print (unless price
  // and amount are both whole numbers: then they would multiply out as well with both points lost).
  const whole = (t: string) => /^[$€£]?\s*\d+\s*[$€£]?$/.test(t);
  const exactAsPrinted =
    p && a && qr[0]?.change === null && !(whole(p.text) && whole(a.text))
      ? asPrinted(readings(p.text, style, 'money')).some((rp) =>
          asPrinted(readings(a.text, style, 'money')).some(
            (ra) => ra.value !== 0 && cents(qr[0].value * rp.value) === cents(ra.value),
          ),
        )
      : false;
  const signAfter = printsSignAfter(table, 'unit_price') || printsSignAfter(table, 'amount');
  const moneyReadings = (cell: { text: string } | null, field: Field): Reading[] => {
    if (!cell) return [];
    const rs = readings(cell.text, style, 'money');
    if (exactAsPrinted) return asPrinted(rs);
    return centsOnly(rs, cell.text, printsCents(table, field), printsTwoDecimals(table, field), signAfter);
  };
  const pr = moneyReadings(p, 'unit_price');
  const ar = moneyReadings(a, 'amount');
  const base = (rs: Reading[]) => (rs[0] && rs[0].change === null ? rs[0].value : null);
  const figures: Figures = { quantity: base(qr), price: base(pr), amount: base(ar) };
  const check = (status: LineStatus, reason: string | null, repairs: string[] = []): LineCheck => ({
    status,
    reason,
    repairs,
  });
  // The quantity taken from amount ÷ unit price, with the price and amount as read (their points restored).
  const quantityRepaired = (header: string, n: number, price: Reading, amount: Reading, was: string) => {
    row.values[header] = plainNumber(n);
    if (p && price.change) row.values[p.header] = money(price.value);
    if (a && amount.change) row.values[a.header] = money(amount.value);
    const changes = [price.change, amount.change].filter((c): c is string => c !== null);
    return {
      check: check('repaired', null, [...changes, `${was} read as ${plainNumber(n)} (amount ÷ unit price)`]),
      figures: { quantity: n, price: price.value, amount: amount.value },
    };
  };

  // Discounts printed beside the line: a percentage or an amount taken off.
  const extras = table.headers
    .filter((h, i) => table.fields[i] === 'none' && row.values[h]?.trim())
    .map((h) => ({ header: h, text: row.values[h].trim() }));
  const discountHeader = /disc|rabat|remise|escompte|korting|rebate|%/i;
  const percents = extras
    .map((e) =>
      isPercentage(e.text)
        ? Number.parseFloat(e.text.replace(',', '.'))
        : discountHeader.test(e.header)
          ? parseNumber(e.text, style)
          : null,
    )
    .filter((v): v is number => v !== null);
  const others = extras.map((e) => parseNumber(e.text, style)).filter((v): v is number => v !== null);
  const fits = (qv: number, pv: number, av: number) =>
    agrees(qv * pv, av) ||
    percents.some((d) => d > 0 && d < 100 && agrees(qv * pv * (1 - d / 100), av)) ||
    others.some((x) => x !== 0 && agrees(qv * pv - Math.abs(x), av));

  if (qr.length && pr.length && ar.length) {
    let best: { q: Reading; p: Reading; a: Reading; changes: number; exact: boolean; sign: boolean } | null = null;
    for (const rq of qr)
      for (const rp of pr)
        for (const ra of ar) {
          const changes = [rq, rp, ra].filter((r) => r.change).length;
          // Two repairs only when both put back a figure's punctuation: a lost decimal point or a currency sign
          // read as a character (small print loses them on any figure alike).
          const decimals = [rq, rp, ra].filter((r) => r.change && PUNCTUATION.test(r.change)).length;
          // The quantity is repaired together with the price only against an amount read as printed.
          if (changes > 1 && !(changes === 2 && decimals === 2 && (rq.change === null || ra.change === null))) continue;
          const exact = cents(rq.value * rp.value) === cents(ra.value);
          // Fewer changes first; between readings with as many, one whose product is exact to the cent.
          // A figure read as printed that only nearly agrees gives way to a $ sign read as a digit that agrees exactly.
          const signRead = exact && changes === 1 && [rq, rp, ra].some((r) => r.change?.includes('$ sign'));
          const better =
            !best ||
            (best.changes > changes && !(best.sign && !exact)) ||
            (best.changes === changes && !best.exact && exact) ||
            (signRead && best.changes === 0 && !best.exact);
          if (!better) continue;
          if (ra.value === 0 && rq.value * rp.value !== 0) continue;
          if (fits(rq.value, rp.value, ra.value)) best = { q: rq, p: rp, a: ra, changes, exact, sign: signRead };
        }
    if (best && best.changes === 0) return { check: check('reconciled', null), figures };
    if (best) {
      const repairs: string[] = [];
      const apply = (cell: { header: string }, r: Reading, format: (v: number) => string) => {
        if (!r.change) return;
        row.values[cell.header] = format(r.value);
        repairs.push(r.change);
      };
      apply(q as { header: string }, best.q, plainNumber);
      apply(p as { header: string }, best.p, money);
      apply(a as { header: string }, best.a, money);
      return {
        check: check('repaired', null, repairs),
        figures: { quantity: best.q.value, price: best.p.value, amount: best.a.value },
      };
    }
    // Billed by weight: another number of the row times the price gives the amount (catch weight). The price may
    // be one read with a repair (a stray word beside it).
    const av = figures.amount;
    const priceReading = pr.find((r) => r.change === null) ?? (pr.length === 1 ? pr[0] : undefined);
    const pw = priceReading?.value ?? null;
    // The weight may have lost its decimal point in reading ('1030' for 10.30).
    const weightReadings = (e: { text: string }): Reading[] =>
      readings(e.text, style, 'quantity').filter((r) => r.change === null || r.change.includes('decimal point'));
    const weight =
      pw !== null && av !== null
        ? extras
            .flatMap((e) => weightReadings(e).map((r) => ({ e, r })))
            .sort((x, y) => Number(x.r.change !== null) - Number(y.r.change !== null))
            .find(({ r }) => r.value > 0 && fits(r.value, pw, av))
        : undefined;
    if (weight && pw !== null && av !== null && q) {
      // Catch weight: the line bills the weight, which is the quantity bought.
      const text = weight.r.change ? plainNumber(weight.r.value) : weight.e.text;
      row.values[q.header] = text;
      const note = `Billed by weight: ${text} × ${money(pw)}`;
      const changes = [weight.r.change, priceReading?.change ?? null].filter((c): c is string => c !== null);
      if (priceReading?.change && p) row.values[p.header] = money(pw);
      return {
        check: check(changes.length ? 'repaired' : 'reconciled', note, changes),
        figures: { quantity: weight.r.value, price: pw, amount: av },
      };
    }
    // Priced by the hundred or the thousand (cigarettes by the M, labels by the C): another figure of the line, so
    // many units, divided out gives the amount. The line reconciles; its quantity (cases) stays as printed.
    const per =
      pw !== null && av !== null
        ? [100, 1000]
            .flatMap((d) => extras.map((e) => ({ d, e, x: parseNumber(e.text, style) })))
            .find(({ d, x }) => x !== null && x >= d && fits(x / d, pw, av))
        : undefined;
    if (per)
      return {
        check: check('reconciled', `Priced per ${per.d}: ${per.e.text} ÷ ${per.d} × ${money(pw ?? 0)}`),
        figures,
      };
    // A digit of the quantity lost in reading ('3' for 33), one digit misread ('1' for 6), or a mark beside it read
    // as one more digit ('72' for 2): amount ÷ unit price is a whole number that holds the digits read, differs from
    // them in one digit only, or is them less one digit at either end.
    // A mark read beside the figure ('8]', '4,') is not part of it.
    const printed = (q?.text.trim() ?? '').replace(/^(\d{1,3})[\]|,']$/, '$1');
    const oneDigitOff = (n: string) =>
      n.length === printed.length && [...n].filter((d, i) => d !== printed[i]).length === 1;
    if (q && /^\d{1,3}$/.test(printed)) {
      for (const pq of pr.filter(usable))
        for (const aq of ar.filter(usable)) {
          const n = wholeQuantity(pq.value, aq.value);
          if (n === null || String(n) === printed) continue;
          const stray =
            printed.length === String(n).length + 1 && (printed.startsWith(String(n)) || printed.endsWith(String(n)));
          if (!String(n).includes(printed) && !oneDigitOff(String(n)) && !stray) continue;
          return quantityRepaired(q.header, n, pq, aq, `quantity "${printed}"`);
        }
    }
    // A weight with one digit misread, its decimal point perhaps lost too ('3844' for 35.44): amount ÷ unit price,
    // to the decimals the weight prints, multiplies back to the amount to the cent and differs in that digit only.
    const weightDigits = /^(\d{1,5})(?:[.,](\d{1,3}))?$/.exec(printed);
    const pa = pr.find((r) => r.change === null);
    const aa = ar.find((r) => r.change === null);
    if (q && weightDigits && /^\d{3,5}$|[.,]/.test(printed) && pa && aa && pa.value > 0) {
      const decimals = weightDigits[2]?.length ?? 2;
      const w = Math.round((aa.value / pa.value) * 10 ** decimals) / 10 ** decimals;
      const digits = w.toFixed(decimals).replace('.', '');
      const read = printed.replace(/[.,]/, '');
      if (w > 0 && cents(w * pa.value) === cents(aa.value) && digits.length === read.length) {
        if ([...digits].filter((d, i) => d !== read[i]).length === 1) {
          row.values[q.header] = plainNumber(w);
          return {
            check: check('repaired', null, [`quantity "${printed}" read as ${plainNumber(w)} (amount ÷ unit price)`]),
            figures: { quantity: w, price: pa.value, amount: aa.value },
          };
        }
      }
    }
    const pv = figures.price;
    const qv = figures.quantity;
    if (qv !== null && pv !== null && av !== null) {
      return {
        check: check(
          'unchecked',
          `${plainNumber(qv)} × ${money(pv)} = ${money(qv * pv)}, but the line says ${money(av)}`,
        ),
        figures,
      };
    }
    return { check: check('unchecked', 'A figure on this line could not be read'), figures };
  }

  const quantityColumn = columnOf(table, 'quantity')[0];
  // The quantity column is empty on this line while another column (cases beside a weight column) holds the figure.
  if (!qr.length && quantityColumn && pr[0]?.change === null && ar[0]?.change === null) {
    const [pv, av] = [pr[0].value, ar[0].value];
    // The figure may stand alone in its cell or run into a neighbour's words ("2/12 LB AVG 26.36 LB").
    const tokens = [...(q ? [q] : []), ...extras].flatMap((e) => [e.text, ...e.text.split(/\s+/)]);
    const other = tokens.find((t) => {
      const x = parseNumber(t, style);
      return x !== null && x > 0 && fits(x, pv, av);
    });
    if (other) {
      row.values[quantityColumn] = other;
      return {
        check: check('reconciled', null),
        figures: { quantity: parseNumber(other, style), price: pv, amount: av },
      };
    }
  }
  // The quantity was lost in reading: amount ÷ unit price gives it when the result is a whole number.
  if (!qr.some((r) => r.change === null) && pr.length && ar.length && quantityColumn) {
    if (usable(pr[0]) && usable(ar[0])) {
      const quantity = wholeQuantity(pr[0].value, ar[0].value);
      if (quantity === null) return { check: check('unchecked', 'No quantity printed'), figures };
      const was = q?.text ? `quantity "${q.text}"` : 'the missing quantity';
      return quantityRepaired(q?.header ?? quantityColumn, quantity, pr[0], ar[0], was);
    }
  }
  if (!ar.length && qr.length && pr.length)
    return { check: check('unchecked', 'No amount printed to check against'), figures };
  if (!pr.length && qr.length && ar.length) {
    return { check: check('unchecked', 'No unit price printed: it is the amount ÷ quantity'), figures };
  }
  if (!qr.length && pr.length && ar.length) return { check: check('unchecked', 'No quantity printed'), figures };
  return { check: check('unchecked', 'Not enough figures on this line to check it'), figures };
}

/**
 * A sentence ("Intérêts de 2 % par mois sur les comptes en souffrance."): a note of the terms read beside a figure
 * of the totals, not an item's description (descriptions do not end with a full stop after five words and more).
 */
function isSentence(text: string): boolean {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}{2}/u.test(w));
  return words.length >= 5 && /\p{Ll}{2,}\.$/u.test(text.trim());
}

const rowText = (table: ParsedTable, row: ParsedRow, fields: Field[]) =>
  table.headers
    .filter((_, i) => fields.includes(table.fields[i]))
    .map((h) => row.values[h] ?? '')
    .join(' ')
    .trim();

const lineValue = (f: Figures) => f.amount ?? (f.quantity !== null && f.price !== null ? f.quantity * f.price : null);

/** Judges every row of the tables (changing repaired values in place) and the document's sum. */
export function reconcile(
  tables: ParsedTable[],
  style: DecimalStyle,
  lines: Line[],
  printedTotal: number | null,
): Reconciliation {
  const counts: Record<LineStatus, number> = { reconciled: 0, repaired: 0, unchecked: 0, not_item: 0 };
  const itemValues: { row: ParsedRow; value: number; figures: Figures }[] = [];
  for (const table of tables) {
    let run: number[] = [];
    for (const row of table.rows) {
      const name = rowText(table, row, ['name']);
      const code = rowText(table, row, ['item_code']);
      // A tax or charge named where the prices stand ("TPS 5%" in the price column) says it too.
      const said =
        wordsSayNotItem(name || rowText(table, row, ['none', 'category'])) ??
        (summaryKind(rowText(table, row, ['unit_price', 'amount'])) === 'charge'
          ? 'Looks like a tax or charge line, not an item'
          : null) ??
        (isSentence(name) ? 'Looks like a note printed beside the totals, not an item' : null);
      const quantityText = rowText(table, row, ['quantity']);
      const quantity = quantityText ? splitQuantityUnit(quantityText, style).quantity : null;
      // Words in the code column count as a code only when they look like one (not "All returns subject to").
      const realCode = /^[\w./#-]{2,24}$/.test(code) && /\d/.test(code);
      const priced = rowText(table, row, ['unit_price']) !== '';
      if (said && !realCode && (quantity === null || quantity === 1 || !priced)) {
        row.check = { status: 'not_item', reason: said, repairs: [] };
        row.selected = false;
        continue;
      }
      const { check, figures } = judgeRow(table, row, style);
      const value = lineValue(figures);
      const runSum = run.reduce((s, v) => s + v, 0);
      const noQuantity = figures.quantity === null || check.status === 'unchecked';
      if (
        value !== null &&
        run.length >= 2 &&
        cents(value) === cents(runSum) &&
        noQuantity &&
        (!realCode || /total/i.test(name))
      ) {
        row.check = {
          status: 'not_item',
          reason: `Equals the sum of the ${run.length} lines above: a subtotal`,
          repairs: [],
        };
        run = [];
      } else {
        row.check = check;
        if (value !== null) {
          run.push(value);
          itemValues.push({ row, value, figures });
        }
      }
      if (row.check.status === 'not_item') row.selected = false;
    }
  }
  const printedSubtotal = findSubtotal(lines, style);
  let linesTotal = itemValues.length ? itemValues.reduce((s, v) => s + cents(v.value), 0) / 100 : null;
  const target = printedSubtotal ?? printedTotal;
  // One line without a quantity that keeps the lines from adding up (a charge read as an item) is left out.
  if (linesTotal !== null && target !== null && cents(linesTotal) !== cents(target) && printedTotal !== target) {
    const extra = itemValues.filter(
      (v) => v.figures.quantity === null && cents(linesTotal as number) - cents(v.value) === cents(target),
    );
    if (extra.length === 1) {
      const [x] = extra;
      x.row.check = {
        status: 'not_item',
        reason: 'Not part of the printed subtotal: a charge, not an item',
        repairs: [],
      };
      x.row.selected = false;
      linesTotal = (cents(linesTotal) - cents(x.value)) / 100;
    }
  }
  for (const table of tables) for (const row of table.rows) if (row.check) counts[row.check.status]++;
  const close = (x: number | null) => x !== null && linesTotal !== null && Math.abs(cents(linesTotal) - cents(x)) <= 1;
  const matches = close(printedSubtotal) ? 'subtotal' : close(printedTotal) ? 'total' : null;
  const difference = linesTotal !== null && target !== null ? (cents(linesTotal) - cents(target)) / 100 : null;
  return { linesTotal, printedSubtotal, printedTotal, matches, difference, counts };
}
