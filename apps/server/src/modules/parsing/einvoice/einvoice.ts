/** Line items and header data of embedded e-invoices: UN/CEFACT CII (ZUGFeRD 1 and 2, Factur-X, XRechnung) and UBL. */
import { findDate } from '../dates.js';
import { splitLeadingCode } from '../items.js';
import { parseNumber, roundMoney } from '../numbers.js';
import type { Field, ParsedItem, ParsedTable } from '../types.js';
import { at, childrenNamed, find, parseXml, textOf, type XmlNode } from './xml.js';

export type EInvoice = {
  table: ParsedTable;
  items: ParsedItem[];
  invoiceNumber: string | null;
  invoiceDate: string | null;
  total: number | null;
  sellerName: string | null;
};

/** Common UN/ECE recommendation 20 unit codes in the words people use. */
const UNITS: Record<string, string> = {
  C62: 'unit',
  H87: 'piece',
  EA: 'each',
  XPP: 'piece',
  KGM: 'kg',
  GRM: 'g',
  LTR: 'l',
  MLT: 'ml',
  MTR: 'm',
  MTK: 'm²',
  HUR: 'h',
  DAY: 'day',
  LBR: 'lb',
  ONZ: 'oz',
  XBX: 'box',
  XCT: 'carton',
  XCS: 'case',
  XBO: 'bottle',
  XCR: 'crate',
  PR: 'pair',
  SET: 'set',
};

/** An XML decimal: a point with no digits after it ("100.") is allowed there. */
const num = (n: XmlNode | null) => (n ? parseNumber(textOf(n).replace(/(\d)\.$/, '$1'), 'dot') : null);

/**
 * The price of one unit. Prices are given per basis quantity; some exporters write the line quantity as the basis,
 * so the basis is only applied when it agrees with the line total.
 */
function perUnit(
  price: number | null,
  basis: number | null,
  quantity: number | null,
  total: number | null,
): number | null {
  if (price === null) return null;
  if (!basis || basis === 1) return price;
  const scaled = price / basis;
  if (quantity !== null && total !== null) {
    const fits = (p: number) => Math.abs(p * quantity - total) <= Math.max(0.011, Math.abs(total) * 0.006);
    if (fits(price) && !fits(scaled)) return price;
  }
  // Prices per 100 or 1000 units come to fractions of a cent per unit: keep them.
  return roundMoney(scaled, 6);
}

/** Line allowances less line charges: what the line total takes off quantity × price. */
function lineDiscount(nodes: XmlNode[], indicator: string, amount: string): number {
  return nodes.reduce((sum, n) => {
    const value = num(at(n, amount)) ?? 0;
    return ['true', '1'].includes(textOf(at(n, indicator))) ? sum - value : sum + value;
  }, 0);
}

/**
 * The unit price the line was actually billed at. Line allowances and charges change the line total without
 * changing the price, so when they explain the gap the price becomes the total per unit.
 */
function billedPrice(price: number | null, quantity: number | null, total: number | null, discount: number) {
  if (price === null || !quantity || total === null || !discount) return price;
  const fits = (p: number) => Math.abs(p * quantity - total) <= 0.011;
  return !fits(price) && Math.abs(price * quantity - discount - total) <= 0.011 ? roundMoney(total / quantity) : price;
}

type Line = {
  code: string;
  name: string;
  quantity: number | null;
  unit: string;
  price: number | null;
  amount: number | null;
  /** The line this one details, when it is a sub-line. */
  group: string | null;
};

