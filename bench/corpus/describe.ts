/**
 * How a family prints an item: its item code in the family's numbering, and its description (brand, case, title
 * case, the pack written in, what a wrapped description adds, the note printed below the line).
 */
import { type Category, FRENCH_UNITS, type Product, titleCase } from './catalog.js';
import type { Family } from './family.js';
import { Random, seedOf } from './random.js';

const COUNTRIES = ['USA', 'Mexico', 'Canada', 'Chile', 'Peru', 'Spain'];
const ORIGINES = ['Québec', 'Ontario', 'Mexique', 'États-Unis', 'Chili', 'Canada'];

/** Stable item code of a product in a family's numbering. */
export function itemCode(f: Family, product: Product): string {
  const r = new Random(seedOf(f.name, 'code', product.name));
  switch (f.code) {
    case 'num7':
      return r.digits(7);
    case 'num6':
      return r.digits(6);
    case 'num5':
      return r.digits(5);
    case 'alnum':
      return `${product.cat.slice(0, 2).toUpperCase()}${r.digits(4)}`;
    case 'dash':
      return `${r.digits(2)}-${r.digits(4)}`;
    case 'var':
      return r.digits(r.int(3, 6));
    case 'mnemonic':
      return mnemonic(product.name);
    case 'part': {
      const letter = () => r.pick([...'ABCDEFGHJKLMNPRSTVWX']);
      return `${letter()}${letter()}-${r.digits(4)}-${String(r.int(1, 99)).padStart(2, '0')}${letter()}`;
    }
  }
}

/** `ESPRESSO BLEND WHOLE BEAN` → `ESP-BLE`, `LAGER CAN 355ML` → `LAG-CAN-355ML`: name stems and the size. */
function mnemonic(name: string): string {
  const words = name.split(/[\s/&,.-]+/).filter(Boolean);
  const stems = words
    .filter((w) => /^[A-Z]{3,}$/.test(w))
    .slice(0, 2)
    .map((w) => w.slice(0, 3));
  const size = words.find((w) => /^\d+[A-Z]+$/.test(w));
  return [...stems, ...(size ? [size] : [])].join('-');
}

/** A case as a wrapped description spells it out: `12 x 750 ML`, `5 LB BAG`. */
const packNote = (p: Product, fr: boolean) =>
  p.pack === '1' ? `${p.size} ${fr ? (FRENCH_UNITS[p.unit] ?? p.unit) : p.unit}` : `${p.pack} x ${p.size}`;

/** What a wrapped description adds for the specialty assortments (the others: freshness, grade, origin). */
const WRAP_NOTES: Partial<Record<Category, (p: Product, fr: boolean, r: Random) => string>> = {
  italian: (_, fr, r) =>
    r.pick(
      fr
        ? ['IMPORTÉ D ITALIE', 'PRODOTTO IN ITALIA']
        : ['IMPORTED FROM ITALY', 'PRODOTTO IN ITALIA', 'PRODUCT OF ITALY'],
    ),
  asian: (_, fr, r) => r.pick(fr ? ['IMPORTÉ', 'CONSERVER AU FRAIS ET AU SEC'] : ['IMPORTED', 'STORE COOL AND DRY']),
  coffee: (p, fr) => packNote(p, fr),
  wine: (p, fr) => packNote(p, fr),
  beer: (p, fr) => packNote(p, fr),
  fish: (_, fr, r) =>
    r.pick(
      fr
        ? ['FRAIS JAMAIS CONGELÉ', 'DÉBARQUÉ CE MATIN']
        : ['FRESH NEVER FROZEN', 'LANDED TODAY', 'SUSTAINABLY SOURCED'],
    ),
  farm: (_, fr, r) =>
    r.pick(
      fr ? ['BIOLOGIQUE CERTIFIÉ', 'CUEILLI CE MATIN'] : ['CERTIFIED ORGANIC', 'PICKED THIS MORNING', 'SPRAY FREE'],
    ),
  linen: (_, fr, r) =>
    r.pick(fr ? ['SERVICE HEBDOMADAIRE', 'LOCATION ET LAVAGE'] : ['WEEKLY SERVICE', 'RENTAL AND LAUNDERING']),
  bread: (_, fr, r) => r.pick(fr ? ['CUIT CE MATIN', 'TRANCHÉ'] : ['BAKED THIS MORNING', 'SLICED', 'UNSLICED']),
};

/** Brands of a supplier's own goods and services, which its descriptions do not repeat. */
const OWN_BRANDS = ['HOUSE', 'FARM', 'RENTAL'];

export function describe(f: Family, product: Product, r: Random): { desc: string; note: string | null } {
  const fr = f.lang === 'fr';
  let name = fr ? product.fr : product.name;
  if (f.brandPrefix && !(WRAP_NOTES[product.cat] && OWN_BRANDS.includes(product.brand)))
    name = `${product.brand} ${name}`;
  if (f.nameCase === 'title') name = titleCase(name);
  if (f.packInDesc) name = `${name} ${product.pack}${f.packInDesc}${product.size}`;
  if (f.item === 'wrap') {
    // Wrapped descriptions carry more: brand, origin, handling.
    const special = WRAP_NOTES[product.cat];
    const extra = special
      ? [f.brandPrefix || OWN_BRANDS.includes(product.brand) ? '' : product.brand, special(product, fr, r)]
      : fr
        ? [
            f.brandPrefix ? '' : product.brand,
            r.pick(['FRAIS', 'QUALITÉ SUPÉRIEURE', `ORIGINE ${r.pick(ORIGINES).toUpperCase()}`, 'PRODUIT DU QUÉBEC']),
          ]
        : [
            f.brandPrefix ? '' : product.brand,
            r.pick(['FRESH', 'PREMIUM', `PRODUCT OF ${r.pick(COUNTRIES).toUpperCase()}`, 'GRADE A', 'NEVER FROZEN']),
          ];
    const more = extra.filter(Boolean).join(' ');
    name = `${name} ${f.nameCase === 'title' ? titleCase(more) : more}`;
  }
  if (f.item !== 'noteBelow') return { desc: name, note: null };
  const lot = r.digits(5);
  const note = fr
    ? r.pick([
        `Lot ${lot}   Origine : ${r.pick(ORIGINES)}`,
        `Marque : ${product.brand}   Format : ${product.pack}x${product.size}`,
        `Lot ${lot}   Meilleur avant ${r.int(1, 28)}/${r.int(1, 12)}`,
      ])
    : r.pick([
        `Lot ${lot}  Pack date ${r.int(1, 12)}/${r.int(1, 28)}`,
        `Origin: ${r.pick(COUNTRIES)}   Brand: ${product.brand}`,
        `UPC 0 ${r.digits(5)} ${r.digits(5)} ${r.int(0, 9)}`,
        `Pack: ${product.pack}/${product.size}   Lot ${lot}`,
      ]);
  return { desc: name, note };
}
