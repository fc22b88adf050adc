/** Words of several lines merged into column spans, left to right, by horizontal overlap. */

/** A word's horizontal extent and the line it is on. */
export type SpanItem = { x0: number; x1: number; line: number };

/** A span of merged words: its extent, the distinct lines it holds words of, and the words themselves. */
export type MergedSpan<T extends SpanItem> = { x0: number; x1: number; lines: Set<number>; members: T[] };

/**
 * The items merged into spans: taken by left edge, an item joins the span before it when it starts before that
 * span's right edge less `overlap` (a negative `overlap` lets a small gap join too) and `joins` allows it.
 */
export function mergeSpans<T extends SpanItem>(
  items: T[],
  overlap: number,
  joins: (span: MergedSpan<T>, item: T) => boolean = () => true,
): MergedSpan<T>[] {
  const out: MergedSpan<T>[] = [];
  for (const it of [...items].sort((a, b) => a.x0 - b.x0)) {
    const last = out[out.length - 1];
    if (last && it.x0 < last.x1 - overlap && joins(last, it)) {
      last.x1 = Math.max(last.x1, it.x1);
      last.lines.add(it.line);
      last.members.push(it);
    } else out.push({ x0: it.x0, x1: it.x1, lines: new Set([it.line]), members: [it] });
  }
  return out;
}
