/**
 * A money figure printed with its dollar sign after it (French Canadian '26,28 $'), the sign read as another mark:
 * '2628%', '26,28%', '5237S', '4429§'. Still a figure of its column.
 */
const SIGN_READ_AS_MARK = /^(?:\d{1,6}[.,]\d{2}|\d{3,7})\s?[$%§S]$/;

export function moneyWithSignMark(text: string): boolean {
  return SIGN_READ_AS_MARK.test(text.trim());
}
