/**
 * Columns of one-letter flags ("T" for taxable, "Y"/"N", "*") set apart from the words beside them. They are not
 * figures, but they show the header where a label over them ends: "Tax | Amount" over a column of "T" and a column
 * of amounts names two columns, not one "Tax Amount" column.
 */
import type { Line } from '../types.js';
import type { Span } from './clusters.js';
import { mergeSpans } from './spans.js';

const FLAG = /^[A-Z*✓]$/;

/** Flag columns of the data lines: lone capital letters (or marks) aligned on half the lines, and two or more. */
export function flagColumns(lines: Line[]): Span[] {
  const items: { x0: number; x1: number; line: number }[] = [];
  lines.forEach((l, i) => {
    l.words.forEach((w, k) => {
      if (!FLAG.test(w.text)) return;
      const prev = l.words[k - 1];
      const next = l.words[k + 1];
      // A flag stands alone: a word of running text ("a", "of") sits a space from its neighbours.
      if (prev && w.x0 - prev.x1 < l.size) return;
      if (next && next.x0 - w.x1 < l.size) return;
      items.push({ x0: w.x0, x1: w.x1, line: i });
    });
  });
  const out = mergeSpans(items, -0.5);
  const need = lines.length <= 1 ? 1 : Math.max(2, Math.ceil(lines.length / 2));
  return out.filter((c) => c.lines.size >= need).map((c) => ({ x0: c.x0, x1: c.x1, support: c.lines.size }));
}

/** The figure columns with the flag columns that overlap none of them, in order of position. */
export function withFlagColumns(figures: Span[], flags: Span[]): Span[] {
  const apart = flags.filter((f) => !figures.some((c) => Math.min(c.x1, f.x1) > Math.max(c.x0, f.x0)));
  return [...figures, ...apart].sort((a, b) => a.x0 - b.x0);
}
