/**
 * Argentine and Uruguayan words of meat houses' and exporters' names ('Vacío', 'Entraña fina', 'Bife de chorizo',
 * 'Ojo de bife', 'Colita de cuadril', 'Tapa de cuadril', 'Tira de asado', 'Mollejas', 'Chinchulines', 'Matambre',
 * 'Morcilla', 'Dulce de leche'), read as the English cuts and products they are. Lower case without accents.
 */
export const RIOPLATENSE: Readonly<Record<string, string>> = {
  vacio: 'flank steak',
  entrana: 'skirt',
  mollejas: 'sweetbread',
  molleja: 'sweetbread',
  chinchulines: 'small intestine',
  chinchulin: 'small intestine',
  tripa: 'intestine',
  picana: 'picanha',
  morcilla: 'blood sausage',
  morcillas: 'blood sausage',
  repostero: 'pastry',
  clasico: 'classic',
  chimichurri: 'chimichurri',
  parrillero: 'argentine',
  despalada: 'stemless',
  // A steer (novillo) is beef.
  novillo: 'beef',
};

/** Cuts and products of several words, read as one. */
export const RIOPLATENSE_PHRASES: readonly [RegExp, string][] = [
  [/\bentrana\s+fina\b/g, ' outside skirt '],
  [/\bentrana\s+gruesa\b/g, ' inside skirt '],
  [/\bchimichurri\s+sauce\b/g, ' chimichurri '],
  [/\bbife\s+(?:de\s+chorizo|angosto)\b/g, ' striploin '],
  [/\bojo\s+de\s+bife\b/g, ' ribeye '],
  [/\bcolita\s+de\s+cuadril\b/g, ' tri tip '],
  [/\btapa\s+de\s+cuadril\b/g, ' picanha '],
  // The rump cap (top sirloin cap, coulotte) is the picanha.
  [/\b(?:rump|top\s+sirloin|sirloin)\s+cap\b(?!\s+off)/g, ' picanha '],
  [/\b(?:tira\s+de\s+asado|asado\s+de\s+tira)\b/g, ' short rib flanken '],
  [/\bflanken\s+cut\b/g, ' flanken '],
  [/\brose\s+meat\b/g, ' matambre '],
  [/\bdulce\s+de\s+leche\b/g, ' milk caramel '],
  [/\bchorizo\s+parrillero\b/g, ' argentine chorizo '],
  [/\bpuro\s+cerdo\b/g, ' pork sausage '],
  [/\bsin\s+palo\b/g, ' stemless '],
  [/\bcon\s+palo\b/g, ' stemmed '],
  [/\bprecio\s+por\s+(?:kg|kilo)\b/g, ' '],
];

/** Nouns of those names. */
export const RIOPLATENSE_NOUNS = ['picanha', 'sweetbread', 'intestine', 'matambre', 'chimichurri', 'caramel'];

/** Words that say no more than the cut or product: homemade (casero), a price (precio). */
export const RIOPLATENSE_NOISE = ['casero', 'casera', 'precio'];
