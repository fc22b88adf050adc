/**
 * Quebec distributors' abbreviated French (lower case, without accents), as vocabulary.ts reads its own words:
 * 'BEURRE NON SAL.' is unsalted butter, 'POIT. POULET DÉSOS. S/PEAU CONG.' frozen boneless skinless chicken breast,
 * 'CREVETTES CRUES DÉC. S/QUEUE' raw peeled tail-off shrimp; and its terse forms ('PAINS HAMBURGER', hamburger
 * buns without the 'à').
 */

/** Abbreviated French phrases, read as one word or a few (no capturing groups). */
export const FRENCH_ABBREVIATED_PHRASES: readonly [RegExp, string][] = [
  [/\bnon\s*-?\s*sal\b\.?/g, ' unsalted '],
  // 'FROM. À LA CRÈME': fromage à la crème, cream cheese.
  [/\bfrom\b\.?\s*a\s+la\s+creme\b/g, ' creamcheese '],
  [/\bs\s*\/\s*queue\b|\bsans\s+queue\b/g, ' tailoff '],
  [/\bpains?\s+(?:hamburgers?|burgers?)\b/g, ' hamburger bun '],
];

/** Abbreviated French words and the English word each is read as. */
export const FRENCH_ABBREVIATED_WORDS: Readonly<Record<string, string>> = {
  poit: 'breast',
  desos: 'boneless',
  cong: 'frozen',
  surg: 'frozen',
  dec: 'peeled',
  // 'BÉBÉS ÉPINARDS': baby spinach.
  bebe: 'baby',
};
