/**
 * Kosher certification as kosher suppliers print it ('KOSHER (OU-D) Whole Milk', 'KOSHER GLATT Chicken Wings',
 * 'KOSHER PAREVE Large White Eggs', 'KOSHER (OU) Canola Oil'): on meat, poultry, fish and dairy it makes another
 * product (glatt meat, cholov yisroel milk are bought as such), on dry goods, oil, eggs or honey it says nothing more
 * than the symbol most of them carry anyway. Kosher salt (coarse) and kosher dill pickles are kinds, not certifications.
 */
import { KINDS } from './noun-kinds.js';

/** Certification phrases, read before vocabulary.ts's own (glatt alone is German for flat-leaf, as of parsley). */
export const KOSHER_PHRASES: readonly [RegExp, string][] = [
  [/\b(?:kosher\s+)?for\s+passover\b|\bkosher\s+l\s*pesach\b/g, ' passover '],
  [/\bglatt\s+kosher\b|\bkosher\s+glatt\b/g, ' kosher '],
  [/\b(?:kosher\s+)?(?:cholov|chalav|cholev)\s+(?:yisroel|yisrael|israel)\b/g, ' kosher cholovyisroel '],
  [/\bkosher\s*,?\s*\(?\s*ou\s*-?\s*d\s*\)?(?![a-z])/g, ' kosher '],
  [/\bkosher\s*,?\s*\(?\s*ou\s*\)?(?![a-z-])|\bkosher\s+(?:pareve|parve)\b/g, ' kosher '],
  [/\b(?:pareve|parve)\b|\(\s*ou\s*\)/g, ' '],
];

const CHEESES = KINDS.find(([wider]) => wider === 'cheese')?.[1] ?? new Set<string>();

/** Nouns of meat, poultry, fish and dairy: kosher ones are bought as such. */
const KOSHER_KEPT = new Set([
  ...['beef', 'veal', 'lamb', 'chicken', 'turkey', 'duck', 'brisket', 'frank', 'hotdog', 'sausage', 'salami'],
  ...['pastrami', 'corned', 'lox', 'salmon', 'fish', 'herring', 'whitefish'],
  ...['milk', 'cream', 'creamcheese', 'cheese', 'butter', 'yogurt', 'sourcream'],
  // Kinds, not certifications.
  ...['salt', 'pickle', 'dill'],
]);

/** Drops 'kosher' from a name whose product it does not make another one of. */
export function readKosher(nouns: Set<string>, words: Set<string>): void {
  if (!words.has('kosher') && !nouns.has('kosher')) return;
  if ([...nouns, ...words].some((w) => KOSHER_KEPT.has(w) || CHEESES.has(w))) return;
  words.delete('kosher');
  nouns.delete('kosher');
}
