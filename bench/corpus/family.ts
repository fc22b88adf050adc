/** What one distributor's invoice template fixes: columns, wording, fonts, rules, sections, money and totals. */
import type { Category } from './catalog.js';

export type ColumnKind =
  | 'line'
  | 'code'
  | 'desc'
  | 'brand'
  | 'pack'
  | 'size'
  | 'packsize'
  | 'unit'
  | 'ordered'
  | 'shipped'
  | 'bo'
  | 'qty'
  | 'weight'
  | 'price'
  | 'disc'
  | 'tax'
  | 'amount';

/** A column and its printed heading; `|` splits a two-line heading. */
export type Column = { kind: ColumnKind; header: string };

export type Region = 'ON' | 'QC' | 'BC' | 'AB' | 'NS' | 'MB' | 'NY' | 'IL' | 'TX' | 'WA';

export type Seller = { name: string; street: string; city: string; region: Region; postal: string; phone: string };

export type Money = {
  /** plain 1234.56 · comma 1,234.56 · dollar $1,234.56 · frsuffix 1 234,56 $ · frcomma 1234,56 */
  style: 'plain' | 'comma' | 'dollar' | 'frsuffix' | 'frcomma';
  /** Decimals of unit prices (2 or 3). */
  unitDecimals: 2 | 3;
  /** Whether unit prices carry the currency sign too (for dollar and frsuffix). */
  signOnPrice: boolean;
};

export type Family = {
  name: string;
  /** Held out: never looked at while tuning the parser; its score measures generalisation. */
  heldOut: boolean;
  seller: Seller;
  lang: 'en' | 'fr';
  assortment: Category[];
  font: 'Helvetica' | 'Times-Roman' | 'Courier';
  fontSize: number;
  columns: Column[];
  /** Column headings on one line, wrapped on two lines, or none at all. */
  header: 'one' | 'two' | 'none';
  headerStyle: 'bold' | 'bar' | 'underline' | 'boxed';
  /**
   * single: one line per item (long descriptions cut) · wrap: description wraps below inside its column ·
   * descNext: code and numbers on one line, the description on the next · descAbove: the description on its own line
   * above the numbers · noteBelow: one line per item plus a note line (lot, origin, UPC) under it.
   */
  item: 'single' | 'wrap' | 'descNext' | 'descAbove' | 'noteBelow';
  /** Category titles inside the table, and per-section subtotal rows. */
  sections: 'none' | 'titles' | 'subtotals';
  rules: 'none' | 'rows' | 'grid' | 'zebra' | 'box';
  money: Money;
  /** Item codes: 7 digits, 6 digits, 5 digits, letters and digits, digits with a dash. */
  code: 'num7' | 'num6' | 'num5' | 'alnum' | 'dash';
  nameCase: 'upper' | 'title';
  /** Pack and size printed inside the description (e.g. `TOMATO DICED 6/#10`) with this separator, or not at all. */
  packInDesc: '/' | 'x' | '-' | null;
  /** Separator of pack and size in a packsize column. */
  packSep: '/' | 'x' | '-';
  /** Billed quantities printed with 2 decimals (`2.00`) or as plain integers when whole. */
  qtyDecimals: 0 | 2;
  /** Lines per invoice (min, max). */
  lines: [number, number];
  /** Catch weight: in a weight column, in the quantity column, or never (such items billed per case). */
  catchWeight: 'column' | 'qty' | 'none';
  weightUnit: 'LB' | 'KG';
  /** Share of lines with a discount (needs a disc column). */
  discount: number;
  /** Share of lines shipped short of the ordered quantity (needs ordered and shipped columns). */
  shortShip: number;
  /** Column headings repeated on every page, and a "continued" line at the foot of all pages but the last. */
  repeatHeader: boolean;
  continued: boolean;
  headerBlock: 'classic' | 'centered' | 'compact' | 'boxed';
  totals: 'right' | 'left' | 'boxed';
  /** Extra lines below the table. */
  extras: ('delivery' | 'fuel' | 'deposit' | 'rounding' | 'payment' | 'card' | 'cash' | 'thanks' | 'pieces')[];
  dates: 'mdy' | 'iso' | 'dmy' | 'long' | 'frlong';
};

const REGION_NAME: Record<Region, string> = {
  ON: 'ON',
  QC: 'QC',
  BC: 'BC',
  AB: 'AB',
  NS: 'NS',
  MB: 'MB',
  NY: 'NY',
  IL: 'IL',
  TX: 'TX',
  WA: 'WA',
};

export const regionCode = (r: Region) => REGION_NAME[r];

export const isCanadian = (r: Region) => ['ON', 'QC', 'BC', 'AB', 'NS', 'MB'].includes(r);

/** Parses `kind=Heading; kind=Heading` into columns. */
export function cols(spec: string): Column[] {
  return spec.split(';').map((part) => {
    const [kind, ...rest] = part.trim().split('=');
    return { kind: kind.trim() as ColumnKind, header: rest.join('=').trim() };
  });
}

export const has = (f: Family, kind: ColumnKind) => f.columns.some((c) => c.kind === kind);
