/** Reading invoice dates written in the usual numeric and month-name forms of several languages. */
import { normalizeText } from './text.js';

const MONTHS: Record<string, number> = {};
const NAMES: [number, string][] = [
  [1, 'january jan januar janvier janv enero ene gennaio gen januari jänner styczen sty'],
  [2, 'february feb februar fevrier fevr febrero febbraio februari luty lut'],
  [3, 'march mar marz maerz mars marzo maart marzec'],
  [4, 'april apr avril abril aprile kwiecien kwi'],
  [5, 'may mai mayo maggio mei maj'],
  [6, 'june jun juni juin junio giugno czerwiec cze'],
  [7, 'july jul juli juillet juil julio luglio lipiec lip'],
  [8, 'august aug aout agosto augustus sierpien sie'],
  [9, 'september sep sept septembre septiembre settembre wrzesien wrz'],
  [10, 'october oct oktober octobre octubre ottobre okt pazdziernik paz'],
  [11, 'november nov novembre noviembre listopad lis'],
  [12, 'december dec dezember decembre diciembre dicembre grudzien gru dez'],
];
for (const [n, words] of NAMES) for (const w of words.split(' ')) MONTHS[w] = n;

function iso(y: number, m: number, d: number): string | null {
  const year = y < 100 ? (y < 70 ? 2000 + y : 1900 + y) : y;
  if (m < 1 || m > 12 || d < 1 || d > 31 || year < 1970 || year > 2100) return null;
  const date = new Date(Date.UTC(year, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export type DateOrder = 'dmy' | 'mdy';

/** The first date in the text as YYYY-MM-DD. Ambiguous 03/04/2023 is read in `order`. */
export function findDate(text: string, order: DateOrder = 'dmy'): string | null {
  let m = /\b(\d{4})[-./](\d{1,2})[-./](\d{1,2})\b/.exec(text);
  if (m) return iso(+m[1], +m[2], +m[3]);
  m = /\b(\d{1,2})([-./])(\d{1,2})\2(\d{4}|\d{2})\b/.exec(text);
  if (m) {
    const a = +m[1];
    const b = +m[3];
    const y = +m[4];
    if (a > 12) return iso(y, b, a);
    if (b > 12) return iso(y, a, b);
    if (m[2] === '.') return iso(y, b, a);
    return order === 'mdy' ? iso(y, a, b) : iso(y, b, a);
  }
  const words = normalizeText(text).split(' ');
  for (let i = 0; i < words.length; i++) {
    const month = MONTHS[words[i]];
    if (!month) continue;
    const before = words[i - 1];
    const after = words[i + 1];
    const after2 = words[i + 2];
    if (before && /^\d{1,2}$/.test(before) && after && /^\d{4}$/.test(after)) {
      const d = iso(+after, month, +before);
      if (d) return d;
    }
    if (after && /^\d{1,2}$/.test(after) && after2 && /^\d{4}$/.test(after2)) {
      const d = iso(+after2, month, +after);
      if (d) return d;
    }
  }
  const compact = /\b(20\d{2})(\d{2})(\d{2})\b/.exec(text);
  if (compact) return iso(+compact[1], +compact[2], +compact[3]);
  return null;
}
