/**
 * An embedded e-invoice is read first, but it is checked against the printed page: when the page prints more priced
 * lines than the XML holds (an XML with one unpriced line while the page lists three priced ones), the page wins.
 */
import { tableItems } from '../items.js';
import type { DecimalStyle } from '../numbers.js';
import type { ParsedTable } from '../types.js';

const priced = (tables: ParsedTable[], style: DecimalStyle) =>
  tableItems(structuredClone(tables), style).filter((i) => i.name && (i.unitPrice !== null || i.amount !== null));

/** True when the printed tables should be trusted over the e-invoice's lines. */
export function pageOverrulesXml(xml: ParsedTable, page: ParsedTable[], style: DecimalStyle): boolean {
  const fromXml = tableItems(structuredClone([xml]), 'dot');
  const xmlPriced = fromXml.filter((i) => i.unitPrice !== null || i.amount !== null).length;
  const pagePriced = priced(page, style).length;
  if (pagePriced === 0) return false;
  if (pagePriced > xmlPriced) return true;
  return xmlPriced < fromXml.length && pagePriced >= fromXml.length;
}
