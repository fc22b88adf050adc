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
  | 'amount'
  // Columns some distributors add: the UPC/GTIN of the product, its country of origin, the price of one each of the
  // case, a split (broken case) flag, the tax of the line, the container deposit of the line, the delivery date.
  | 'upc'
  | 'origin'
  | 'each'
  | 'split'
  | 'taxamt'
  | 'deposit'
  | 'date'
  // The count of containers or pieces the line holds (bottles, cans, kegs, eaches: cases × pack), as beverage and
  // wine distributors print beside the cases; the tax rate of the line (`20%`, `0%`), as VAT invoices print.
  | 'units'
  | 'taxrate'
  // The lot or batch of the line (`L24-3117`), as smokehouses, roasters and fish packers print for traceability.
  | 'lot'
  // The net unit price after the line's discount, beside the list price, as beverage distributors print their
  // frontline and net prices and equipment houses their list and net.
  | 'net';

/** A column and its printed heading; `|` splits a two-line heading. */
export type Column = { kind: ColumnKind; header: string };

export type Region =
  | 'ON'
  | 'QC'
  | 'BC'
  | 'AB'
  | 'NS'
  | 'MB'
  | 'NB'
  | 'SK'
  | 'NY'
  | 'IL'
  | 'TX'
  | 'WA'
  | 'PA'
  | 'GA'
  | 'CA'
  | 'MA'
  // England (VAT) and two Australian states (GST).
  | 'UK'
  | 'NSW'
  | 'VIC'
  // Ireland and the Netherlands (VAT, BTW; euro), Hawaii and Florida.
  | 'IE'
  | 'NL'
  | 'HI'
  | 'FL'
  // Oregon (no sales tax), Colorado, Louisiana, Minnesota, Arizona, North Carolina, Maine, Nevada, and Prince Edward
  // Island.
  | 'OR'
  | 'CO'
  | 'LA'
  | 'MN'
  | 'AZ'
  | 'NC'
  | 'ME'
  | 'NV'
  | 'PE'
  // New Jersey, Wisconsin, Maryland, Idaho, and Belgium (TVA; euro).
  | 'NJ'
  | 'WI'
  | 'MD'
  | 'ID'
  | 'BE'
  // Alaska, Vermont, Michigan, Kentucky and Nebraska; New Zealand (GST, NZ$), Singapore (GST, S$) and South Africa
  // (VAT, rand).
  | 'AK'
  | 'VT'
  | 'MI'
  | 'KY'
  | 'NE'
  | 'NZ'
  | 'SG'
  | 'ZA';

export type Seller = {
  name: string;
  street: string;
  city: string;
  region: Region;
  postal: string;
  phone: string;
  /** A tax registration printed under the address (`VAT Reg No GB 284 6211 90`, `ABN 51 824 753 556`). */
  taxId?: string;
};

