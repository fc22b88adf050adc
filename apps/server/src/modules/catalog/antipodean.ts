/**
 * New Zealand and Australian English of foodservice and produce lists: brown onions are the yellow onions of other
 * lists, blue-top milk is whole (standard) milk, kiwifruit is the kiwi, and Hayward and SunGold are the green
 * and gold ones; wombok is the napa cabbage, kumara the sweet potato, a scotch fillet the rib-eye, green prawns raw
 * ones, rind the skin of pork, chips fries. In lower case without accents, as names are read (see product-name.ts).
 */

/** New Zealand and Australian names of several words, read as the words other lists use. */
export const ANTIPODEAN_PHRASES: readonly [RegExp, string][] = [
  [/\bbrown\s+onions?\b|\bonions?\s*,?\s+brown\b/g, ' yellow onion '],
  [/\b(?:standard\s+)?blue\s*-?\s*top\b/g, ' whole '],
  [/\bkiwi\s*-?\s*fruits?\b/g, ' kiwi '],
  [/\bhayward\b/g, ' green '],
  [/\bsun\s*gold\b/g, ' gold '],
  // Bakers flour is bread flour; bicarb soda is baking soda.
  [/\bbakers?\s*'?\s*s?\s+flour\b/g, ' bread flour '],
  [/\bbicarb(?:onate)?\s+(?:of\s+)?soda\b/g, ' baking soda '],
  // Wombok (Chinese cabbage) is the napa cabbage; a continental cucumber the long English one.
  [/\bwombok\b|\bchinese\s+cabbage\b|\bcabbage\s*,?\s*chinese\b/g, ' napa cabbage '],
  [/\bcontinental\s+cucumbers?\b|\bcucumbers?\s*,?\s*continental\b/g, ' english cucumber '],
  [/\bkumara\b/g, ' sweetpotato '],
  [/\bwitlof\b/g, ' endive '],
  [/\brock\s*melons?\b/g, ' cantaloupe '],
  [/\bhundreds\s+(?:and|&)\s+thousands\b/g, ' sprinkle '],
  [/\bbaking\s+paper\b/g, ' parchment paper '],
  // Tasty cheese is a mature cheddar.
  [/\btasty\s+cheese\b|\bcheese\s*,?\s*tasty\b/g, ' cheddar cheese '],
  // Beef cuts: the scotch fillet is the rib-eye, the eye fillet the tenderloin.
  [/\bscotch\s+fillets?\b/g, ' ribeye '],
  [/\beye\s+fillets?\b/g, ' beef tenderloin '],
  // Green prawns are raw ones, not of a colour.
  [/(?<=\bprawns?\b.*)\bgreen\b|\bgreen\b(?=.*\bprawns?\b)/g, ' raw '],
  // The rind of pork is its skin; bacon is sold rindless unless said otherwise.
  [/\brindless\b(?=.*\bbacon\b)|(?<=\bbacon\b.*)\brindless\b/g, ' '],
  [/\brind\s*-?\s*on\b/g, ' skinon '],
  [/\brind\s*-?\s*off\b|\brindless\b/g, ' skinless '],
  // Chips said to be cut (straight, shoestring, chunky) or frozen are fries.
  [
    /\bchips?\b(?=.*\b(?:straight\s*-?\s*cut|shoestring|steak\s*-?\s*cut|chunky|beer\s*-?\s*battered|frozen)\b)|(?<=\b(?:straight\s*-?\s*cut|shoestring|steak\s*-?\s*cut|chunky|beer\s*-?\s*battered)\b.*)\bchips?\b/g,
    ' fries ',
  ],
];
