/**
 * The sizes of a name that describe one piece rather than the pack (a 6 oz portion, 4-6 oz fillets, a 3 lb average
 * roast) and the two sides of a sheet or liner (40x46), as product-name.ts keeps them in a product's key.
 */
import type { Measure } from './measure.js';
import { WEIGHED_PORTIONS } from './name-kinds.js';

/**
 * A piece's size in grams or millilitres, to the nearest 5 under a kilo (6 oz → 170g, 12 fl oz → 355ml, 1 lb →
 * 455g) and to the nearest 100 above (3 lb → 1400g, as 1.4 kg): the same size written in either system reads the same.
 * The ends of a range, which metric lists round more coarsely ('6-8 oz' is '170-230 g'), to the nearest 10 under a kilo.
 */
function roundedSize(amount: number, per: string, step5 = 5): string {
  const base = amount * 1000;
  const step = base < 1000 ? step5 : 100;
  const unit = per === 'l' ? 'ml' : 'g';
  return `${Math.round(base / step) * step}${unit}`;
}

function pieceSize(m: Measure): string | null {
  if (m.per === 'each') return null;
  const factor = m.total / (m.count * m.size);
  if (m.range) return `${roundedSize(m.range[0] * factor, m.per, 10)}-${roundedSize(m.range[1] * factor, m.per, 10)}`;
  return roundedSize(m.size * factor, m.per);
}

const near = (a: number, b: number) => Math.abs(a - b) <= 0.02 * Math.max(a, b);

/**
 * The measures of a name that describe one piece rather than the pack: a size range ('4-6 OZ'), a catch
 * weight of one piece ('3 LB AVG'), or a weight beside a different pack ('Veal Cutlets 4 OZ', pack '10 LB'). A
 * measure that is the pack (or, for one written as its parts, its inner size) is not.
 */
export function pieces(
  measures: readonly Measure[],
  pack: Measure | null,
  text = '',
  packField: Measure | null = null,
): string[] {
  const found: string[] = [];
  for (const m of measures) {
    // '5/7 oz' tilapia or '8/10 oz' steaks beside a pack column of another weight: a piece size range written with a
    // slash, not five 7 oz pieces.
    if (packField && slashRange(m, text) && !near(packField.total, m.total)) {
      const factor = m.total / (m.count * m.size);
      found.push(`${roundedSize(m.count * factor, m.per, 10)}-${roundedSize(m.size * factor, m.per, 10)} piece`);
      continue;
    }
    // A portion's size by so many of it, the size written first ('BUTTER CUP 5G X 720', 'PRETZELS 1OZ X 144', as
    // an airline caterer's list prints a make-up): that portion, as '5 g | 720 ct' reads. (Named portions are read as
    // their words say.)
    if (
      m.per !== 'each' &&
      !m.range &&
      m.count >= 50 &&
      m.total / m.count >= 0.005 &&
      m.total / m.count <= 0.061 &&
      sizeFirst(m, text) &&
      !/\bportions?\b/.test(text)
    ) {
      const size = pieceSize(m);
      if (size) found.push(`${size} piece`);
      continue;
    }
    if (
      m.per === 'each' ||
      (pack && pack.per === m.per && m.start >= pack.start && m.end <= pack.end && m.total <= pack.total)
    )
      continue;
    // The content of each pack to the case ('12 oz. Can - 24/Case') or of a can ('#10 Can 105 oz') is no portion.
    // (A cup's or a container's capacity is no content: it tells 16 oz containers from 32 oz ones.)
    if ((pack?.perCase || pack?.can) && m.count === 1 && !m.range && !m.avg && !m.capacity) continue;
    if (m.range || m.avg) {
      // A roast or a side 'about 9 LB' (a lamb shoulder 'avg 2.2 kg') is weighed, not chosen by size: only smaller
      // pieces' sizes tell products apart (whole chickens of 3 lb and 1.8 kg).
      // So is a fillet or a side of 2 lb or more ('3-4 lb' salmon fillets, '1.4-1.8 kg').
      if (m.avg && !m.range && m.total / m.count >= 2) continue;
      if (m.range && m.per === 'kg' && m.range[0] * (m.total / (m.count * m.size)) >= 0.9) continue;
      const size = pieceSize(m);
      if (size) found.push(`${size} piece`);
      continue;
    }
    if (m.count > 1 || !pack) continue;
    // Butter or cheese of 100 g or more a piece is sold in blocks, prints or loaves, not in portions.
    if (m.per === 'kg' && m.total >= 0.1 && WEIGHED_PORTIONS.test(text)) continue;
    if (pack.per === m.per && near(pack.total, m.total)) continue;
    // '3 LB' of a '10/3 LB' pack is the pack's inner size; '10 oz' of '16/10 OZ' steaks is one portion.
    const inner = pack.per === m.per && pack.count > 1 && near(pack.total / pack.count, m.total);
    // A drink's can or bottle is no portion, however small; nor is a jug or a quart of which the pack column counts the
    // volume ('cream - quart', '12 qts per case').
    if (inner && (m.total >= 0.45 || m.per === 'l')) continue;
    const times = pack.total / m.total;
    if (
      m.per === 'l' &&
      pack.per === 'l' &&
      pack.count === 1 &&
      times >= 2 &&
      Math.abs(times - Math.round(times)) < 0.02
    )
      continue;
    const size = pieceSize(m);
    if (size) found.push(`${size} piece`);
  }
  return found;
}

/** A measure written as a size by a count ('5g x 720', '.5oz x 200'). */
function sizeFirst(m: Measure, text: string): boolean {
  return /^\s*\d*\.?\d+\s*[a-z]+\s*[x×*]\s*\d+\s*$/.test(text.slice(m.start, m.end));
}

/** A portion in ounces written 'a/b oz' with b a little above a ('5/7 oz', '8/10 oz'): a size range, if not a pack. */
function slashRange(m: Measure, text: string): boolean {
  if (
    m.per !== 'kg' ||
    m.unit !== 'oz' ||
    m.range ||
    m.count < 3 ||
    m.count >= m.size ||
    m.size > 1.7 * m.count ||
    m.size > 16
  )
    return false;
  return /^\s*\d+\s*\/\s*\d+/.test(text.slice(m.start, m.end));
}

/**
 * Two sides written with x or × and no unit ('Can liner, 40 × 46', 'LINER 40X46') are read as a count of pieces; beside
 * a pack column that says another count, they are the product's size ('40x46'), which tells liners apart.
 */
export function dimensions(text: string, measures: readonly Measure[], pack: Measure | null): string[] {
  if (!pack) return [];
  return measures
    .filter(
      (m) =>
        m.per === 'each' &&
        m.unit === 'ct' &&
        m.count > 1 &&
        !m.can &&
        !m.perCase &&
        /^\s*[\d.]+\s*[x×]\s*[\d.]+\s*$/.test(text.slice(m.start, m.end)) &&
        !(pack.per === 'each' && near(pack.total, m.total)),
    )
    .map((m) => `${m.count}x${m.size}`);
}
