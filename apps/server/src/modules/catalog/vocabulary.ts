/**
 * The words of catalogue names as the price comparison reads them: distributors' abbreviations, Quebec French,
 * multi-word terms and Spanish, each read as the English word it means (words that say nothing about the product
 * are in noise-words.ts).
 * Everything here is in lower case without accents, as names are read (see product-name.ts).
 */
import { ABBREVIATIONS } from './abbreviations.js';
import { ALPINE, ALPINE_PHRASES } from './alpine.js';
import { ANDEAN, ANDEAN_PHRASES } from './andean.js';
import { ANTIPODEAN_PHRASES } from './antipodean.js';
import { BRITISH_PHRASES, BRITISH_WORDS } from './british.js';
import { BROADLINER_PHRASES } from './broadliner.js';
import { CANTONESE_PHRASES } from './cantonese.js';
import { COMMON_PHRASES } from './common-phrases.js';
import { DANISH, DANISH_PHRASES } from './danish.js';
import { DISTRIBUTOR_WORDS } from './distributor-words.js';
import { DUTCH, DUTCH_PHRASES } from './dutch.js';
import { FRENCH, FRENCH_PHRASES } from './french.js';
import { GERMAN, GERMAN_PHRASES } from './german.js';
import { GREEK, GREEK_PHRASES } from './greek.js';
import { HAWAIIAN } from './hawaiian.js';
import { HINDI, HINDI_PHRASES } from './hindi.js';
import { HUNGARIAN, HUNGARIAN_PHRASES } from './hungarian.js';
import { IBERIAN_FISH, IBERIAN_FISH_PHRASES } from './iberian-fish.js';
import { INDIAN_SWEETS, INDIAN_SWEETS_PHRASES } from './indian-sweets.js';
import { ITALIAN, ITALIAN_PHRASES } from './italian.js';
import { JANITORIAL, JANITORIAL_PHRASES } from './janitorial.js';
import { JAPANESE, JAPANESE_PHRASES } from './japanese.js';
import { KOREAN_PHRASES } from './korean.js';
import { KOSHER_PHRASES } from './kosher.js';
import { LEVANTINE, LEVANTINE_PHRASES } from './levantine.js';
import { MALAY, MALAY_PHRASES } from './malay.js';
import { MEXICAN, MEXICAN_PHRASES } from './mexican.js';
import { NORDIC, NORDIC_PHRASES } from './nordic.js';
import { PERUVIAN_PHRASES } from './peruvian.js';
import { POLISH, POLISH_PHRASES } from './polish.js';
import { PORTUGUESE, PORTUGUESE_PHRASES } from './portuguese.js';
import { RIOPLATENSE, RIOPLATENSE_PHRASES } from './rioplatense.js';
import { SLAVIC, SLAVIC_PHRASES } from './slavic.js';
import { SPANISH, SPANISH_PHRASES } from './spanish.js';
import { MORE_PHRASES, MORE_WORDS } from './trade-terms.js';
import { TURKISH, TURKISH_PHRASES } from './turkish.js';
import { VIETNAMESE_PHRASES } from './vietnamese.js';

/** Multi-word terms read as one word (or a few), applied in order before a name is cut into words. */
export const PHRASES: readonly [RegExp, string][] = [
  ...BRITISH_PHRASES,
  ...KOSHER_PHRASES,
  ...MORE_PHRASES,
  ...PERUVIAN_PHRASES,
  ...RIOPLATENSE_PHRASES,
  ...ANDEAN_PHRASES,
  ...INDIAN_SWEETS_PHRASES,
  ...HINDI_PHRASES,
  ...IBERIAN_FISH_PHRASES,
  ...MEXICAN_PHRASES,
  ...SPANISH_PHRASES,
  ...ANTIPODEAN_PHRASES,
  ...ITALIAN_PHRASES,
  ...ALPINE_PHRASES,
  ...GERMAN_PHRASES,
  ...PORTUGUESE_PHRASES,
  ...SLAVIC_PHRASES,
  ...NORDIC_PHRASES,
  ...DANISH_PHRASES,
  ...LEVANTINE_PHRASES,
  ...JANITORIAL_PHRASES,
  ...CANTONESE_PHRASES,
  ...KOREAN_PHRASES,
  ...JAPANESE_PHRASES,
  ...BROADLINER_PHRASES,
  ...FRENCH_PHRASES,
  ...MALAY_PHRASES,
  // Importers' languages read last, so a term of a language above keeps its reading.
  ...POLISH_PHRASES,
  ...DUTCH_PHRASES,
  ...TURKISH_PHRASES,
  ...GREEK_PHRASES,
  ...HUNGARIAN_PHRASES,
  ...VIETNAMESE_PHRASES,
  ...COMMON_PHRASES,
];

/** Distributors' abbreviations, French and Spanish words, and the English word each is read as. */
export const WORDS: Readonly<Record<string, string>> = {
  // Importers' languages first, so a word read otherwise below keeps that reading.
  ...POLISH,
  ...DUTCH,
  ...TURKISH,
  ...GREEK,
  ...HUNGARIAN,
  ...ABBREVIATIONS,
  ...FRENCH,
  ...SPANISH,
  ...MEXICAN,
  ...ITALIAN,
  ...GERMAN,
  ...ALPINE,
  ...RIOPLATENSE,
  ...ANDEAN,
  ...INDIAN_SWEETS,
  ...HINDI,
  ...IBERIAN_FISH,
  ...PORTUGUESE,
  ...MORE_WORDS,
  ...BRITISH_WORDS,
  ...SLAVIC,
  ...NORDIC,
  ...DANISH,
  ...LEVANTINE,
  ...JANITORIAL,
  ...HAWAIIAN,
  ...JAPANESE,
  ...MALAY,
  ...DISTRIBUTOR_WORDS,
};
