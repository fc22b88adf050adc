/**
 * Description words a scan read without the spaces between them ('LAIT2%4LSAC', 'PORKBUTTBNLS4/8LBAVG',
 * 'FOILROLL'): a long token is cut where it falls wholly into words of the catalogue's vocabularies and printed
 * measures. Cautious: only tokens of eight characters or more that are no known word themselves, and only when
 * every piece is a known word, a unit or a measure.
 */
import { DESCRIPTOR_WORDS } from '../catalog/lexicon.js';
import { NOISE } from '../catalog/noise-words.js';
import { NOUNS } from '../catalog/nouns.js';
import { UNITS } from '../catalog/units.js';
import { WORDS } from '../catalog/vocabulary.js';
import type { ParsedTable } from './types.js';

const LETTERS = /^[a-z]+$/;

let known: Set<string> | null = null;
let units: Set<string> | null = null;

function vocabulary(): { known: Set<string>; units: Set<string> } {
  if (!known || !units) {
    units = new Set([...UNITS.keys()].filter((u) => LETTERS.test(u)));
    const words = [
      ...DESCRIPTOR_WORDS,
      ...NOUNS,
      ...NOISE,
      ...Object.keys(WORDS),
      ...Object.values(WORDS).flatMap((w) => w.split(' ')),
    ];
    known = new Set(words.filter((w) => LETTERS.test(w)));
  }
  return { known, units };
}

/** A printed figure or measure: '2%', '4L', '4/8LB', '12x1KG', '500'. At most four digits a run (no codes). */
const MEASURE = /^\d{1,4}(?:[.,/]\d{1,4})*(?:x\d{1,4}(?:[.,/]\d{1,4})*)*(?:%|#|[a-z]{1,3})?$/;

type Kind = 'word' | 'short' | 'measure';

function pieceKind(piece: string, v: { known: Set<string>; units: Set<string> }): Kind | null {
  if (LETTERS.test(piece)) {
    if (piece.length >= 3 && v.known.has(piece)) return 'word';
    if (piece.length === 2 && (v.units.has(piece) || v.known.has(piece))) return 'short';
    return null;
  }
  const m = MEASURE.exec(piece);
  if (!m) return null;
  const unit = /[a-z]+$/.exec(piece)?.[0];
  return !unit || v.units.has(unit) ? 'measure' : null;
}

/** The cheapest cut of a token into known pieces (fewest pieces, two-letter ones cost more), or null. */
function cut(token: string): string[] | null {
  const v = vocabulary();
  const lower = token.toLowerCase();
  const n = lower.length;
  const cost: number[] = Array(n + 1).fill(Number.POSITIVE_INFINITY);
  const from: number[] = Array(n + 1).fill(-1);
  const longWord: boolean[] = Array(n + 1).fill(false);
  cost[0] = 0;
  for (let end = 1; end <= n; end++) {
    for (let start = Math.max(0, end - 20); start < end; start++) {
      if (!Number.isFinite(cost[start])) continue;
      const kind = pieceKind(lower.slice(start, end), v);
      if (!kind) continue;
      const c = cost[start] + (kind === 'short' ? 1.5 : 1);
      if (c < cost[end]) {
        cost[end] = c;
        from[end] = start;
        longWord[end] = longWord[start] || kind === 'word';
      }
    }
  }
  if (!Number.isFinite(cost[n]) || !longWord[n]) return null;
  const pieces: string[] = [];
  for (let end = n; end > 0; end = from[end]) pieces.unshift(token.slice(from[end], end));
  return pieces.length > 1 ? pieces : null;
}

/**
 * Words in title case read without the space between them ('InjeraTeff', 'ClamsLive': a photo's narrow word gap): a
 * capital after three small letters or more starts a word, when each piece is a capital and three small letters or
 * more ('McCormick', 'LaCroix' and 'iPhone' are left as they are).
 */
const TITLE_GLUED = /^(?:\p{Lu}\p{Ll}{2,}){2,}$/u;

/** A token read as several words, or the token as it was. */
export function splitGluedToken(token: string): string {
  if (TITLE_GLUED.test(token)) return token.replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ');
  if (token.length < 8 || !/\p{L}/u.test(token)) return token;
  const lower = token.toLowerCase();
  const { known } = vocabulary();
  if (known.has(lower) || (lower.endsWith('s') && known.has(lower.slice(0, -1)))) return token;
  if (!/^[a-z0-9%#.,/]+$/.test(lower)) return token;
  return cut(token)?.join(' ') ?? token;
}

/** A description with its glued words spaced apart. */
export function splitGluedWords(text: string): string {
  return text
    .split(/(\s+)/)
    .map((t) => (/\s/.test(t) ? t : splitGluedToken(t)))
    .join('');
}

/** Spaces the glued words of the description columns of read tables (scans and photos). */
export function spaceGluedNames(tables: ParsedTable[]): void {
  for (const table of tables) {
    const names = table.headers.filter((_, i) => table.fields[i] === 'name');
    for (const row of table.rows)
      for (const h of names) if (row.values[h]) row.values[h] = splitGluedWords(row.values[h]);
  }
}