export type Money = {
  /**
   * plain 1234.56 · comma 1,234.56 · dollar $1,234.56 (or £1,234.56, €1,234.56) · frsuffix 1 234,56 $ (or €) · frcomma
   * 1234,56 · eu 1.234,56 (with its sign before it and a space, `€ 1.234,56`, where the family sets one)
   */
  style: 'plain' | 'comma' | 'dollar' | 'frsuffix' | 'frcomma' | 'eu';
  /** Decimals of unit prices (2, 3, or 4 as fuel-surcharged and per-piece price lists print them). */
  unitDecimals: 2 | 3 | 4;
  /** Whether unit prices carry the currency sign too (for dollar and frsuffix). */
  signOnPrice: boolean;
  /**
   * The currency sign of dollar-style money: `$` unless set (`£` on British, `€` on Irish invoices); eu money's;
   * frsuffix money's (`€` on Belgian invoices).
   */
  symbol?: '$' | '£' | '€';
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
  /**
   * dashes: a print-out's row of dashes under each heading, as text · double: bold headings between double rules
   * above and below.
   */
  headerStyle: 'bold' | 'bar' | 'underline' | 'boxed' | 'dashes' | 'double';
  /**
   * single: one line per item (long descriptions cut) · wrap: description wraps below inside its column ·
   * descNext: code and numbers on one line, the description on the next · descAbove: the description on its own line
   * above the numbers · noteBelow: one line per item plus a note line (lot, origin, UPC) under it · qtyAt: a
   * till receipt's line (description and amount) with the quantity and price on a line below (`2 @ 14.99`); such a
   * family has no quantity or price column · codeAbove: the item code on a line of its own above the item's line
   * (the code column, if listed, is not printed as a column).
   */
  item: 'single' | 'wrap' | 'descNext' | 'descAbove' | 'noteBelow' | 'qtyAt' | 'codeAbove';
  /** Category titles inside the table, and per-section subtotal rows. */
  sections: 'none' | 'titles' | 'subtotals';
  /**
   * bands: shaded bands of three rows, like green-bar continuous form paper · dotted: a dotted rule under each row ·
   * columns: vertical rules between the columns inside a frame, and no rule between the rows.
   */
  rules: 'none' | 'rows' | 'grid' | 'zebra' | 'box' | 'bands' | 'dotted' | 'columns';
  money: Money;
  /**
   * Item codes: 7 digits, 6 digits, 5 digits, letters and digits, digits with a dash, 3 to 6 digits, or a mnemonic
   * made of the name (`ESP-BLE-5LB`), as small suppliers name their items in accounting software, or a maker's
   * part number of letters and digits with dashes (`HB-4718-06C`), as equipment parts are sold.
   */
  code: 'num7' | 'num6' | 'num5' | 'alnum' | 'dash' | 'var' | 'mnemonic' | 'part';
  /** Item codes (and UPCs) aligned to the left or to the right of their column. */
  codeAlign: 'left' | 'right';
  nameCase: 'upper' | 'title';
  /** The brand leads the description (`HEINZ KETCHUP PORTION PACK`). */
  brandPrefix: boolean;
  /** Dotted leaders fill the description column after the text. */
  leaders: boolean;
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
  /** Decimals of printed weights: 2, or 3 as scales print kilograms (`2.345`). */
  weightDecimals: 2 | 3;
  /** Share of lines with a discount (needs a disc column). */
  discount: number;
  /**
   * The disc column prints the percentage or the amount taken off the line · line: no disc column, the discount
   * printed on a line of its own under the item (`Discount 10%` and `-4.50` in the amount column), the item's amount
   * column showing the extension before it.
   */
  discStyle: 'pct' | 'amount' | 'line';
  /** Unit prices followed by the billing unit (`4.29/LB`). */
  priceUnit: boolean;
  /** Share of case items sold by the each from a broken case (billed in EA at the case price ÷ pack). */
  split: number;
  /** Share of lines shipped short of the ordered quantity (needs ordered and shipped columns). */
  shortShip: number;
  /** Column headings repeated on every page, and a "continued" line at the foot of all pages but the last. */
  repeatHeader: boolean;
  continued: boolean;
  /** A running total carried forward at the foot of each page but the last and brought forward on the next. */
  carry: boolean;
  /**
   * stacked: accounting software's layout — the seller at the top left, the title under it, bill-to and ship-to side
   * by side with the invoice number, date, terms and due date stacked at their right ·
   * banner: the seller's name and the title in white on a dark band across the top, the address on one line under
   * it, the invoice details in a row and the parties side by side.
   */
  headerBlock: 'classic' | 'centered' | 'compact' | 'boxed' | 'stacked' | 'banner';
  /** amountFirst: at the right, each amount before its label (`1,234.56  Subtotal`). */
  totals: 'right' | 'left' | 'boxed' | 'amountFirst';
  /** Extra lines below the table. */
  extras: ('delivery' | 'fuel' | 'deposit' | 'rounding' | 'payment' | 'card' | 'cash' | 'thanks' | 'pieces')[];
  dates: 'mdy' | 'iso' | 'dmy' | 'long' | 'frlong';
  /** A rubber stamp (`PAID`, `COPY`) printed across the first page, turned and pale, over the table; or none. */
  stamp: string | null;
  /** Quantities printed with their billing unit in the same cell, in lower case (`12 cs`, `4,500 kg`). */
  qtyUnit: boolean;
  /**
   * Share of lines that are returns credited back: quantity and amount in parentheses (`(2)`, `(45.00)`), billed as
   * a negative quantity and amount.
   */
  credits: number;
  /** A faint, fax-like print: everything in grey, and the fax machine's line across the top of each page. */
  faint: boolean;
  /**
   * Share of lines of cases, boxes, cartons or dozens billed in part of one, the quantity printed as a fraction
   * (`1/2`, `1 1/2`, `3/4`) and billed as its decimal value (0.5, 1.5, 0.75) at the price of a whole one.
   */
  fractions: number;
  /** The amount column shaded grey from its heading to the last line, as some forms print it. */
  shadeAmount: boolean;
  /** Descriptions too long for their column cut with an ellipsis (`...`); the truth's name is the text before it. */
  ellipsis: boolean;
  /**
   * Under each catch-weight line, the weight of each of its cases or pieces (`Wts: 41.20 39.85`), as meat and fish
   * purveyors print them; the line's weight is their sum.
   */
  pieceWeights: boolean;
  /**
   * How a return is marked (with `credits`): in parentheses `(45.00)`, with a trailing minus `45.00-` as print-outs
   * of older accounting systems show it, or amounts followed by `CR` and quantities by a trailing minus.
   */
  creditMark: 'parens' | 'minus' | 'cr';
  /**
   * Share of lines given free (samples, promotional free goods): the unit price printed as zero and the amount as
   * the template's no-charge mark (`N/C`, `NO CHARGE`), billed at 0.
   */
  noCharge: number;
  /**
   * Share of lines that were substituted: a line under the item names the item ordered and replaced
   * (`SUB FOR 4417023 ROMAINE HEARTS 3CT`), which is not billed.
   */
  substitutes: number;
};

