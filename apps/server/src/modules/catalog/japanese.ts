/**
 * Japanese names in romaji as Japanese restaurant suppliers print them beside or instead of the English ('HON MIRIN',
 * 'SHIRO MISO', 'TOFU KINU', 'KATSUOBUSHI', 'BUTA BARA'), read as the English words they mean. Lower case, as names
 * are read. Words that are also English or another language's ('aka', 'kinu', 'tori', 'sake', 'tai', 'su') are read only in a phrase.
 */
export const JAPANESE: Readonly<Record<string, string>> = {
  // Meat, fish and eggs.
  buta: 'pork',
  butaniku: 'pork',
  gyu: 'beef',
  gyuniku: 'beef',
  toriniku: 'chicken',
  tamago: 'egg',
  ika: 'squid',
  // Soy, tofu and seasonings.
  momen: 'firm',
  kinugoshi: 'silken',
  katakuriko: 'potato starch',
  katsuobushi: 'bonito flakes',
  hanakatsuo: 'bonito flakes',
  togarashi: 'chili pepper',
  umeboshi: 'pickled plum',
  takuan: 'pickled radish',
  abura: 'oil',
  // Produce.
  nasu: 'eggplant',
  kabocha: 'kabocha squash',
  gobo: 'burdock',
  hakusai: 'napa cabbage',
  ninjin: 'carrot',
  kyabetsu: 'cabbage',
  shimeji: 'shimeji mushroom',
  // Rice and noodles: mochigome is glutinous rice, genmai brown rice.
  kome: 'rice',
  mochigome: 'glutinous rice',
  genmai: 'brown rice',
};

/** Japanese terms of several words, and words read only beside another. */
export const JAPANESE_PHRASES: readonly [RegExp, string][] = [
  // White (shiro) and red (aka) miso; silken (kinu) and firm (momen) tofu.
  [/\bshiro\s+miso\b|\bmiso\s*,?\s*shiro\b/g, ' white miso '],
  [/\baka\s+miso\b|\bmiso\s*,?\s*aka\b/g, ' red miso '],
  [/\bkinu\s+(?:tofu|dofu)\b|\btofu\s*,?\s*kinu\b/g, ' silken tofu '],
  [/\bmomen\s+(?:tofu|dofu)\b/g, ' firm tofu '],
  // Pork belly (buta bara), and chicken thigh (tori momo) and breast (tori mune).
  [/\bbuta\s*-?\s*bara\b/g, ' pork belly '],
  [/\btori\s*-?\s*momo\b/g, ' chicken thigh '],
  [/\btori\s*-?\s*mune\b/g, ' chicken breast '],
  // Hon mirin is true mirin.
  [/\bhon\s*-?\s*mirin\b/g, ' mirin '],
  // Pickled red ginger (beni shōga); toasted nori (yaki nori) is the nori sold for sushi.
  [/\bbeni\s*-?\s*shoga\b/g, ' pickled red ginger '],
  [/\byaki\s*-?\s*nori\b/g, ' nori '],
];
