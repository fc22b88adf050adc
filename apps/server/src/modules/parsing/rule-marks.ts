/**
 * A table's column rules beside a figure, read by the OCR as brackets: '65298]', '[191408]', '24)'. Kept, they hide
 * the figure from the arithmetic (a lost decimal point cannot be put back in '36688]').
 */

/** A figure: digits with their separators, perhaps a currency or percent sign, no letters. */
const FIGURE = /^[$€£]?\d[\d.,]*\s*[$€£%]?$/;

/** The word without brackets at its edges when what they enclose is a figure; a figure in parentheses is kept. */
export function withoutRuleMarks(text: string): string {
  if (/^\(.*\)$/.test(text)) return text;
  const inner = text.replace(/^[[\]{}()]+|[[\]{}()]+$/g, '');
  return inner !== text && FIGURE.test(inner) ? inner : text;
}
