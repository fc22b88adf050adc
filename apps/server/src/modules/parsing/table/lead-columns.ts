/**
 * Tables read without a header: tokens that open most item lines at the same place (a delivery date "03/01", a unit
 * "CS", an item code "DA9449") are columns of their own, not the start of the description.
 */
import type { DecimalStyle } from '../numbers.js';
import type { Field, Line, Word } from '../types.js';
import { isUnitWord } from './roles.js';
import { isDateToken, isNumberToken, letterCount } from './tokens.js';

type Kind = 'date' | 'unit' | 'code';

export type LeadColumn = { kind: Kind; role: Field; label: string; x0: number; x1: number; words: Map<Line, Word> };

/** Packing words of French invoices beside the usual unit words. */
const PACKING = /^(?:un|unité|caisse|caisses|cse|sac|bte|boite|boîte|pqt|paquet|colis|fût|bid|bidon|plq|barq)\.?$/i;
const CODE = /^(?=.*\p{L})(?=.*\d)[\p{L}\d-]{4,14}$/u;

function kindOf(text: string, style: DecimalStyle): Kind | null {
  if (isDateToken(text) && !isNumberToken(text, style)) return 'date';
  if (isUnitWord(text) || PACKING.test(text)) return 'unit';
  if (CODE.test(text) && !isNumberToken(text, style)) return 'code';
  return null;
}

const ROLE: Record<Kind, { role: Field; label: string }> = {
  date: { role: 'none', label: 'Date' },
  unit: { role: 'unit', label: 'Unit' },
  code: { role: 'item_code', label: 'Code' },
};

/**
 * The words before a line's description: dates, units, codes, figures and stray single characters (a quantity the
 * reading took for a letter), up to the first word of text.
 */
function leadingWords(line: Line, style: DecimalStyle): { word: Word; kind: Kind | null }[] {
  const out: { word: Word; kind: Kind | null }[] = [];
  for (const word of line.words) {
    const kind = kindOf(word.text, style);
    if (!kind && !isNumberToken(word.text, style) && word.text.length > 1) break;
    out.push({ word, kind });
  }
  return out;
}

/**
 * Kinds of token standing at about the same x in the leading words of at least 60 % of the lines, each with the word it
 * takes on every such line. A line keeps some text of its own after them.
 */
export function leadColumns(lines: Line[], style: DecimalStyle): LeadColumn[] {
  if (lines.length < 3) return [];
  const size = lines[0].size;
  const leads = new Map(lines.map((l) => [l, leadingWords(l, style)] as const));
  const out: LeadColumn[] = [];
  for (const kind of ['date', 'unit', 'code'] as Kind[]) {
    const found = lines
      .map((l) => ({ l, w: leads.get(l)?.find((x) => x.kind === kind)?.word }))
      .filter((x): x is { l: Line; w: Word } => !!x.w);
    if (found.length < 0.6 * lines.length) continue;
    const xs = found.map((f) => f.w.x0).sort((a, b) => a - b);
    const median = xs[Math.floor(xs.length / 2)];
    const aligned = found.filter((f) => Math.abs(f.w.x0 - median) <= 1.5 * size);
    if (aligned.length < 0.6 * lines.length) continue;
    const words = new Map(aligned.map((f) => [f.l, f.w] as const));
    out.push({
      kind,
      ...ROLE[kind],
      x0: Math.min(...aligned.map((f) => f.w.x0)),
      x1: Math.max(...aligned.map((f) => f.w.x1)),
      words,
    });
  }
  // The description keeps some text on most lines: columns that would take all of it are not columns.
  const taken = new Set(out.flatMap((c) => [...c.words.values()]));
  const texted = lines.filter((l) => l.words.some((w) => !taken.has(w) && letterCount(w.text) >= 3)).length;
  if (texted < 0.6 * lines.length) return [];
  return out;
}
