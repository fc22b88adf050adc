/** "PO 123", "P.O. #123", "Purchase Order: 123", "Order No. 123", "Your order # 123"; not "PO Box 123". */
const ORDER_REF =
  /\b(?:p\.?\s?o\.?|purchase\s+order|order)(?!\s*box)(?:\s*(?:no\.?|number|num\.?|ref\.?|#))?\s*[:#]?\s*#?\s*(\d{1,9})\b/i;

/** The order number an invoice prints (its first one), as the restaurant's order id; null when none is printed. */
export function orderReference(lines: readonly string[]): number | null {
  for (const line of lines) {
    const m = ORDER_REF.exec(line);
    const n = m ? Number(m[1]) : 0;
    if (n > 0) return n;
  }
  return null;
}
