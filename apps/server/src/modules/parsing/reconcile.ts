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
import { amountFromSum } from './amount-from-sum.js';
import { findSubtotal } from './header-fields.js';
import { type DecimalStyle, isPercentage, parseNumber, splitQuantityUnit } from './numbers.js';
import { pricesFromAmounts } from './price-from-amount.js';
import { creditedQuantity, isSentence, wordsSayNotItem } from './reconcile-credits.js';
import { pricedPerEachOfPack } from './reconcile-each-price.js';
import { caseFraction } from './reconcile-fractions.js';
import { pricedPerHundreds } from './reconcile-per-thousand.js';
import {
  agrees,
  beforeTenthOfCent,
  cents,
  centsOnly,
  endsInSigns,
  fourDecimalReading,
  lostWeight,
  moneyText,
  onlyPunctuation,
  printsCents,
  printsFourDecimals,
  printsSignAfter,
  printsTwoDecimals,
  quantitiesFromTwin,
  quantityDigitRepair,
  type Reading,
  readings,
  readsSign,
  restoresPoint,
  signReadAsDigit,
  usable,
  weighs,
  weightDigitRepair,
  weightInCells,
  wholeQuantity,
} from './reconcile-repairs.js';
import {
  billedByWeight,
  emptyQuantityRepair,
  type Figures,
  lineCheck,
  money,
  plainNumber,
  quantityCell,
} from './reconcile-weights.js';
import { withoutRuleMarks } from './rule-marks.js';
import { strayFigure } from './stray-figure.js';
import { fitLinesToTotal, type SummedLine } from './sum-repairs.js';
import { summaryKind } from './table/keywords.js';
import type { Field, Line, LineCheck, LineStatus, ParsedRow, ParsedTable, Reconciliation } from './types.js';

/** How a repair note says a quantity the reading lost was taken from amount ÷ unit price. */
export const QUANTITY_FROM_AMOUNT = '(amount ÷ unit price)';

const columnOf = (table: ParsedTable, field: Field) => table.headers.filter((_, i) => table.fields[i] === field);
const firstFilled = (row: ParsedRow, headers: string[]) =>
  headers.map((h) => ({ header: h, text: (row.values[h] ?? '').trim() })).find((c) => c.text) ?? null;

