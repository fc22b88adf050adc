/**
 * Words of cheese affineurs' lists, in Quebec French and in English ('Tomme, pâte ferme, affinée 6 mois', 'Chèvre frais',
 * 'croûte lavée', 'Cheddar mi-fort'), read as the English words the price comparison reads. Lower case without
 * accents, as names are read (see product-name.ts).
 */

/** Multi-word terms read as one word (or a few), applied before vocabulary.ts's own (no capturing groups). */
export const AFFINEUR_PHRASES: readonly [RegExp, string][] = [
  // A cheese's paste: firm (pressed), soft, semi-soft, blue-veined (persillée).
  [/\bpates?\s+(?:demi|mi)\s*-?\s*fermes?\b|\bsemi\s*-?\s*(?:soft|firm)(?=\s+cheese\b)/g, ' semisoftcheese '],
  [/\bpates?\s+(?:fermes?|dures?|pressees?(?:\s+(?:non\s+)?cuites?)?)\b|\bfirm(?=\s+cheese\b)/g, ' firmcheese '],
  [/\bpates?\s+molles?\b|\bsoft(?=\s+cheese\b)/g, ' softcheese '],
  [/\bpates?\s+persillees?\b/g, ' blue '],
  // Its rind: bloomy (fleurie, soft-ripened) or washed (lavée); a natural rind says nothing more.
  [/\bcroutes?\s+fleuries?\b|\bbloomy\s*-?\s*rind(?:ed)?\b/g, ' bloomyrind '],
  [/\bcroutes?\s+lavees?\b|\bwashed\s*-?\s*rind(?:ed)?\b/g, ' washedrind '],
  [/\bcroutes?\s+naturelles?\b|\bnatural\s*-?\s*rind(?:ed)?\b/g, ' '],
  // Goat's milk, goat cheese; a chèvre opening a name in a cheese list is a goat cheese.
  [/\blait\s+de\s+chevres?\b/g, ' goat milk '],
  [/\bfromages?\s+de\s+chevres?\b|^\s*chevres?\b/g, ' goat cheese '],
  // A medium cheddar is 'mi-fort' (half strong), an extra sharp one 'extra-fort'.
  [/\bmi\s*-?\s*forts?\b/g, ' medium '],
  [/\bextra\s*-?\s*sharp\b/g, ' extrasharp '],
];

/** Words of such names, and the English word each is read as. */
export const AFFINEUR: Readonly<Record<string, string>> = {
  affine: 'aged',
  affinee: 'aged',
  thermise: 'thermized',
  thermisee: 'thermized',
  thermized: 'thermized',
};

/** Words of such names that say nothing of which product it is: a whole cheese is sold as a wheel (meule). */
export const AFFINEUR_NOISE = ['meule', 'meules'];
