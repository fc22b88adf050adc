import { SIZED_BY_CAPACITY } from './name-kinds.js';
import { unitInfo } from './units.js';
import { spellVietnamesePacks } from './vietnamese.js';

/**
 * Pack notations some order guides and route books print, spelled as the ones measures are read in (text already
 * lower case): '6 @ 5 lb' (six at five pounds each) as '6 x 5 lb'; 'Z' glued to a figure for fluid ounces ('12Z CN',
 * 'OJ 64Z'); 'HG' for half gallons ('9 HG' is nine half-gallon jugs); sleeves, boxes, packs or rolls of so many
 * ('20 SLV/50', '10 BX/100', '10 bx × 100') as '20 x 50'; '40 per case, 4 oz each' as '40 x 4 oz'; a patty's '1/4 lb' as a quarter pound; a liner's
 * '40 x 46, 1.5 mil' as a size in inches; a fraction of an ounce after a count ('400×3/8OZ') as a decimal; a French
 * 'conserve n° 10' as a #10 can.
 */
/** Roughly what one of a unit weighs in kg (a litre as a kilo), to tell a case's count of a size from a produce count. */
const KG_OF: Record<string, number> = { lb: 0.4536, lbs: 0.4536, oz: 0.02835, kg: 1, g: 0.001, ml: 0.001, l: 1 };

