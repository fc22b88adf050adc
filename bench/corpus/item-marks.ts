/**
 * What an invoice line prints besides its product, quantity and price: the bar code, countries of origin, container
 * deposits, the split-case and taxable marks, and the taxes of a region, each fixed per template where a real
 * supplier's would be.
 */
import type { Category, Product } from './catalog.js';
import { type Family, isAustralian, isCanadian, type Region } from './family.js';
import { Random, seedOf } from './random.js';

/** Choices fixed for the whole template: the same wording on every invoice of a family. */
export function templateRandom(f: Family) {
  return new Random(seedOf(f.name, 'template'));
}

/**
 * The UPC-A of a product (number system 0, a maker prefix per brand, a product number, the check digit), printed
 * whole or in the groups of the bar code, per template. Bulk produce and random-weight items have none.
 */
export function upc(f: Family, product: Product, randomWeight: boolean): string {
  if (randomWeight || product.brand === 'PACKER') return '';
  const body = `0${new Random(seedOf('upc', product.brand)).digits(5)}${new Random(seedOf('upc', product.name)).digits(5)}`;
  const sum = [...body].reduce((a, d, i) => a + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  const code = `${body}${(10 - (sum % 10)) % 10}`;
  return new Random(seedOf(f.name, 'upc')).chance(0.5)
    ? code
    : `${code[0]} ${code.slice(1, 6)} ${code.slice(6, 11)} ${code[11]}`;
}

const ASIAN_ORIGINS: Record<string, string> = {
  KIKKOMAN: 'JPN',
  MIZKAN: 'JPN',
  SHIRAKIKU: 'JPN',
  YAMAMOTOYAMA: 'JPN',
  'RED BOAT': 'VNM',
  'AROY-D': 'THA',
  'GOLDEN PHOENIX': 'THA',
  'CHUNG JUNG ONE': 'KOR',
  'HUY FONG': 'USA',
  'WEI-CHUAN': 'TWN',
  SUNRISE: 'CAN',
};

const WINE_ORIGINS: [RegExp, string][] = [
  [/CHIANTI|PROSECCO/, 'ITA'],
  [/MARLBOROUGH/, 'NZL'],
  [/NAPA|SONOMA|WILLAMETTE/, 'USA'],
  [/NIAGARA|VQA/, 'CAN'],
  [/MENDOZA/, 'ARG'],
];

/** Countries of origin (ISO 3166 alpha-3, as printed for country-of-origin labelling). */
export function origins(f: Family, product: Product): string[] {
  const region = f.seller.region;
  const home = isCanadian(region)
    ? 'CAN'
    : region === 'UK'
      ? 'GBR'
      : isAustralian(region)
        ? 'AUS'
        : region === 'IE'
          ? 'IRL'
          : region === 'NL'
            ? 'NLD'
            : region === 'NZ'
              ? 'NZL'
              : region === 'ZA'
                ? 'ZAF'
                : region === 'SG'
                  ? 'SGP'
                  : 'USA';
  const n = product.name;
  if (product.cat === 'mexproduce') return ['MEX'];
  if (/LAMB/.test(n)) return ['NZL', 'AUS'];
  if (/SHRIMP/.test(n)) return ['VNM', 'IND', 'THA'];
  if (/SALMON/.test(n)) return ['CHL', 'NOR', 'CAN'];
  if (/SCALLOP|MUSSEL|HADDOCK|COD/.test(n)) return ['CAN', 'USA'];
  if (/PARMESAN|OLIVE OIL|OIL OLIVE|SPARKLING|PASTA/.test(n)) return ['ITA'];
  if (/KALAMATA/.test(n)) return ['GRC'];
  if (/CALAMANSI|UBE HALAYA|PANCIT|LUMPIA|LONGANISA|SUKANG|SINIGANG|BAGOONG|BANANA KETCHUP/.test(n)) return ['PHL'];
  if (/BANANA/.test(n)) return ['GTM', 'CRI', 'ECU'];
  if (/AVOCADO|LIME/.test(n)) return ['MEX', 'PER'];
  if (/COFFEE/.test(n)) return ['COL'];
  switch (product.cat) {
    case 'produce':
      return [home, 'USA', 'MEX', 'MEX', 'CAN', 'CHL', 'PER'];
    case 'meat':
    case 'poultry':
      return [home, home, 'USA', 'CAN'];
    case 'paper':
    case 'chemical':
      return ['USA', 'CAN', 'CHN'];
    case 'italian':
      return ['ITA'];
    case 'asian':
      return [ASIAN_ORIGINS[product.brand] ?? 'CHN'];
    case 'coffee':
      return /ETHIOPIA/.test(n)
        ? ['ETH']
        : /COLOMBIA/.test(n)
          ? ['COL']
          : /WHOLE BEAN/.test(n)
            ? ['BRA', 'GTM']
            : [home];
    case 'mexican':
      return ['MEX'];
    case 'korean':
      return [/CALROSE/.test(n) ? 'USA' : 'KOR'];
    case 'tea':
      return /ASSAM|DARJEELING|CHAI/.test(n) ? ['IND'] : /SENCHA|MATCHA/.test(n) ? ['JPN'] : ['ZAF', 'EGY', 'LKA'];
    case 'cheese':
      return /PARMIGIANO|GORGONZOLA|BURRATA/.test(n)
        ? ['ITA']
        : /GRUYERE/.test(n)
          ? ['CHE']
          : /MANCHEGO/.test(n)
            ? ['ESP']
            : /HALLOUMI/.test(n)
              ? ['CYP']
              : ['FRA'];
    case 'wine':
      return [WINE_ORIGINS.find(([re]) => re.test(n))?.[1] ?? 'FRA'];
    case 'fish':
      return /BRANZINO|OCTOPUS/.test(n)
        ? ['GRC', 'ESP', 'PRT']
        : /SQUID|TUNA/.test(n)
          ? ['VNM', 'IDN']
          : [home, 'CAN', 'USA'];
    default:
      return [home];
  }
}

/** Deposit on one container: cans and small bottles, larger bottles, water-cooler jugs. */
export function containerDeposit(product: Product): number {
  const alcohol = product.cat === 'wine' || product.cat === 'beer';
  if (!['beverage', 'drinks', 'kombucha'].includes(product.cat) && !alcohol) return 0;
  const m = /^([\d.]+) (ML|L)$/.exec(product.size);
  if (!m) return 0;
  const litres = m[2] === 'ML' ? Number(m[1]) / 1000 : Number(m[1]);
  // Kegs carry a deposit of their own; wine bottles over 630 mL twice a can's.
  if (alcohol) return product.unit === 'KEG' ? 30 : litres > 0.63 ? 0.2 : 0.1;
  return litres >= 10 ? 10 : litres > 1 ? 0.25 : 0.1;
}

/** The mark of a split (broken case) line: fixed per template. */
export const splitFlag = (f: Family) =>
  new Random(seedOf(f.name, 'split')).pick(f.lang === 'fr' ? ['D', 'UN', '*'] : ['S', 'Y', 'EA', '*']);

export type Tax = { label: string; rate: number; appliesTo: 'taxable' | 'all' };

export function taxes(region: Region, lang: 'en' | 'fr'): Tax[] {
  switch (region) {
    case 'ON':
      return [{ label: lang === 'fr' ? 'TVH 13%' : 'HST 13%', rate: 0.13, appliesTo: 'taxable' }];
    case 'NS':
      return [{ label: lang === 'fr' ? 'TVH 14%' : 'HST 14%', rate: 0.14, appliesTo: 'taxable' }];
    case 'NB':
      return [{ label: lang === 'fr' ? 'TVH 15%' : 'HST 15%', rate: 0.15, appliesTo: 'taxable' }];
    case 'SK':
      return [
        { label: 'GST 5%', rate: 0.05, appliesTo: 'taxable' },
        { label: 'PST 6%', rate: 0.06, appliesTo: 'taxable' },
      ];
    case 'QC':
      return lang === 'fr'
        ? [
            { label: 'TPS 5%', rate: 0.05, appliesTo: 'taxable' },
            { label: 'TVQ 9,975%', rate: 0.09975, appliesTo: 'taxable' },
          ]
        : [
            { label: 'GST 5%', rate: 0.05, appliesTo: 'taxable' },
            { label: 'QST 9.975%', rate: 0.09975, appliesTo: 'taxable' },
          ];
    case 'BC':
    case 'MB':
      return [
        { label: 'GST 5%', rate: 0.05, appliesTo: 'taxable' },
        { label: 'PST 7%', rate: 0.07, appliesTo: 'taxable' },
      ];
    case 'AB':
      return [{ label: 'GST 5%', rate: 0.05, appliesTo: 'taxable' }];
    case 'NY':
      return [{ label: 'Sales Tax 8.875%', rate: 0.08875, appliesTo: 'taxable' }];
    case 'IL':
      return [{ label: 'Sales Tax 10.25%', rate: 0.1025, appliesTo: 'taxable' }];
    case 'TX':
      return [{ label: 'Sales Tax 8.25%', rate: 0.0825, appliesTo: 'taxable' }];
    case 'WA':
      return [{ label: 'Sales Tax 10.35%', rate: 0.1035, appliesTo: 'taxable' }];
    case 'PA':
      return [{ label: 'Sales Tax 8%', rate: 0.08, appliesTo: 'taxable' }];
    case 'GA':
      return [{ label: 'Sales Tax 8.9%', rate: 0.089, appliesTo: 'taxable' }];
    case 'CA':
      return [{ label: 'Sales Tax 9.5%', rate: 0.095, appliesTo: 'taxable' }];
    case 'MA':
      return [{ label: 'Sales Tax 6.25%', rate: 0.0625, appliesTo: 'taxable' }];
    case 'UK':
      return [{ label: 'VAT @ 20%', rate: 0.2, appliesTo: 'taxable' }];
    case 'NSW':
    case 'VIC':
      return [{ label: 'GST 10%', rate: 0.1, appliesTo: 'taxable' }];
    case 'IE':
      return [{ label: 'VAT @ 23%', rate: 0.23, appliesTo: 'taxable' }];
    case 'NL':
      // Food at the low rate of BTW, like everything else a cheese importer sells.
      return [{ label: 'BTW 9%', rate: 0.09, appliesTo: 'all' }];
    case 'HI':
      return [{ label: 'GET 4.712%', rate: 0.04712, appliesTo: 'taxable' }];
    case 'FL':
      return [{ label: 'Sales Tax 7%', rate: 0.07, appliesTo: 'taxable' }];
    case 'OR':
      return [];
    case 'CO':
      return [{ label: 'Sales Tax 8.81%', rate: 0.0881, appliesTo: 'taxable' }];
    case 'LA':
      return [{ label: 'Sales Tax 9.45%', rate: 0.0945, appliesTo: 'taxable' }];
    case 'MN':
      return [{ label: 'Sales Tax 8.025%', rate: 0.08025, appliesTo: 'taxable' }];
    case 'AZ':
      return [{ label: 'TPT 8.6%', rate: 0.086, appliesTo: 'taxable' }];
    case 'NC':
      return [{ label: 'Sales Tax 7.25%', rate: 0.0725, appliesTo: 'taxable' }];
    case 'ME':
      return [{ label: 'Sales Tax 5.5%', rate: 0.055, appliesTo: 'taxable' }];
    case 'NV':
      return [{ label: 'Sales Tax 8.375%', rate: 0.08375, appliesTo: 'taxable' }];
    case 'PE':
      return [{ label: lang === 'fr' ? 'TVH 15%' : 'HST 15%', rate: 0.15, appliesTo: 'taxable' }];
    case 'NJ':
      return [{ label: 'Sales Tax 6.625%', rate: 0.06625, appliesTo: 'taxable' }];
    case 'WI':
      return [{ label: 'Sales Tax 5.5%', rate: 0.055, appliesTo: 'taxable' }];
    case 'MD':
      return [{ label: 'Sales Tax 6%', rate: 0.06, appliesTo: 'taxable' }];
    case 'ID':
      return [{ label: 'Sales Tax 6%', rate: 0.06, appliesTo: 'taxable' }];
    case 'BE':
      // Food at the low rate of TVA, like all a chocolate and bakery supplier sells.
      return [{ label: 'TVA 6 %', rate: 0.06, appliesTo: 'all' }];
    case 'AK':
      // No state tax; the borough's.
      return [{ label: 'Borough Sales Tax 7%', rate: 0.07, appliesTo: 'taxable' }];
    case 'VT':
    case 'MI':
    case 'KY':
      return [{ label: 'Sales Tax 6%', rate: 0.06, appliesTo: 'taxable' }];
    case 'NE':
      return [{ label: 'Sales Tax 7%', rate: 0.07, appliesTo: 'taxable' }];
    case 'NZ':
      // GST on food as on everything else.
      return [{ label: 'GST 15%', rate: 0.15, appliesTo: 'all' }];
    case 'SG':
      return [{ label: 'GST 9%', rate: 0.09, appliesTo: 'all' }];
    case 'ZA':
      // Only basic foods are zero-rated; what a meat curer sells is not.
      return [{ label: 'VAT 15%', rate: 0.15, appliesTo: 'all' }];
  }
}

/** What is taxed: food is zero-rated (GST-free, exempt); drinks, alcohol, disposables, chemicals and services are not. */
export const TAXABLE: Category[] = [
  'paper',
  'chemical',
  'beverage',
  'drinks',
  'wine',
  'beer',
  'linen',
  'smallwares',
  'packaging',
  'kombucha',
  'parts',
  'ice',
  'gas',
  'knives',
  'flowers',
  'firewood',
  'disposables',
  'service',
  'sake',
  'hood',
];

/** The amount of a line given free (noCharge): fixed per template. */
export const noChargeMark = (f: Family) =>
  new Random(seedOf(f.name, 'no charge')).pick(f.lang === 'fr' ? ['GRATUIT', 'S/C'] : ['N/C', 'NO CHARGE', 'FREE']);

/** What leads the line naming the item a line was substituted for: fixed per template. */
export const substituteLabel = (f: Family) =>
  new Random(seedOf(f.name, 'substitute')).pick(
    f.lang === 'fr' ? ['Remplace', 'SUBSTITUT DE'] : ['SUB FOR', '** SUBSTITUTED FOR', 'Replaces item', 'OUT - SUB'],
  );

/** What leads the weights of a catch-weight line's pieces: fixed per template. */
export const weightsLabel = (f: Family) =>
  new Random(seedOf(f.name, 'weights')).pick(
    f.lang === 'fr' ? ['Poids :', 'Pesées :'] : ['Wts:', 'Case wts:', 'Box weights:', 'Pc wts'],
  );

/** The printed mark of a taxable line: fixed per template. */
export const taxFlag = (f: Family) => templateRandom(f).pick(['T', 'Y', '*', 'X']);
