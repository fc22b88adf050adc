/**
 * Kinds of product a catalogue name says it is, where the kind decides how its pack is measured (measure.ts): a
 * liquid's ounces are fluid, baked goods and disposables are counted, berries by the pint are a basket.
 */

export const DRY_MEASURES = new Set(['pt', 'pint', 'pints', 'qt', 'qts', 'quart', 'quarts', 'pinte', 'pintes', 'pte']);

// Produce sold by the dry pint or quart (a basket, no unit price).
export const BASKET_PRODUCE =
  /\b(?:\w*berr(?:y|ies)|bleuets?|fraises?|framboises?|mures?|(?:cherry|grape|cerises?|raisins?)\s+tomato(?:es)?|tom(?:ato(?:es)?|ates?)[\s,]+(?:cherry|grape|cerises?|raisins?)|cherries|mushrooms?|champignons?|figs?)\b/;

// Baked goods are sold by the piece, whatever one weighs ('Croissant 80 g, 120 ct', 'MUFFIN 4 OZ 4/12 CT').
export const BAKED =
  /\b(?:pandesal|pan\s+de\s+sal|croissants?|muffins?|baguettes?|demi-baguettes?|bagels?|scones?|danish(?:es)?|donuts?|doughnuts?|brownies?|cookies?|biscuits?|buns?|bolillos?|tortillas?|pitas?|naans?|pains?|challahs?|challot|(?:stroop)?waffles?|crackers?|boules?|pullman|(?:puff\s+)?pastry\s+sheets?|(?:egg|spring)\s+rolls?|dough\s+balls?|(?<!\b(?:meat|cheese|processed)\s*)loa(?:f|ves))\b/;

// Disposables sized by what they hold ('Hot Cups 12 oz, 1,000 ct'): counted, never weighed.
export const SIZED_BY_CAPACITY =
  /\b(?:cups?|lids?|containers?|contenants?|contenedor(?:es)?|vasos?|tapas?|bowls?|bols?|plates?|assiettes?|souffles?|gobelets?|verres?|tumblers?|clamshells?)\b/;

// Liquids sold by the ounce: an ounce of a drink, milk, oil or bleach is a fluid ounce ('COLA CAN 24/12 OZ'); what
// is packed in one is not ('GARLIC MINCED IN OIL 4/32 OZ', 'Tomates en dés dans leur jus', 'Atún en agua').
export const LIQUID =
  /(?<!\b(?:in|with|dans|a|au|aux|en)\s+(?:l['’]\s*|(?:leurs?|their|its|own|its\s+own|su|sus)\s+)?)\b(?:cola|coke|soda|pop|soft\s+drinks?|creamer|half\s*(?:&|and)\s*half|(?<!\b(?:sour|ice|whipped|creme)\s+)cream(?!\s+(?:cheese|of|filled|style))|whip(?:ped|ping)?\s+toppings?|drinks?|(?<!\bnapkins?\s+|\bfood\s*(?:&|and)\s*)beverages?(?!\s+napkins?)|nectars?|juices?|jus|jugos?|water|eau|agua|milk|(?:almond|oat|soy|rice|coconut)milk|lait|leche|oil|huile|aceite|vinegar|vinaigre|bleach|javel|cloro|detergents?|detergentes?|refrescos?|syrup|sirop|broth|bouillon|lemonade|wine|vin|beer|(?<=\bginger\s+)ale|sanitizer|degreaser|cleaner|clnr|soap|savon|jabon|(?:fish|soy)\s+sauce|sauce\s*,?\s*(?:fish|soy)|nuoc\s+mam|patis|shoyu)\b/;

/** Sugar in packets is compared by weight (2.8 g and 4 g packets), other single-serve packets by the count. */
/** Foods sold in portion cups of a weight (an ounce of cream cheese, butter or jam), weighed rather than counted. */
export const WEIGHED_PORTIONS =
  /\b(?:cheese|fromage|queso|butter|beurre|mantequilla|margarine|jam|jelly|confiture|mermelada|marmalade|honey|miel|peanut)\b/;

export const WEIGHED_PACKETS = /\b(?:sugars?|sucres?|azucar|sweeteners?|edulcorants?)\b/;

/** Where a coffee is grown, however spelt (English, French, Spanish): it names the coffee. */
export const COFFEE_ORIGINS: Readonly<Record<string, string>> = {
  colombia: 'colombian',
  colombian: 'colombian',
  colombien: 'colombian',
  colombiano: 'colombian',
  ethiopia: 'ethiopian',
  ethiopian: 'ethiopian',
  ethiopien: 'ethiopian',
  kenya: 'kenyan',
  kenyan: 'kenyan',
  guatemala: 'guatemalan',
  guatemalan: 'guatemalan',
  sumatra: 'sumatran',
  sumatran: 'sumatran',
  brazil: 'brazilian',
  brazilian: 'brazilian',
  brasil: 'brazilian',
  kona: 'kona',
  peru: 'peruvian',
  peruvian: 'peruvian',
  honduras: 'honduran',
  honduran: 'honduran',
  haiti: 'haitian',
  haitian: 'haitian',
  ayiti: 'haitian',
  jamaica: 'jamaican',
  jamaican: 'jamaican',
};
