/** What the corpus families share: assortments, the template defaults, money formats. */
import type { Category } from './catalog.js';
import type { Column, Family, Region, Seller } from './family.js';

export const ALL: Category[] = [
  'produce',
  'dairy',
  'meat',
  'poultry',
  'seafood',
  'frozen',
  'dry',
  'canned',
  'bakery',
  'beverage',
  'paper',
  'chemical',
];
export const PRODUCE: Category[] = ['produce'];
export const MEAT: Category[] = ['meat', 'poultry'];
export const SEAFOOD: Category[] = ['seafood'];
export const DAIRY: Category[] = ['dairy'];
export const BAKERY: Category[] = ['bakery', 'dairy'];
export const GROCERY: Category[] = ['dry', 'canned', 'beverage', 'paper', 'chemical'];
export const SPECIALTY: Category[] = ['dairy', 'meat', 'dry', 'canned', 'bakery'];
export const FROZEN: Category[] = ['frozen', 'poultry', 'seafood'];

export const seller = (
  name: string,
  street: string,
  city: string,
  region: Region,
  postal: string,
  phone: string,
): Seller => ({
  name,
  street,
  city,
  region,
  postal,
  phone,
});

export type Spec = Partial<Family> & { name: string; heldOut: boolean; seller: Seller; columns: Column[] };

export const family = (spec: Spec): Family => ({
  lang: 'en',
  assortment: ALL,
  font: 'Helvetica',
  fontSize: 8.5,
  header: 'one',
  headerStyle: 'bold',
  item: 'single',
  sections: 'none',
  rules: 'none',
  money: { style: 'plain', unitDecimals: 2, signOnPrice: false },
  code: 'num7',
  codeAlign: 'left',
  nameCase: 'upper',
  brandPrefix: false,
  leaders: false,
  packInDesc: null,
  packSep: '/',
  qtyDecimals: 0,
  lines: [5, 30],
  catchWeight: 'none',
  weightUnit: 'LB',
  weightDecimals: 2,
  discount: 0,
  discStyle: 'pct',
  priceUnit: false,
  split: 0,
  shortShip: 0,
  repeatHeader: true,
  continued: false,
  carry: false,
  headerBlock: 'classic',
  totals: 'right',
  extras: ['thanks'],
  dates: 'mdy',
  stamp: null,
  qtyUnit: false,
  credits: 0,
  faint: false,
  fractions: 0,
  shadeAmount: false,
  ellipsis: false,
  pieceWeights: false,
  creditMark: 'parens',
  noCharge: 0,
  substitutes: 0,
  ...spec,
});

export const frMoney = { style: 'frsuffix', unitDecimals: 2, signOnPrice: true } as const;
export const frComma = { style: 'frcomma', unitDecimals: 2, signOnPrice: false } as const;
export const dollar = { style: 'dollar', unitDecimals: 2, signOnPrice: true } as const;
export const dollarAmounts = { style: 'dollar', unitDecimals: 2, signOnPrice: false } as const;
export const comma = { style: 'comma', unitDecimals: 2, signOnPrice: false } as const;
export const pound = { style: 'dollar', unitDecimals: 2, signOnPrice: true, symbol: '£' } as const;
export const euro = { style: 'dollar', unitDecimals: 2, signOnPrice: true, symbol: '€' } as const;
export const euComma = { style: 'eu', unitDecimals: 2, signOnPrice: false, symbol: '€' } as const;
export const plain3 = { style: 'plain', unitDecimals: 3, signOnPrice: false } as const;
export const comma4 = { style: 'comma', unitDecimals: 4, signOnPrice: false } as const;