/** The item's name: the Name element unless it only repeats the code while a Description says what the item is. */
export function itemName(name: string, description: string, code: string): string {
  const n = name.trim();
  const d = description.trim().split(/\r?\n/)[0].trim();
  if (!n) return d;
  const codeLike = n === code.trim() || (/^[\w./#-]{2,30}$/.test(n) && /\d/.test(n) && !/\s/.test(n));
  return codeLike && /\p{L}{2}/u.test(d) ? d : n;
}

/** What CII and UBL say about one line, read into a line the same way. */
type LineFields = {
  code: string;
  name: string;
  description: string;
  quantity: XmlNode | null;
  price: number | null;
  basis: number | null;
  total: number | null;
  discount: number;
};

function line(f: LineFields): Line {
  const quantity = num(f.quantity);
  return {
    code: f.code,
    name: itemName(f.name, f.description, f.code),
    quantity,
    unit: f.quantity?.attrs.unitCode ?? '',
    price: billedPrice(perUnit(f.price, f.basis, quantity, f.total), quantity, f.total, f.discount),
    amount: f.total,
    group: null,
  };
}

function ciiLine(li: XmlNode): Line {
  const product = at(li, 'SpecifiedTradeProduct');
  const agreement = at(li, 'SpecifiedLineTradeAgreement|SpecifiedSupplyChainTradeAgreement');
  const priceNode = at(agreement, 'NetPriceProductTradePrice') ?? at(agreement, 'GrossPriceProductTradePrice');
  const settlement = at(li, 'SpecifiedLineTradeSettlement|SpecifiedSupplyChainTradeSettlement');
  return line({
    code: textOf(at(product, 'SellerAssignedID')) || textOf(at(product, 'GlobalID')),
    name: textOf(at(product, 'Name')),
    description: textOf(at(product, 'Description')),
    quantity: at(at(li, 'SpecifiedLineTradeDelivery|SpecifiedSupplyChainTradeDelivery'), 'BilledQuantity'),
    price: num(at(priceNode, 'ChargeAmount')),
    basis: num(at(priceNode, 'BasisQuantity')),
    total: num(find(settlement, 'LineTotalAmount')),
    discount: lineDiscount(
      childrenNamed(settlement, 'SpecifiedTradeAllowanceCharge'),
      'ChargeIndicator/Indicator',
      'ActualAmount',
    ),
  });
}

/** A line with the sub-lines that detail it (XRechnung and Factur-X Extended grouped positions). */
type SubLines = { line: Line; children: SubLines[] };

/** The detail lines replace the line they detail when they add up to it, listed under its name. */
function detailLines(nodes: SubLines[], group: string | null): Line[] {
  return nodes.flatMap(({ line, children }) => {
    const sum = children.reduce((s, c) => s + (c.line.amount ?? Number.NaN), 0);
    const adds = children.length > 0 && line.amount !== null && Math.abs(sum - line.amount) <= 0.011;
    return adds ? detailLines(children, line.name) : [{ ...line, group }];
  });
}

function ciiLines(tx: XmlNode): Line[] {
  const items = childrenNamed(tx, 'IncludedSupplyChainTradeLineItem').filter(
    (li) =>
      at(li, 'SpecifiedTradeProduct') &&
      textOf(at(li, 'AssociatedDocumentLineDocument/LineStatusReasonCode')) !== 'INFORMATION',
  );
  const nodes = items.map((li) => {
    const doc = at(li, 'AssociatedDocumentLineDocument');
    const node: SubLines = { line: ciiLine(li), children: [] };
    return { node, id: textOf(at(doc, 'LineID')), parent: textOf(at(doc, 'ParentLineID')) };
  });
  // Line ids are not always unique: a sub-line belongs to the first line with its parent's id.
  const byId = new Map<string, SubLines>();
  for (const n of nodes) if (!byId.has(n.id)) byId.set(n.id, n.node);
  const roots: SubLines[] = [];
  for (const { node, id, parent } of nodes) {
    const owner = parent && parent !== id ? byId.get(parent) : undefined;
    (owner ? owner.children : roots).push(node);
  }
  return detailLines(roots, null);
}

function readCii(root: XmlNode): Omit<EInvoice, 'table' | 'items'> & { lines: Line[] } {
  const tx = at(root, 'SupplyChainTradeTransaction|SpecifiedSupplyChainTradeTransaction');
  const doc = at(root, 'ExchangedDocument|HeaderExchangedDocument');
  const agreement = at(tx, 'ApplicableHeaderTradeAgreement|ApplicableSupplyChainTradeAgreement');
  const settlement = at(tx, 'ApplicableHeaderTradeSettlement|ApplicableSupplyChainTradeSettlement');
  const grand = find(settlement, 'GrandTotalAmount');
  return {
    invoiceNumber: textOf(at(doc, 'ID')) || null,
    invoiceDate: findDate(textOf(find(at(doc, 'IssueDateTime'), 'DateTimeString'))),
    total: num(grand),
    sellerName: textOf(at(agreement, 'SellerTradeParty/Name')) || null,
    lines: tx ? ciiLines(tx) : [],
  };
}

function ublLine(l: XmlNode): Line {
  const item = at(l, 'Item');
  return line({
    code: textOf(at(item, 'SellersItemIdentification/ID')) || textOf(at(item, 'StandardItemIdentification/ID')),
    name: textOf(at(item, 'Name')),
    description: textOf(at(item, 'Description')),
    quantity: at(l, 'InvoicedQuantity|CreditedQuantity'),
    price: num(at(l, 'Price/PriceAmount')),
    basis: num(at(l, 'Price/BaseQuantity')),
    total: num(at(l, 'LineExtensionAmount')),
    discount: lineDiscount(childrenNamed(l, 'AllowanceCharge'), 'ChargeIndicator', 'Amount'),
  });
}

function readUbl(root: XmlNode): Omit<EInvoice, 'table' | 'items'> & { lines: Line[] } {
  const party = at(root, 'AccountingSupplierParty/Party');
  const seller = textOf(at(party, 'PartyLegalEntity/RegistrationName')) || textOf(at(party, 'PartyName/Name'));
  const totals = at(root, 'LegalMonetaryTotal');
  const node = (l: XmlNode): SubLines => ({ line: ublLine(l), children: childrenNamed(l, 'SubInvoiceLine').map(node) });
  const lines = detailLines(
    [...childrenNamed(root, 'InvoiceLine'), ...childrenNamed(root, 'CreditNoteLine')].map(node),
    null,
  );
  return {
    invoiceNumber: textOf(at(root, 'ID')) || null,
    invoiceDate: findDate(textOf(at(root, 'IssueDate'))),
    // The invoice total, as CII's grand total: the amount payable is less any prepayment.
    total: num(at(totals, 'TaxInclusiveAmount')) ?? num(at(totals, 'PayableAmount')),
    sellerName: seller || null,
    lines,
  };
}

const HEADERS = ['Code', 'Description', 'Quantity', 'Unit', 'Unit price', 'Amount'];
const FIELDS: Field[] = ['item_code', 'name', 'quantity', 'unit', 'unit_price', 'amount'];
const fmt = (v: number | null) => (v === null ? '' : String(v));
/** Money as an invoice prints it: cents always shown (160 → "160.00"), finer prices kept ("0.025"). */
const fmtMoney = (v: number | null) =>
  v === null ? '' : Math.abs(v * 100 - Math.round(v * 100)) < 1e-6 ? v.toFixed(2) : String(v);

/** Reads an e-invoice XML document; null when it is not one. */
export function readEInvoice(xml: string): EInvoice | null {
  const root = parseXml(xml);
  if (!root) return null;
  const data = root.name.startsWith('CrossIndustry')
    ? readCii(root)
    : root.name === 'Invoice' || root.name === 'CreditNote'
      ? readUbl(root)
      : null;
  if (!data) return null;
  const table: ParsedTable = { page: 1, headers: HEADERS, fields: FIELDS, rows: [] };
  const items: ParsedItem[] = [];
  let category: string | null = null;
  for (const l of data.lines) {
    const empty = !l.quantity && !l.price && !l.amount;
    if (empty) {
      // Zero lines without price carry section titles ("--- Food ---") or notes.
      const title = l.name.replace(/^[\s\-–—=*#_.:]+|[\s\-–—=*#_.:]+$/g, '').trim();
      if (title && title.split(/\s+/).length <= 5) category = title;
      continue;
    }
    const unit = UNITS[l.unit] ?? l.unit;
    const lead = splitLeadingCode(l.name);
    const name = lead.code ? lead.name : l.name;
    const code = l.code || lead.code;
    const unitPrice = l.price ?? (l.amount !== null && l.quantity ? roundMoney(l.amount / l.quantity) : l.amount);
    items.push({ itemCode: code, name, unit, quantity: l.quantity, unitPrice, amount: l.amount });
    table.rows.push({
      values: Object.fromEntries(
        HEADERS.map((h, i) => [h, [code, name, fmt(l.quantity), unit, fmtMoney(unitPrice), fmtMoney(l.amount)][i]]),
      ),
      selected: true,
      category: l.group ?? category,
    });
  }
  const { lines: _lines, ...header } = data;
  return { ...header, table, items };
}

/** The attachment that holds the e-invoice, by name or by content. */
export function eInvoiceFrom(attachments: { name: string; content: Uint8Array }[]): EInvoice | null {
  const xmls = attachments
    .filter((a) => /\.xml$/i.test(a.name))
    .sort(
      (a, b) =>
        Number(/factur|zugferd|xrechnung|ubl|invoice/i.test(b.name)) -
        Number(/factur|zugferd|xrechnung|ubl|invoice/i.test(a.name)),
    );
  for (const a of xmls) {
    const parsed = readEInvoice(new TextDecoder('utf-8').decode(a.content));
    if (parsed?.items.length) return parsed;
  }
  return null;
}
