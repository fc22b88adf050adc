/** Vertical alignment of numbers: the data columns a table really has, whatever its header says. */
import type { DecimalStyle } from '../numbers.js';
import type { Line } from '../types.js';
import { moneyWithSignMark } from './sign-mark.js';
import { mergeSpans, type SpanItem } from './spans.js';
import { isNumberToken, letterCount } from './tokens.js';

export type Span = { x0: number; x1: number; support: number };

/** Numeric tokens of the lines merged into columns by horizontal overlap; support counts distinct lines. */
export function numericClusters(lines: Line[], style: DecimalStyle): Span[] {
  const items: { x0: number; x1: number; line: number; embedded: boolean }[] = [];
  lines.forEach((l, i) => {
    l.words.forEach((w, k) => {
      if (!isNumberToken(w.text, style) && !moneyWithSignMark(w.text)) return;
      const prev = l.words[k - 1];
      // "StandardExchange 2010", "Wifi 16 GB": a number inside running text is not a column.
      const embedded =
        !!prev && !isNumberToken(prev.text, style) && letterCount(prev.text) > 1 && w.x0 - prev.x1 < 0.5 * l.size;
      items.push({ x0: w.x0, x1: w.x1, line: i, embedded });
    });
  });
  const core = columnCores(
    items.filter((it) => !it.embedded),
    lines,
  );
  const kept = items.map((it) => ({ ...it, core: it.embedded ? NONE : core(it) })).filter((it) => it.core !== BRIDGE);
  // A figure joins the column before it unless both lie in different stretches.
  const spanCore = (members: { core: number }[]) => members.find((m) => m.core >= 0)?.core ?? NONE;
  const out = mergeSpans(kept, 0.5, (span, it) => {
    const c = spanCore(span.members);
    return c < 0 || it.core < 0 || c === it.core;
  });
  // Two columns kept apart whose figures overlap a little: each up to the middle of the overlap.
  for (let k = 1; k < out.length; k++) {
    const a = out[k - 1];
    const b = out[k];
    if (b.x0 < a.x1) {
      const mid = (b.x0 + a.x1) / 2;
      a.x1 = mid;
      b.x0 = mid;
    }
  }
  return out
    .filter((c) => c.members.filter((m) => m.embedded).length * 2 < c.members.length)
    .map((c) => ({ x0: c.x0, x1: c.x1, support: c.lines.size }));
}

const NONE = -1;
const BRIDGE = -2;

/**
 * The column each figure belongs to, judged from the stretches a third of the lines with figures (two at least)
 * cover, apart by a text height at least: a figure of one line reaching over two of them (a price and its dollar
 * sign read with the next column's figure as one word, '655.,30855') belongs to neither and is left out (it still
 * lands in a column when the rows are read), and figures of different stretches never join one column through a
 * misread figure between them. NONE for a figure outside every stretch.
 */
function columnCores(items: SpanItem[], lines: Line[]): (it: SpanItem) => number {
  if (lines.length < 3) return () => NONE;
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  const size = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const need = Math.max(2, Math.ceil(0.3 * new Set(items.map((it) => it.line)).size));
  const edges = [...new Set(items.flatMap((it) => [it.x0, it.x1]))].sort((a, b) => a - b);
  const cores: { x0: number; x1: number }[] = [];
  for (let k = 0; k + 1 < edges.length; k++) {
    const a = edges[k];
    const b = edges[k + 1];
    const over = items.filter((it) => it.x0 <= a && it.x1 >= b);
    const covering = new Set(over.map((it) => it.line));
    if (covering.size < need) continue;
    const last = cores[cores.length - 1];
    if (last && a - last.x1 < size && !sideBySide(last, over, items)) last.x1 = b;
    else cores.push({ x0: a, x1: b });
  }
  return (it) => {
    const hit = cores.flatMap((c, k) => (it.x0 < c.x1 && it.x1 > c.x0 ? [k] : []));
    return hit.length === 0 ? NONE : hit.length === 1 ? hit[0] : BRIDGE;
  };
}

/**
 * Most lines whose figures reach a stretch, three at least, print another figure of their own in the stretch just
 * before it: two columns side by side (a wide price '110.203' of a photographed page reaching under the amounts
 * beside it), not one column whose figures a few pixels of blank split.
 */
function sideBySide(before: { x0: number; x1: number }, over: SpanItem[], items: SpanItem[]): boolean {
  const lines = new Set(over.map((it) => it.line));
  const beside = [...lines].filter((line) =>
    items.some((it) => it.line === line && !over.includes(it) && it.x1 > before.x0 && it.x0 < before.x1),
  );
  return beside.length >= 3 && 2 * beside.length > lines.size;
}

/** Clusters worth trusting: seen on two lines or more, or on the only data line there is. */
export function solidClusters(clusters: Span[], dataLines: number): Span[] {
  const need = dataLines <= 1 ? 1 : 2;
  return clusters.filter((c) => c.support >= need);
}