export function spellPackNotations(text: string): string {
  return (
    spellVietnamesePacks(text)
      .replace(/(\d)\s*@\s*(?=\.?\d)/g, '$1 x ')
      // '25 LB SK': SK after a weight is the sack it comes in, not skim.
      .replace(/(\d\s*(?:lbs?|#|kg))\s+sk\b/g, '$1 sack')
      // 'BOX 100S' (a box of 100 sachets), 'book of 160 sheets', '160 SHEETS/BOOK' (leaf): so many to the box or book.
      .replace(/\b(?:box|bx|pack|pk|ctn|carton)\s+(\d+)s\b/g, '$1 ct')
      .replace(/\bbooks?\s+of\s+(\d+)\s+sheets?\b|\b(\d+)\s+sheets?\s*\/\s*books?\b/g, (_, a, b) => `${a ?? b} ct`)
      // 'caja x 30 bandejas x 30', 'case of 12 trays of 30': so many trays of so many (eggs).
      .replace(
        /\b(?:cajas?|cj|case|cs)\s*(?:x|de|of)?\s*(\d+)\s*(?:bandejas|trays|flats|maples|cartons)\s*(?:x|de|of)\s*(\d+)\b/g,
        '$1 x $2 ct',
      )
      // '36CT 1LB BUTTER', '42CT 2.5OZ COFFEE': a name opening with its count and its size is so many of that size
      // (a case's weight at most; a cup's or a container's size is what it holds, see unitAmount).
      .replace(
        /^\s*(\d+)\s*(?:ct|count|pcs?)\s+(\d+(?:\.\d+)?)\s*(lbs?|oz|kg|g|ml|l)\b/,
        (m, n: string, size: string, unit: string, _i: number, all: string) =>
          Number(n) * Number(size) * (KG_OF[unit] ?? 1) <= 50 && !SIZED_BY_CAPACITY.test(all)
            ? `${n} x ${size} ${unit}`
            : m,
      )
      // '400×3/8OZ': so many of a fraction of an ounce or a pound (creamer cups), not 400 × 3 of 8 oz.
      .replace(
        /([x×*]\s*)(\d{1,2})\s*\/\s*(2|3|4|8|16)\s*(?=(?:oz|lbs?)\b)/g,
        (m, sign: string, a: string, b: string) =>
          Number(a) < Number(b) ? `${sign}${+(Number(a) / Number(b)).toFixed(4)} ` : m,
      )
      // 'conserve n° 10', 'boîte no 10', 'No. 10 can': a #10 can.
      .replace(/\b(?:conserves?|boites?|cans?|latas?)\s+(?:de\s+)?n[o°]\s*\.?\s*(\d{1,2})\b/g, ' #$1 can ')
      .replace(/\bn[o°]\s*\.?\s*(\d{1,2})\s+(?:cans?|conserves?|tins?)\b/g, ' #$1 can ')
      // '6 x n° 10': so many #10 cans.
      .replace(/(\d\s*[x×*/]\s*)n[o°]\s*\.?\s*(\d{1,2})\b/g, '$1#$2')
      // 'Harina precocida x 1 kg — paca x 10', 'Bocadillo x 500 g — caja x 24': a size, a dash, then the bale or case
      // of so many (Spanish 'x' for 'of'): so many of that size.
      .replace(
        /\b(\d+(?:\.\d+)?\s*(?:lbs?|kg|g|oz|fl\.?\s*oz|l|ml|gal))\.?\s*[—–-]\s*(?:paca|caja|cj|bulto|fardo|display|bolsa|saco)\s+(?:de\s+|x\s*)(\d+)\b(?!\s*(?:[.,]\d|lbs?|kg|g|oz|l|ml|x)\b)/g,
        '$2 x $1',
      )
      // 'Strawberries, 1 lb clamshell × 8': so many containers of a size.
      .replace(
        /\b(\d+(?:\.\d+)?\s*(?:lbs?|kg|g|oz|fl\.?\s*oz|l|ml|gal|qt))\.?\s+(?:clam(?:shell)?s?|tubs?|jugs?|bottles?|jars?|cans?|tins?|cartons?|bags?|trays?|pails?)\s*[x×*]\s*(\d+)\b/g,
        '$2 x $1',
      )
      .replace(/\b(\d+(?:\.\d+)?)z\b/g, '$1 fl oz')
      .replace(/\b(\d+)\s*hg\b/g, '$1 x 0.5 gal')
      .replace(/(?<![\d.]\s*)\bhg\b/g, '0.5 gal')
      .replace(
        /\b(\d+)\s*(?:sls?|slvs?|sleeves?|bxs?|box(?:es)?|pks?|packs?|bgs?|bags?|rls?|rolls?)\s*[/x×*]\s*(\d+)\b(?!\s*(?:ct|count|pcs?|ea)\b)/g,
        '$1 x $2 ct',
      )
      // '40 per case, 4 oz each': so many of a size.
      .replace(
        /\b(\d+)\s*(?:per|\/)\s*(?:case|cs|box|bx|bag)\s*,?\s*(\d+(?:\.\d+)?\s*(?:oz|lbs?|g|kg))\.?\s*each\b/g,
        '$1 x $2',
      )
      // 'Beef Patties 1/4 lb': a quarter-pound patty or burger, not one 4 lb piece.
      .replace(
        /(?<![\d./]\s*)\b1\s*\/\s*([234])\s*(?:lbs?\b\.?|#)(?=.*\b(?:patt(?:y|ies)|burgers?)\b)|(?<=\b(?:patt(?:y|ies)|burgers?)\b.*)(?<![\d./]\s*)\b1\s*\/\s*([234])\s*(?:lbs?\b\.?|#)/g,
        (_, a: string | undefined, b: string | undefined) => `${+(1 / Number(a ?? b)).toFixed(4)} lb`,
      )
      // 'BLACK TRASH BAGS 40X46', 'SACS À DÉCHETS 40X46': a liner's width by its length in inches, not a count.
      .replace(
        /\b(\d{2})\s*[x×]\s*(\d{2})\b(?![\d.]|\s*(?:lbs?|kg|g|oz|ml|l|ct|un|pcs?)\b)/g,
        (m, w: string, len: string, _i: number, all: string) =>
          /\b(?:liners?|trash|garbage|refuse|ordures|dechets|basura)\b/.test(all) ? `${w}"x${len}"` : m,
      )
      // 'Romaine Hearts 12/3s', 'ROMAINE HEARTS 12/3' closing the name: a produce case of so many packs of a few (not a
      // count per pound, whose ends are near).
      .replace(/\b(\d{1,2})\s*\/\s*([2-6])(?:s\b|\s*$)/g, (m, a: string, b: string) =>
        Number(a) >= 2 * Number(b) ? `${a} x ${b} ct` : m,
      )
      // 'LINER 40 x 46, 1.5 mil': a bag's width by its length in inches, given with its thickness, not a count.
      .replace(/\b(\d{2})\s*[x×]\s*(\d{2})(?=\s*[,;]?\s*(?:\d+(?:\.\d+)?\s*)?mil\b)/g, '$1"x$2"')
  );
}

/**
 * A line whose columns are printed merged into one string, each set apart by two spaces or more: the pack count, the
 * size, a brand code, then the description ('36  1 LB  NLCLS  BUTTER SOLID UNSLTD AA', '6  #10  NLCLS  TOMATO
 * DICED', '4  10 LBA  NLIMP  CHIX BRST', LBA being pounds on average). It is spelled as the description followed by
 * so many of the size ('BUTTER SOLID UNSLTD AA 36 x 1 LB'), the brand code left out. Text as printed (case kept).
 */
export function spellMergedColumns(text: string): string {
  const m = MERGED_COLUMNS.exec(text);
  if (!m) return text;
  const [, count, size, , rest] = m as unknown as [string, string, string, string, string];
  return `${rest} ${Number(count) === 1 ? '' : `${count} x `}${size.replace(/(\d)\s*LBA\b/i, '$1 LB AVG')}`;
}

const MERGED_COLUMNS = /^\s*(\d+(?:\.\d+)?)\s{2,}(#?\d\S*(?: [A-Za-z]+)?)\s{2,}([A-Z][A-Z0-9&'.-]*)\s{2,}(\S.*)$/;

/** Single-serve packets counted by the case ('Ketchup Portion PKT 9 g', 1000 CT): counted, never weighed. */
export const SINGLE_SERVE = /\b(?:packets?|pkts?|single\s*-?\s*serve)\b/;

/** Units a bare number may follow in a pack column ('lb 40' is forty pounds, no container of forty). */
const MEASURE_WORD = /^(?:lbs?|kgs?|g|gr|oz|l|lt|ml|cl|gal|qt|pt|dz|doz|ct|ea|pcs?|no|nr)$/;

/** A container's word before a count, or before so many of so many, perhaps of pieces named ('yashik 12×30 dona'). */
const CONTAINER_BEFORE_COUNT =
  /^\s*(\p{L}[\p{L}‘’'ʻ]+)\.?\s*[·•:]?\s*(?:de\s+)?(?=\d+(?:\s*[x×*]\s*\d+)?\s*(?:(\p{L}+)\.?)?\s*$)/u;

/** Weight and volume units a pack column states a container's size in ('10lb bag ×4', '121 FL OZ/BTL'). */
const SIZE_UNIT = String.raw`(?:(?:lbs?|kg|g|oz|fl\.?\s*oz|l|ml|gal|qt)\b|#)`;
/** Containers a pack column names between its size and its count. */
const CONTAINER =
  '(?:bags?|bg|blocks?|blk|box(?:es)?|bx|chubs?|tubs?|pails?|jugs?|bottles?|btls?|cans?|jars?|trays?|sleeves?|slv|sl|rolls?|rl|packs?|pk|cartons?|ctn)';
const SIZED_CONTAINERS = new RegExp(String.raw`^\s*(\d+(?:\.\d+)?\s*${SIZE_UNIT})\s*${CONTAINER}\s*[x×*]\s*(\d+)\s*$`);
const TWO_LEVELS = new RegExp(
  String.raw`^\s*(\d+(?:\.\d+)?\s*(?:${SIZE_UNIT}|ea|each|ct|pcs?))\s*\/\s*(${CONTAINER})\s*,\s*(\d+)\s*\2\s*\/\s*(?:cs|case)\s*$`,
);

/**
 * Pack-column notations (text as measures are read in), spelled as the ones measures are read in: a labelled pack
 * and size ('Pk 6 / Sz 5 LB') as '6 x 5 lb', a size not given ('Pk 1 / Sz CW', a catch weight) as nothing; a
 * container before an equals sign ('CS=24×355ML', 'BX=100') and a format label ('Fmt 36 × 454 g') left out; a
 * dash for "of" between a count and a weight ('4-10 lb', '1-40 lb bx': four bags of ten pounds), which in a pack
 * column is no range unless an average is said; so many EA of a size ('36 EA x 1 LB') as '36 x 1 lb'; a
 * container's size before how many of it ('10lb bag ×4') as '10 lb x 4'; a size to an inner pack and inner packs to
 * the case ('100 EA/BX, 10 BX/CS', '121 FL OZ/BTL, 3 BTL/CS') as '10 x 100 ea'.
 */
export function spellPackColumn(text: string): string {
  return (
    text
      .replace(/^\s*pk\s*(\d+(?:\.\d+)?)\s*\/\s*sz\s*(?=[.#]?\d)/, '$1 x ')
      .replace(/^\s*pk\s*\d+(?:\.\d+)?\s*\/\s*sz\s*(?:cw|catch\s*weight|var(?:iable)?)?\s*$/, '')
      // A unit of issue ('UI CS = 36 PG, 1 LB', 'UI CS = 4 GL', 'UI BX = 100 EA'): the unit, so many packs of a size.
      .replace(/^\s*ui\s+[a-z]{2}\s*=\s*(\d+)\s*[a-z]{2,4}\s*,\s*(?=\d)/, '$1 x ')
      // So many containers and nothing more ('UI CS = 6 CN', 'UI CS = 6 RO'): a count of them.
      .replace(/^\s*ui\s+[a-z]{2}\s*=\s*(\d+)\s*(?:cn|pg|pk|ro|rl|bt|jr|jg|co|bx|bg|tb|lf|sk|pl)\s*$/, '$1')
      .replace(/^\s*ui\s+[a-z]{2}\s*=\s*/, '')
      .replace(/^\s*(?:cs|case|bx|box|pk|pack|ct)\s*=\s*/, '')
      .replace(/^\s*fmt\.?\s+/, '')
      // 'cx 3', 'caixa 6', 'cs 12', 'case · 250', 'trei 30': a case (Portuguese caixa), a tray or any container of so
      // many, named in a word before the count, in any script and perhaps with an apostrophe letter ('bog‘ 24'), French
      // or Spanish 'de' before the count ('plateau de 30'), the count perhaps of pieces named ('кора 30 бр.', 'yashik 12×30
      // dona': twelve of thirty pieces).
      .replace(/^\s*(?:cx|caixa|cs|case|caja)\.?\s+(?=\d+\s*$)/, '')
      .replace(CONTAINER_BEFORE_COUNT, (m, w: string, piece: string | undefined) =>
        MEASURE_WORD.test(w) || unitInfo(w) || (piece && unitInfo(piece)?.per !== 'each') ? m : '',
      )
      // '36ct/1lb', '6ct/#10', '4ct/1gal': so many of a size.
      .replace(
        /^\s*(\d+)\s*(?:ct|count|ea|pcs?)\s*\/\s*(?=#\d|\d+(?:\.\d+)?\s*(?:lbs?|oz|fl|kg|g|gal|qt|pt|l|ml)\b)/,
        '$1 x ',
      )
      // 'Caja c/12 paq. de 30', 'Caja c/6 latas #10', 'Caja c/200': a Spanish case with (con) so many.
      .replace(/^\s*(?:caja|bulto|bolsa|paquete)?\s*c\s*\/\s*(?=\d)/, '')
      .replace(/^\s*(\d+)\s+(?:paq(?:uetes?)?|bolsas?|latas?|sobres?)\.?\s+(?:de\s+)?(?=[#\d])/, '$1 x ')
      .replace(
        /^\s*(\d{1,2})\s*-\s*(\d+(?:\.\d+)?)\s*(lbs?|#|kg)(?=\s*(?:bx|box|bag|bg|cs|case|pail|tub|jug|block|blk)?\s*$)/,
        '$1 x $2 $3',
      )
      // '6-32 OZ', '12-800 G', '6-64 FL OZ': so many packs of a size (not a portion range, '6-8 OZ', whose ends are near).
      .replace(
        /^\s*(\d{1,2})\s*-\s*(\d+(?:\.\d+)?)\s*(fl\.?\s*oz|oz|g|ml|l)\s*$/,
        (m, a: string, b: string, u: string) => (Number(b) >= 2 * Number(a) + 10 ? `${a} x ${b} ${u}` : m),
      )
      // '1-15 DZ', '16-250 CT', '1-1000 CT': so many packs of a count (not a count range, whose ends are near).
      .replace(/^\s*(\d{1,2})\s*-\s*(\d+)\s*(dz|dozen|ct|count)\s*$/, (m, a: string, b: string, u: string) =>
        Number(b) >= 2 * Number(a) + 10 ? `${a} x ${b} ${u}` : m,
      )
      .replace(/^\s*(\d+)\s*(?:ea|each|pcs?)\s*[x×*]\s*(?=\d)/, '$1 x ')
      .replace(SIZED_CONTAINERS, '$1 x $2')
      .replace(TWO_LEVELS, '$3 x $1')
  );
}
