/**
 * Pack notations some order guides and route books print, spelled as the ones measures are read in (text already
 * lower case): '6 @ 5 lb' (six at five pounds each) as '6 x 5 lb'; 'Z' glued to a figure for fluid ounces ('12Z CN',
 * 'OJ 64Z'); 'HG' for half gallons ('9 HG' is nine half-gallon jugs); sleeves, boxes, packs or rolls of so many
 * ('20 SLV/50', '10 BX/100') as '20 x 50'; '40 per case, 4 oz each' as '40 x 4 oz'; a patty's '1/4 lb' as a quarter pound; a liner's
 * '40 x 46, 1.5 mil' as a size in inches.
 */
export function spellPackNotations(text: string): string {
  return (
    text
      .replace(/(\d)\s*@\s*(?=\.?\d)/g, '$1 x ')
      .replace(/\b(\d+(?:\.\d+)?)z\b/g, '$1 fl oz')
      .replace(/\b(\d+)\s*hg\b/g, '$1 x 0.5 gal')
      .replace(/(?<![\d.]\s*)\bhg\b/g, '0.5 gal')
      .replace(
        /\b(\d+)\s*(?:slvs?|sleeves?|bxs?|box(?:es)?|pks?|packs?|bgs?|bags?|rls?|rolls?)\s*\/\s*(?=\d)/g,
        '$1 x ',
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
      // 'LINER 40 x 46, 1.5 mil': a bag's width by its length in inches, given with its thickness, not a count.
      .replace(/\b(\d{2})\s*[x×]\s*(\d{2})(?=\s*[,;]?\s*(?:\d+(?:\.\d+)?\s*)?mil\b)/g, '$1"x$2"')
  );
}

/** Single-serve packets counted by the case ('Ketchup Portion PKT 9 g', 1000 CT): counted, never weighed. */
export const SINGLE_SERVE = /\b(?:packets?|pkts?|single\s*-?\s*serve)\b/;

/**
 * Pack-column notations (text as measures are read in), spelled as the ones measures are read in: a labelled pack
 * and size ('Pk 6 / Sz 5 LB') as '6 x 5 lb', a size not given ('Pk 1 / Sz CW', a catch weight) as nothing; a
 * container before an equals sign ('CS=24×355ML', 'BX=100') and a format label ('Fmt 36 × 454 g') left out; a
 * dash for "of" between a count and a weight ('4-10 lb', '1-40 lb bx': four bags of ten pounds), which in a pack
 * column is no range unless an average is said.
 */
export function spellPackColumn(text: string): string {
  return text
    .replace(/^\s*pk\s*(\d+(?:\.\d+)?)\s*\/\s*sz\s*(?=[.#]?\d)/, '$1 x ')
    .replace(/^\s*pk\s*\d+(?:\.\d+)?\s*\/\s*sz\s*(?:cw|catch\s*weight|var(?:iable)?)?\s*$/, '')
    .replace(/^\s*(?:cs|case|bx|box|pk|pack|ct)\s*=\s*/, '')
    .replace(/^\s*fmt\.?\s+/, '')
    .replace(
      /^\s*(\d{1,2})\s*-\s*(\d+(?:\.\d+)?)\s*(lbs?|#|kg)(?=\s*(?:bx|box|bag|bg|cs|case|pail|tub|jug|block|blk)?\s*$)/,
      '$1 x $2 $3',
    );
}