const REGION_NAME: Record<Region, string> = {
  ON: 'ON',
  QC: 'QC',
  BC: 'BC',
  AB: 'AB',
  NS: 'NS',
  MB: 'MB',
  NB: 'NB',
  SK: 'SK',
  NY: 'NY',
  IL: 'IL',
  TX: 'TX',
  WA: 'WA',
  PA: 'PA',
  GA: 'GA',
  CA: 'CA',
  MA: 'MA',
  UK: 'UK',
  NSW: 'NSW',
  VIC: 'VIC',
  IE: 'IE',
  NL: 'NL',
  HI: 'HI',
  FL: 'FL',
  OR: 'OR',
  CO: 'CO',
  LA: 'LA',
  MN: 'MN',
  AZ: 'AZ',
  NC: 'NC',
  ME: 'ME',
  NV: 'NV',
  PE: 'PE',
  NJ: 'NJ',
  WI: 'WI',
  MD: 'MD',
  ID: 'ID',
  BE: 'BE',
  AK: 'AK',
  VT: 'VT',
  MI: 'MI',
  KY: 'KY',
  NE: 'NE',
  NZ: 'NZ',
  SG: 'SG',
  ZA: 'ZA',
};

export const regionCode = (r: Region) => REGION_NAME[r];

export const isCanadian = (r: Region) => ['ON', 'QC', 'BC', 'AB', 'NS', 'MB', 'NB', 'SK', 'PE'].includes(r);
export const isAustralian = (r: Region) => r === 'NSW' || r === 'VIC';

/** Addresses that print no region: British, Irish, Dutch, Belgian, New Zealand, Singapore and South African ones. */
const NO_REGION: Region[] = ['UK', 'IE', 'NL', 'BE', 'NZ', 'SG', 'ZA'];

/** The city and region of an address as printed (those of the countries above carry no region). */
export const cityRegion = (s: Seller) => (NO_REGION.includes(s.region) ? s.city : `${s.city} ${regionCode(s.region)}`);

/** Parses `kind=Heading; kind=Heading` into columns. */
export function cols(spec: string): Column[] {
  return spec.split(';').map((part) => {
    const [kind, ...rest] = part.trim().split('=');
    return { kind: kind.trim() as ColumnKind, header: rest.join('=').trim() };
  });
}

export const has = (f: Family, kind: ColumnKind) => f.columns.some((c) => c.kind === kind);
