/**
 * How broadliners' order-system exports shorten names: a three-letter department or label prefix before the item
 * ('HSE' house label, 'ASN' Asian foods, 'FRM' farm produce, 'PKR' packer's label; 'CONVNTNL', conventional, not
 * organic), which says nothing of the product, and words cut short or turned round to fit the column.
 */

/** Department and label prefixes of broadliner exports ('HSE FLOUR ALL PURPOSE', 'FRM GINGER ROOT FRESH'). */
export const BROADLINER_NOISE = ['hse', 'asn', 'frm', 'pkr', 'convntnl'];

/** Words of broadliner exports cut short or turned round ('LG GRN' long grain, 'STARCH CORN', 'TOASTE'). */
export const BROADLINER_PHRASES: readonly [RegExp, string][] = [
  [/\blg\s+grn\b/g, ' longgrain '],
  [/\bstarch\s*,?\s*corn\b/g, ' cornstarch '],
  [/\btoaste\b/g, ' toasted '],
  // 'ALL PURP': all-purpose cut short.
  [/\ball\s*-?\s*purp?\b/g, ' allpurpose '],
  // 'CRUMB BREAD PANKO': bread crumbs filed under crumbs.
  [/\bcrumbs?\s*,?\s*bread\b/g, ' breadcrumb '],
  // 'STR CUT' fries, 'SWT POT' (sweet potato), 'LOW SOD' (low sodium), cut short.
  [/\bstr\.?\s*-?\s*cut\b/g, ' straightcut '],
  [/\bswt\.?\s+pot(?:ato(?:es)?)?\b/g, ' sweetpotato '],
  [/\blo(?:w)?\s*-?\s*sod\.?(?:ium)?\b/g, ' lowsodium '],
  // 'BEAN BLACKEYE PEA': the kind filed under beans.
  [/\bbeans?\s*,?\s*(?=black\s*-?\s*eyed?\s+peas?\b)/g, ' '],
];
