/**
 * The line-matching rule of the parser benchmark, shared by the fixtures and the generated corpus.
 *
 * A predicted line matches a ground-truth line when the description is similar (normalised tokens), the quantity is
 * equal (any of the quantities the ground truth lists) and the unit price is within one cent (any of the listed
 * prices, e.g. net or gross; lines without a unit price compare the line amount). Each predicted line matches at
 * most one truth line; a truth line takes the most similar unused predicted line.
 */
import type { ParsedItem } from '../../apps/server/src/modules/parsing/index.js';
import { tokenContainment, tokenize, tokenSimilarity } from '../../apps/server/src/modules/parsing/text.js';

export type TruthLine = { name: string; quantities: number[]; prices: number[]; amount: number | null };

export type Counts = { predicted: number; truth: number; matched: number };

export function descriptionMatches(truth: string, predicted: string): number {
  const t = tokenize(truth);
  const p = tokenize(predicted);
  const dice = tokenSimilarity(t, p);
  const contained = p.length <= 4 * t.length + 4 ? tokenContainment(t, p) : 0;
  return Math.max(dice, contained >= 0.8 ? contained : 0);
}

const cent = (a: number | null, b: number) => a !== null && Math.abs(a - b) <= 0.0101;

export function lineMatches(t: TruthLine, p: ParsedItem): boolean {
  if (t.quantities.length && !t.quantities.some((q) => p.quantity !== null && Math.abs(p.quantity - q) < 1e-6)) {
    return false;
  }
  if (t.prices.length) return t.prices.some((price) => cent(p.unitPrice, price));
  if (t.amount !== null) return cent(p.amount, t.amount) || cent(p.unitPrice, t.amount);
  return true;
}

/** For each truth line, the index of the predicted line it matched, or -1. */
export function matchLines(truth: TruthLine[], items: ParsedItem[]): number[] {
  const used = new Set<number>();
  return truth.map((t) => {
    let best = -1;
    let bestSim = 0.6;
    items.forEach((p, i) => {
      if (used.has(i) || !lineMatches(t, p)) return;
      const sim = descriptionMatches(t.name, p.name);
      if (sim >= bestSim) {
        best = i;
        bestSim = sim;
      }
    });
    if (best >= 0) used.add(best);
    return best;
  });
}

export function countMatches(truth: TruthLine[], items: ParsedItem[]): number {
  return matchLines(truth, items).filter((i) => i >= 0).length;
}

/** Precision, recall and F1. */
export function prf(s: Counts): [number, number, number] {
  const p = s.predicted ? s.matched / s.predicted : 0;
  const r = s.truth ? s.matched / s.truth : 0;
  return [p, r, p + r ? (2 * p * r) / (p + r) : 0];
}
