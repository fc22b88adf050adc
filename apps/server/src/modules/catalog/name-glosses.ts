/**
 * Words of a name given in brackets: a gloss in another language ('Okra [Bhindi]'), or the English of a name printed
 * in another language ('BAECHU (NAPA CABBAGE)'). Text as names are read (lower case, no accents).
 */

/**
 * Words in brackets, parentheses or braces only: a gloss in another language ('Okra [Bhindi]', 'Soy Sauce (Toyo)',
 * 'Cilantro {Kothamalli}').
 */
export function glossWords(text: string): Set<string> {
  const inside = new Set<string>();
  const outside = text.replace(/[[({«]([^\])}»]*)[\])}»]/g, (_, g: string) => {
    for (const w of g.split(/[^a-z0-9]+/)) if (w) inside.add(w);
    return ' ';
  });
  for (const w of outside.split(/[^a-z0-9]+/)) inside.delete(w);
  return inside;
}

/** A mark saying the words after it are English ('(e. whole milk)', '[en: skim milk]', '(eng. bay leaves)'). */
const ENGLISH_MARK = /^\s*(?:e|en|eng|engl|ang|angl)\s*[.:]\s*/;

/**
 * Whether a name opens with words the vocabulary does not know and gives them in English in brackets, words naming a
 * product or all known ('GUK GANJANG (SOUP SOY SAUCE)', 'PYOGO (SHIITAKE)'): the name in another language, then the
 * English. ('Jerk seasoning, wet (hot)' is English with a word in brackets.)
 */
export function englishInBrackets(
  text: string,
  namesProduct: (text: string) => boolean,
  knownWord: (word: string) => boolean,
): boolean {
  return [...text.matchAll(/[[({]([^\])}]*)[\])}]/g)].some((m) => {
    const gloss = m[1]!.replace(ENGLISH_MARK, '');
    const words = gloss.split(/[^a-z]+/).filter(Boolean);
    const before = text
      .slice(0, m.index)
      .split(/[^a-z]+/)
      .filter(Boolean);
    // A word the English repeats ('Skyr, hreint (e. skyr, plain)') is one the other language shares, and a word of two
    // letters ('de', 'cu', 'ya') may be any language's.
    const other = before.filter((w) => !words.includes(w) && w.length > 2);
    return (
      !/\d/.test(gloss) &&
      other.length > 0 &&
      other.every((w) => !knownWord(w)) &&
      (namesProduct(gloss) || (words.length > 0 && words.every((w) => knownWord(w))))
    );
  });
}

/** Where a name in two languages is cut in its halves: a double slash, a tilde, guillemets or brackets. */
const HALVES = /\s\/\/\s|\s~\s|[«»[\](){}]/;

/**
 * The words of a name given in another language beside its English ('HRECHKA // BUCKWHEAT GROATS ROASTED', 'Lingonsylt
 * ~ Lingonberry Jam ~ krt 6 × 1 kg', 'Tahini, 100% Sesame «Tahineh»', 'Kasza gryczana prażona (roasted buckwheat
 * groats)'): the words of the fields but one whose words the vocabulary all knows and which names a product. None when
 * no field is such English.
 */
export function otherLanguageWords(
  text: string,
  namesProduct: (text: string) => boolean,
  knownWord: (word: string) => boolean,
): Set<string> {
  const other = new Set<string>();
  const fields = text.split(HALVES);
  if (fields.length < 2) return other;
  const words = fields.map((f) => f.split(/[^a-z]+/).filter((w) => w.length > 1));
  const english = fields.findIndex((f, i) => words[i]!.length > 0 && words[i]!.every(knownWord) && namesProduct(f));
  if (english < 0) return other;
  for (const [i, list] of words.entries())
    if (i !== english) for (const w of list) if (!words[english]!.includes(w)) other.add(w);
  return other;
}

/**
 * The words of a gloss in brackets most of whose words the vocabulary does not know, beside a name that names a
 * product outside them ('Chicken Thigh Boneless Skinless (Dak Dari Sal)', 'Tofu Soft (Sundubu)'): the other
 * language's, even the ones that read as an English word (Korean 'sal', flesh, is no salt).
 */
export function foreignGlossWords(
  text: string,
  namesProduct: (text: string) => boolean,
  knownWord: (word: string) => boolean,
): Set<string> {
  const gloss = new Set<string>();
  const bracket = /[[({]([^\])}]*)[\])}]/g;
  const outside = text.replace(bracket, ' ');
  if (!namesProduct(outside)) return gloss;
  const said = new Set(outside.split(/[^a-z]+/));
  // A word written with hyphens ('all-purpose', 'mayo-type') is known by any of its parts.
  const known = (w: string) => w.split('-').some(knownWord);
  for (const m of text.matchAll(bracket)) {
    const words = m[1]!.split(/[^a-z-]+/).filter((w) => w.length > 1);
    if (words.filter((w) => !known(w) && !said.has(w)).length * 2 > words.length)
      for (const w of words) for (const part of w.split('-')) if (!said.has(part)) gloss.add(part);
  }
  return gloss;
}