/** Judges one row; may change its values (repairs) and returns its check and the figures read. */
function judgeRow(
  table: ParsedTable,
  row: ParsedRow,
  style: DecimalStyle,
  exactText: boolean,
  signsRead = false,
): { check: LineCheck; figures: Figures } {
  const q = firstFilled(row, columnOf(table, 'quantity'));
  const p = firstFilled(row, columnOf(table, 'unit_price'));
  const a = firstFilled(row, columnOf(table, 'amount'));
  const qr = q ? readings(q.text, style, 'quantity') : [];
  const asPrinted = (rs: Reading[]) => rs.filter((r) => r.change === null);
  // A line that multiplies out exactly as printed lost no decimal point, whatever its neighbours print (unless price
  // and amount are both whole numbers read by OCR: then they would multiply out as well with both points lost; a
  // rule read beside a figure, '65298]', leaves it whole). Text not read by OCR (a PDF's text layer, an e-invoice, a
  // spreadsheet) lost nothing: whole figures that multiply out stand as printed.
  const whole = (t: string) => /^[$€£]?\s*\d+\s*[$€£]?$/.test(withoutRuleMarks(t.trim()));
  const signAfter = printsSignAfter(table, 'unit_price') || printsSignAfter(table, 'amount');
  const twoDecimalPrices = printsTwoDecimals(table, 'unit_price');
  const twoDecimalAmounts = printsTwoDecimals(table, 'amount');
  // Nor does it when its column shows a figure's last digit to be a $ sign read as a digit: with one unit, price and
  // amount misread alike ('27208' and '27.208' for 27,20 $) multiply out.
  const signMisread =
    !!p &&
    !!a &&
    (signReadAsDigit(p.text, twoDecimalPrices, signAfter) || signReadAsDigit(a.text, twoDecimalAmounts, signAfter));
  const exactAsPrinted =
    p && a && qr[0]?.change === null && (exactText || (!(whole(p.text) && whole(a.text)) && !signMisread))
      ? asPrinted(readings(p.text, style, 'money')).some((rp) =>
          asPrinted(readings(a.text, style, 'money')).some(
            (ra) => ra.value !== 0 && cents(qr[0].value * rp.value) === cents(ra.value),
          ),
        )
      : false;
  const moneyReadings = (cell: { text: string } | null, field: Field): Reading[] => {
    if (!cell) return [];
    const rs = readings(cell.text, style, 'money');
    if (exactAsPrinted) return asPrinted(rs);
    const twoDecimals = field === 'unit_price' ? twoDecimalPrices : twoDecimalAmounts;
    return centsOnly(rs, cell.text, printsCents(table, field), twoDecimals, signAfter, signsRead);
  };
  // A column of prices to four decimals: a price read without its point may lose it before four digits.
  const fourth = p && !exactText && printsFourDecimals(table, 'unit_price') ? fourDecimalReading(p.text, style) : null;
  const pr = [...moneyReadings(p, 'unit_price'), ...(fourth ? [fourth] : [])];
  const ar = moneyReadings(a, 'amount');
  const base = (rs: Reading[]) => (rs[0] && rs[0].change === null ? rs[0].value : null);
  const figures: Figures = { quantity: base(qr), price: base(pr), amount: base(ar) };
  const check = lineCheck;
  // The quantity taken from amount ÷ unit price, with the price and amount as read (their points restored).
  const quantityRepaired = (header: string, n: number, price: Reading, amount: Reading, was: string) => {
    // The unit printed beside the quantity ('3 Cs') stays beside it.
    const unit = /\s(\p{L}{1,4}\.?)$/u.exec(row.values[header]?.trim() ?? '')?.[1];
    row.values[header] = unit ? `${quantityCell(n, style)} ${unit}` : quantityCell(n, style);
    if (p && price.change) row.values[p.header] = moneyText(price.value, style);
    if (a && amount.change) row.values[a.header] = moneyText(amount.value, style);
    const changes = [price.change, amount.change].filter((c): c is string => c !== null);
    return {
      check: check('repaired', null, [...changes, `${was} read as ${plainNumber(n)} ${QUANTITY_FROM_AMOUNT}`]),
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

  // A whole quantity the amount gives once the line's discount (a percentage or an amount taken off) is put back.
  const discountedQuantity = (pv: number, av: number): number | null => {
    for (const d of percents)
      if (d > 0 && d < 100) {
        const n = wholeQuantity(pv * (1 - d / 100), av);
        if (n !== null && fits(n, pv, av)) return n;
      }
    for (const x of others)
      if (x !== 0) {
        const n = wholeQuantity(pv, av + Math.abs(x));
        if (n !== null && fits(n, pv, av)) return n;
      }
    return null;
  };

  // Priced by the hundred or the thousand, as the line or its column says ('12.50/M', 'C' for its unit).
  const hundreds = exactAsPrinted ? null : pricedPerHundreds(table, row, { q, p, a }, style, !exactText);
  if (hundreds) return hundreds;
  const perEach = exactAsPrinted ? null : pricedPerEachOfPack(table, row, { q, p, a }, style);
  if (perEach) return perEach;
  if (qr.length && pr.length && ar.length) {
    // A column that prints two decimals lost its points before the cents rather than before a tenth of a cent: 1146
    // is 11.46 rather than 1.146, though a weight whose point was lost too may multiply out either way.
    const tenths = (rp: Reading, ra: Reading) =>
      Number(twoDecimalPrices && beforeTenthOfCent(rp)) + Number(twoDecimalAmounts && beforeTenthOfCent(ra));
    type Best = { q: Reading; p: Reading; a: Reading; changes: number; exact: boolean; sign: boolean; tenths: number };
    let best: Best | null = null;
    for (const rq of qr)
      for (const rp of pr)
        for (const ra of ar) {
          const changes = [rq, rp, ra].filter((r) => r.change).length;
          // Two repairs only when both put back a figure's punctuation: a lost decimal point or a currency sign
          // read as a character (small print loses them on any figure alike).
          const decimals = [rq, rp, ra].filter(onlyPunctuation).length;
          // The quantity is repaired together with the price only against an amount read as printed.
          if (changes > 1 && !(changes === 2 && decimals === 2 && (rq.change === null || ra.change === null))) continue;
          const exact = cents(rq.value * rp.value) === cents(ra.value);
          // Fewer changes first; between readings with as many, one whose product is exact to the cent.
          // A figure read as printed that only nearly agrees gives way to a $ sign read as a digit that agrees exactly.
          const signRead = exact && changes === 1 && [rq, rp, ra].some(readsSign);
          const better =
            !best ||
            (best.changes > changes && !(best.sign && !exact)) ||
            (best.changes === changes && !best.exact && exact) ||
            (signRead && best.changes === 0 && !best.exact) ||
            (best.changes === changes && best.exact === exact && best.tenths > tenths(rp, ra));
          if (!better) continue;
          if (ra.value === 0 && rq.value * rp.value !== 0) continue;
          if (fits(rq.value, rp.value, ra.value))
            best = { q: rq, p: rp, a: ra, changes, exact, sign: signRead, tenths: tenths(rp, ra) };
        }
    if (best && best.changes === 0) return { check: check('reconciled', null), figures };
    if (best) {
      const repairs: string[] = [];
      const apply = (cell: { header: string }, r: Reading, format: (v: number) => string) => {
        if (!r.change) return;
        row.values[cell.header] = format(r.value);
        repairs.push(r.change);
      };
      apply(q as { header: string }, best.q, (v) => quantityCell(v, style));
      apply(p as { header: string }, best.p, (v) => moneyText(v, style));
      apply(a as { header: string }, best.a, (v) => moneyText(v, style));
      return {
        check: check('repaired', null, repairs),
        figures: { quantity: best.q.value, price: best.p.value, amount: best.a.value },
      };
    }
    // Billed by weight: another number of the row times the price gives the amount (catch weight). The price and
    // the amount may be ones read with a repair (a stray word beside the price, a decimal point read as a space).
    const priceReading = pr.find((r) => r.change === null) ?? (pr.length === 1 ? pr[0] : undefined);
    const amountReading = ar.find((r) => r.change === null) ?? (ar.length === 1 ? ar[0] : undefined);
    const wa = amountReading?.value ?? null;
    const av = figures.amount;
    const pw = priceReading?.value ?? null;
    // The weight may have lost its decimal point in reading ('1030' for 10.30).
    const weightReadings = (e: { text: string }): Reading[] =>
      readings(e.text, style, 'quantity').filter((r) => r.change === null || restoresPoint(r));
    const weight =
      pw !== null && wa !== null
        ? extras
            .flatMap((e) => weightReadings(e).map((r) => ({ e, r })))
            .sort((x, y) => Number(x.r.change !== null) - Number(y.r.change !== null))
            .find(({ r }) => r.value > 0 && fits(r.value, pw, wa))
        : undefined;
    if (weight && priceReading && amountReading && q)
      return billedByWeight(
        row,
        { quantity: q.header, price: p?.header ?? null, amount: a?.header ?? null },
        { weight: weight.r, printed: weight.e.text, price: priceReading, amount: amountReading },
        style,
        (text) => text,
        false,
      );
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
    // A mark read beside the figure ('8]', '4,') is not part of it.
    // Nor is the unit printed with it in one column ('3 Cs').
    const printed = (q?.text.trim() ?? '').replace(/^(\d{1,3})(?:[\]|,']|\s+\p{L}{1,4}\.?)$/u, '$1');
    const digit = q ? quantityDigitRepair(printed, pr, ar) : null;
    if (q && digit) return quantityRepaired(q.header, digit.n, digit.price, digit.amount, `quantity "${printed}"`);
    const pa = pr.find((r) => r.change === null);
    const aa = ar.find((r) => r.change === null);
    const w = q && pa && aa ? weightDigitRepair(printed, pa.value, aa.value) : null;
    if (q && pa && aa && w !== null) return quantityRepaired(q.header, w, pa, aa, `quantity "${printed}"`);
    // Or the weight stands in another column's cell beside its unit, and the price was damaged too.
    const unitCells = table.headers
      .filter((h, i) => table.fields[i] === 'unit' && row.values[h]?.trim())
      .map((h) => ({ header: h, text: row.values[h].trim() }));
    const inCells = !exactText && q && p && a ? weightInCells([...extras, ...unitCells], pr, ar, style) : null;
    if (inCells && q && p && a) {
      const { weight: w, token, header } = inCells;
      if (unitCells.some((c) => c.header === header))
        row.values[header] = row.values[header].replace(token, '').replace(/\s+/g, ' ').trim();
      return billedByWeight(
        row,
        { quantity: q.header, price: p.header, amount: a.header },
        { ...inCells, printed: token },
        style,
        () => plainNumber(w.value),
        true,
      );
    }
    const pv = figures.price;
    const qv = figures.quantity;
    const returned = qv !== null && pv !== null && av !== null ? creditedQuantity(qv, pv, av) : null;
    if (q && returned !== null) {
      row.values[q.header] = `-${q.text.trim()}`;
      const reason = `Credited: ${plainNumber(-returned)} × ${money(pv ?? 0)} taken off`;
      return { check: check('reconciled', reason), figures: { ...figures, quantity: returned } };
    }
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
  const filled = emptyQuantityRepair(row, { quantityColumn, q, p, qr, pr, ar, extras, fits }, style, exactText);
  if (filled) return filled;
  // The quantity was lost in reading: amount ÷ unit price gives it when the result is a whole number, or a weight
  // when the column holds weights.
  if (!qr.some((r) => r.change === null) && pr.length && ar.length && quantityColumn) {
    if (usable(pr[0]) && usable(ar[0])) {
      const was = q?.text ? `quantity "${q.text}"` : 'the missing quantity';
      const quantity = wholeQuantity(pr[0].value, ar[0].value) ?? discountedQuantity(pr[0].value, ar[0].value);
      if (quantity !== null) return quantityRepaired(q?.header ?? quantityColumn, quantity, pr[0], ar[0], was);
      const weight = weighs(table) ? lostWeight(pr[0].value, ar[0].value) : null;
      if (weight !== null) return quantityRepaired(q?.header ?? quantityColumn, weight, pr[0], ar[0], was);
      return { check: check('unchecked', 'No quantity printed'), figures };
    }
  }
  if (!ar.length && qr.length && pr.length) {
    // A price read by OCR without its point in a column that prints two decimals ('2428' for 24.28) reads with it,
    // though no amount checks it.
    const lost = p ? /^[$€£]?\s*(\d{3,6})\s*[$€£]?$/.exec(withoutRuleMarks(p.text.trim())) : null;
    if (p && lost && twoDecimalPrices && !exactText) {
      const value = Number(lost[1]) / 100;
      row.values[p.header] = moneyText(value, style);
      const change = `${p.text.trim()} read as ${value.toFixed(2)} (decimal point restored)`;
      return { check: check('unchecked', 'No amount printed to check against', [change]), figures };
    }
    return { check: check('unchecked', 'No amount printed to check against'), figures };
  }
  if (!pr.length && qr.length && ar.length) {
    return { check: check('unchecked', 'No unit price printed: it is the amount ÷ quantity'), figures };
  }
  if (!qr.length && pr.length && ar.length) return { check: check('unchecked', 'No quantity printed'), figures };
  return { check: check('unchecked', 'Not enough figures on this line to check it'), figures };
}

const rowText = (table: ParsedTable, row: ParsedRow, fields: Field[]) =>
  table.headers
    .filter((_, i) => fields.includes(table.fields[i]))
    .map((h) => row.values[h] ?? '')
    .join(' ')
    .trim();

const lineValue = (f: Figures) => f.amount ?? (f.quantity !== null && f.price !== null ? f.quantity * f.price : null);

/**
 * A table with unit prices and amounts but no quantity column (its heading and small figures lost in reading) gets
 * an empty one before the unit price, for the judge to fill from amount ÷ unit price; its header, or null.
 */
function addQuantityColumn(table: ParsedTable): string | null {
  if (table.fields.includes('quantity')) return null;
  const at = table.fields.indexOf('unit_price');
  if (at < 0 || !table.fields.includes('amount')) return null;
  let header = 'Quantity';
  for (let n = 2; table.headers.includes(header); n++) header = `Quantity ${n}`;
  table.headers.splice(at, 0, header);
  table.fields.splice(at, 0, 'quantity');
  for (const row of table.rows) row.values[header] = '';
  return header;
}

/** Takes a column out of a table. */
function dropColumn(table: ParsedTable, header: string): void {
  const at = table.headers.indexOf(header);
  table.headers.splice(at, 1);
  table.fields.splice(at, 1);
  for (const row of table.rows) delete row.values[header];
}

/** Judges every row of the tables (changing repaired values in place) and the document's sum. */
/** The figures of a line that adds up, without the column rules read beside them ('(470.20', '25.44]'). */
function withoutMarks(table: ParsedTable, row: ParsedRow): void {
  table.headers.forEach((h, i) => {
    const f = table.fields[i];
    if ((f === 'quantity' || f === 'unit_price' || f === 'amount') && row.values[h])
      row.values[h] = withoutRuleMarks(row.values[h]);
  });
}

export function reconcile(
  tables: ParsedTable[],
  style: DecimalStyle,
  lines: Line[],
  printedTotal: number | null,
  /** The figures are what was printed (not read by OCR): whole figures that multiply out stand as printed, and no
   * figure is changed to make the lines add up to the printed total. */
  exact = false,
): Reconciliation {
  const counts: Record<LineStatus, number> = { reconciled: 0, repaired: 0, unchecked: 0, not_item: 0 };
  const itemValues: { row: ParsedRow; value: number; figures: Figures }[] = [];
  const judged: SummedLine[] = [];
  const added = tables.map(addQuantityColumn);
  for (const table of tables) {
    let run: number[] = [];
    // Told from the figures as read: the rows judged first are rewritten and no longer show their $ signs.
    const signsRead = endsInSigns(table, 'unit_price') || endsInSigns(table, 'amount');
    const twins = exact ? new Map<ParsedRow, string>() : quantitiesFromTwin(table, style);
    for (const row of table.rows) {
      const name = rowText(table, row, ['name']);
      const code = rowText(table, row, ['item_code']);
      // A tax or charge named where the prices stand ("TPS 5%" in the price column) says it too.
      const said =
        wordsSayNotItem(name || rowText(table, row, ['none', 'category'])) ??
        (summaryKind(rowText(table, row, ['unit_price', 'amount'])) === 'charge'
          ? 'Looks like a tax or charge line, not an item'
          : null) ??
        (isSentence(name) ? 'Looks like a note printed beside the totals, not an item' : null) ??
        strayFigure(table, row);
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
      const fraction = caseFraction(table, row, style);
      const { check, figures } = judgeRow(table, row, style, exact, signsRead);
      if (fraction && check.status === 'reconciled' && !check.reason) check.reason = fraction;
      const twin = twins.get(row);
      if (twin)
        Object.assign(check, {
          status: check.status === 'reconciled' ? 'repaired' : check.status,
          repairs: [twin, ...check.repairs],
        });
      if (check.status === 'reconciled' || check.status === 'repaired') withoutMarks(table, row);
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
        judged.push({ table, row, value });
      }
      if (row.check.status === 'not_item') row.selected = false;
    }
  }
  tables.forEach((table, i) => {
    const header = added[i];
    if (header && !table.rows.some((r) => r.values[header])) dropColumn(table, header);
  });
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
  // Else the one way of adding up with lost decimal points put back (sum-repairs.ts), or else with one amount read
  // with its $ sign as more digits taken from quantity × unit price (amount-from-sum.ts).
  const kept = judged.filter((v) => v.row.check?.status !== 'not_item');
  for (const fit of [fitLinesToTotal, (l: SummedLine[], sum: number, to: number) => amountFromSum(l, sum, to, style)]) {
    if (exact || linesTotal === null || target === null || cents(linesTotal) === cents(target)) break;
    linesTotal = fit(kept, linesTotal, target) ?? linesTotal;
  }
  // Lines that add up confirm their amounts: a unit price that does not multiply out is amount ÷ quantity.
  if (!exact && linesTotal !== null && target !== null && cents(linesTotal) === cents(target)) {
    pricesFromAmounts(kept, style);
  }
  for (const table of tables) for (const row of table.rows) if (row.check) counts[row.check.status]++;
  const close = (x: number | null) => x !== null && linesTotal !== null && Math.abs(cents(linesTotal) - cents(x)) <= 1;
  const matches = close(printedSubtotal) ? 'subtotal' : close(printedTotal) ? 'total' : null;
  const difference = linesTotal !== null && target !== null ? (cents(linesTotal) - cents(target)) / 100 : null;
  return { linesTotal, printedSubtotal, printedTotal, matches, difference, counts };
}
