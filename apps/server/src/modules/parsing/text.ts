/** Text normalisation and fuzzy similarity shared by header matching, supplier detection and scoring. */

const SPECIAL: Record<string, string> = {
  ł: 'l',
  Ł: 'l',
  ß: 'ss',
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  đ: 'd',
};

/** Lower case, accents removed, punctuation turned into spaces (keeps % and #). */
export function normalizeText(s: string): string {
  return s
    .replace(/[łŁßøØæÆœŒđ]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%#]+/g, ' ')
    .trim();
}

export function tokenize(s: string): string[] {
  const n = normalizeText(s);
  return n ? n.split(' ') : [];
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

/** 1 for equal strings, 0 for nothing in common. */
export function stringRatio(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest;
}

function tokensMatch(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length <= 3 || b.length <= 3) return false;
  return stringRatio(a, b) >= 0.8;
}

/** How many tokens of `a` find a distinct fuzzy partner in `b`. */
function matchedTokens(a: string[], b: string[]): number {
  const used = new Array<boolean>(b.length).fill(false);
  let matched = 0;
  for (const t of a) {
    let at = b.findIndex((u, i) => !used[i] && u === t);
    if (at < 0) at = b.findIndex((u, i) => !used[i] && tokensMatch(t, u));
    if (at >= 0) {
      used[at] = true;
      matched++;
    }
  }
  return matched;
}

/** Token-based Dice similarity with typo-tolerant token comparison. */
export function tokenSimilarity(a: string | string[], b: string | string[]): number {
  const ta = Array.isArray(a) ? a : tokenize(a);
  const tb = Array.isArray(b) ? b : tokenize(b);
  if (!ta.length || !tb.length) return 0;
  return (2 * matchedTokens(ta, tb)) / (ta.length + tb.length);
}

/** Share of the tokens of `needle` found (fuzzily) in `haystack`. */
export function tokenContainment(needle: string | string[], haystack: string | string[]): number {
  const ta = Array.isArray(needle) ? needle : tokenize(needle);
  const tb = Array.isArray(haystack) ? haystack : tokenize(haystack);
  if (!ta.length) return 0;
  return matchedTokens(ta, tb) / ta.length;
}
