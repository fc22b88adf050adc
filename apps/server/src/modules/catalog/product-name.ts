/**
 * A catalogue name read as the product it names: the nouns that name it ('chicken breast') and the words and
 * figures that tell it from its look-alikes (boneless, diced, unsalted, large, 2%, 85/15, 16/20, a 6 oz
 * portion, a #10 can, 115 lemons to the case). Pack sizes, packaging and selling words are left out, so
 * 'Butter, Unsalted Solids 36/1lb', 'BTR UNSLTD 36/1#' and 'Beurre non salé 36 x 454 g' read the same.
 */
import { memoByString } from '@app/contracts';
import { SAYS_NOTHING, withoutBrandPhrases } from './brands.js';
import { containerSize } from './containers.js';
import { GREEK_PHRASE_WORDS } from './greek.js';
import { COLOURS, IMPLIED } from './implied.js';
import { readKosher } from './kosher.js';
import { guessAbbreviation, inLexicon, useLexicon } from './lexicon.js';
import { capacities, fluidMeasures, fluidPack, measureText, packColumn, packOf, readMeasures } from './measure.js';
import { readFat } from './name-fat.js';
import { dashedEnglish, englishHalf, oneLanguage, withoutContainerFields } from './name-fields.js';
import { englishInBrackets, foreignGlossWords, glossWords, otherLanguageWords } from './name-glosses.js';
import { singular, withoutLabels } from './name-labels.js';
import { dimensions, pieces } from './name-pieces.js';
import { applyNameRules, readCoffeeOrigin, readRiceWhite } from './name-rules.js';
import { readSizeGrades, readSizes } from './name-sizes.js';
import { NOISE } from './noise-words.js';
import { KINDS } from './noun-kinds.js';
import { NOUNS } from './nouns.js';
import { growersWaters } from './shellfish.js';
import { beefGrades, beforeMeasures, impsAnimal } from './trade-terms.js';
import { PHRASES, WORDS } from './vocabulary.js';

useLexicon([...NOUNS, ...NOISE, ...Object.values(WORDS).flatMap((w) => w.split(' '))]);

export type ProductName = {
  /** Nouns naming the product, sorted. */
  nouns: string[];
  /** Describing words and figures, sorted. */
  details: string[];
  /** Nouns and details in one string: equal keys are the same product. Empty when the name says nothing. */
  key: string;
  /** Whether the key leaves out words of the name the vocabulary does not know (a brand, or a word it should know). */
  vague: boolean;
  /** Those words, sorted. */
  unknown: string[];
};

/**
 * The English word(s) a word of a name is read as: the vocabulary's reading (of the word, its singular, or a French
 * word without its feminine and plural endings), the word itself when it is known, else the word an abbreviation
 * of it stands for (see lexicon.ts).
 */
function reading(raw: string, shouting: boolean, abbreviated = true): string {
  const known = WORDS[raw] ?? WORDS[singular(raw)];
  if (known) return known;
  // A known English word is itself, not an abbreviation its stem happens to be ('kale' is not 'kal', kalamata).
  const english = NOUNS.has(singular(raw)) || NOISE.has(raw) || inLexicon(raw) || inLexicon(singular(raw));
  const french =
    WORDS[raw.replace(/s$/, '')] ?? (english || !abbreviated ? undefined : WORDS[raw.replace(/e?s?$/, '')]);
  if (french) return french;
  if (english) return raw;
  return compoundReading(raw) ?? ((abbreviated && guessAbbreviation(raw, shouting)) || raw);
}

/**
 * A word the vocabulary does not know joined of two it reads as words of another language, the way Danish, Norwegian,
 * Swedish and German join them ('kyllingebryst', chicken breast; 'olivenolie', olive oil; 'fetaost', feta cheese),
 * read as both: the first part (with or without the 'e' or 's' that joins it: 'kyllinge-', 'forårs-') a word of the
 * vocabulary or a noun, the last a word it reads or a noun, one of them at least not English (so 'butterball' stays a word),
 * and neither an abbreviation (so 'detail' is no 'det' and 'ail', detergent and garlic).
 * Null when the word splits no such way.
 */
/** Whether the vocabulary reads a word as a longer one it begins: an abbreviation ('det', 'rom', 'saus'). */
const abbreviates = (w: string, read: string) => read !== w && read.startsWith(w);

function compoundReading(raw: string): string | null {
  if (raw.length < 6 || /[^a-z]/.test(raw)) return null;
  for (let i = 3; i <= raw.length - 3; i++) {
    const [head, tail] = [raw.slice(0, i), raw.slice(i)];
    const tailRead = WORDS[tail] ?? (NOUNS.has(tail) ? tail : undefined);
    if (!tailRead || abbreviates(tail, tailRead)) continue;
    const headWord = [head, head.replace(/[es]$/, '')].find(
      (h) => h.length >= 3 && (WORDS[h] !== undefined || NOUNS.has(h)) && !abbreviates(h, WORDS[h] ?? h),
    );
    if (!headWord) continue;
    const headRead = WORDS[headWord] ?? headWord;
    if (headRead === headWord && tailRead === tail) continue;
    return `${headRead} ${tailRead}`;
  }
  return null;
}

/**
 * The words of a name in another language closing with its English in brackets ('Zahăr alb tos [granulated sugar]',
 * 'Smântână 18% grăsime [sour cream]'): words outside the brackets the English does not repeat, when the English
 * names a product in words the vocabulary all knows and the rest is no English. Such words are the other language's,
 * no abbreviations of English ones (Romanian 'alb' is white, no Alabama).
 */
function foreignBesideEnglish(text: string): Set<string> {
  const m = /^(.*[a-z].*?)[[(]([^\])[(]*)[\])]\s*$/.exec(text.trim());
  if (!m || !allEnglish(m[2]!) || !namesProduct(m[2]!) || allEnglish(m[1]!)) return new Set();
  const english = new Set(m[2]!.split(/[^a-z]+/));
  return new Set(m[1]!.split(/[^a-z]+/).filter((w) => w && !english.has(w)));
}

/**
 * A code the vocabulary reads as no word: four letters or more without a vowel ('pcrcls'), or five or more opening
 * with three consonants no English word opens with ('pcrjan', 'pcrbev').
 */
function brandCode(raw: string): boolean {
  const vowelless = /^[b-df-hj-np-tv-xz]{4,}$/.test(raw);
  const codeLike =
    /^[b-df-hj-np-tv-xz]{3}[a-z]{2,}$/.test(raw) && !/^(?:s[cpt]r|spl|squ|[cst]hr|sch|phr|sph)/.test(raw);
  if (!vowelless && !codeLike) return false;
  const read = reading(raw, true);
  return read === raw && !isKnown(singular(raw)) && !NOISE.has(raw);
}

/** Whether the vocabulary knows a word (as a noun, a describing word or a reading). */
function isKnown(w: string): boolean {
  return NOUNS.has(w) || inLexicon(w) || PHRASE_WORDS.has(w);
}

/** Whether the vocabulary reads a word of a name as English (itself, or its singular). */
const knownWord = (w: string) => isKnown(w) || isKnown(singular(w)) || NOISE.has(w);

const PHRASE_WORDS = new Set(PHRASES.flatMap(([, out]) => out.trim().split(/\s+/)));

const CANNED =
  /#\s*\d|\b(?:cans?|canned|tins?|tinned|conserves?|latas?|enlatad[oa]s?|brine|saumure|salmuera)\b|\d\s*(?:ml|l|fl\.?\s*oz|oz)\b/;

/** Vegetables sold fresh as they are dug or cut: whole, unless said peeled, cut or baby. */
const WHOLE_PRODUCE = [
  ...['carrot', 'parsnip', 'beet', 'turnip', 'rutabaga', 'radish', 'celeriac', 'potato', 'onion', 'shallot'],
  ...['cabbage', 'cauliflower', 'cucumber'],
];

const CHEESES = KINDS.find(([wider]) => wider === 'cheese')?.[1];

/** Whether a text names a product: a word of it reads as a noun. */
function namesProduct(text: string): boolean {
  return text.split(/[^a-z]+/).some(
    (raw) =>
      raw &&
      reading(raw, false)
        .split(' ')
        .some((w) => NOUNS.has(singular(w))),
  );
}

/**
 * Whether a half of a name may be the other half's translation: it names a product, or says more than a container
 * ('sac', 'sachet', 'bidon' do not).
 */
const translates = (half: string) =>
  namesProduct(half) || half.split(/[^a-z]+/).filter((w) => w.length > 2 && !NOISE.has(w)).length >= 2;

/** Whether a word is English as written: known, and not a word of another language the vocabulary translates. */
const writtenEnglish = (w: string) => knownWord(w) && (WORDS[w] === undefined || WORDS[w] === w);

/**
 * Whether a text is in words the vocabulary all knows (read as its phrases read them), one at least more than a
 * selling or packing word.
 */
function allEnglish(text: string): boolean {
  const words = phrases(text)
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1);
  return words.length > 0 && words.every(knownWord) && words.some((w) => !NOISE.has(w) && !NOISE.has(singular(w)));
}

// All phrases in one pattern, read in one pass: where several start at the same place, the first listed wins.
const ALL_PHRASES = new RegExp(PHRASES.map(([p]) => `(${p.source})`).join('|'), 'g');

function phrases(text: string): string {
  return ` ${text} `.replace(ALL_PHRASES, (...groups: unknown[]) => {
    const i = groups.slice(1, PHRASES.length + 1).findIndex((g) => g !== undefined);
    return PHRASES[i]?.[1] ?? ' ';
  });
}

// Greek letters as Greek suppliers write them in Latin ones (accents are off already): ου as ou, η and ι as i, υ as y,
// χ as ch, θ as th, ψ as ps, ξ as x, β as v.
const GREEK_LETTERS: Readonly<Record<string, string>> = {
  ...{ α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm' },
  ...{ ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o' },
};

/**
 * Greek words in Latin letters, those the vocabulary reads (other Greek words, beside their English in brackets, are
 * left out as before).
 */
function greekInLatin(text: string): string {
  if (!/[α-ω]/.test(text)) return text;
  return text.replace(/[α-ω]+/g, (word) => {
    const latin = word.replace(/ου/g, 'ou').replace(/[α-ω]/g, (c) => GREEK_LETTERS[c] ?? c);
    return WORDS[latin] !== undefined || WORDS[singular(latin)] !== undefined || GREEK_PHRASE_WORDS.has(latin)
      ? latin
      : ' ';
  });
}

/** Reads a name (and its pack column, which tells the pack apart from a piece size in the name). */
export function readProductName(name: string, pack = ''): ProductName {
  return remembered(`${name}\u0000${pack}`);
}

const remembered = memoByString((both: string): ProductName => {
  const [name = '', pack = ''] = both.split('\u0000');
  // '80% Lean / 20% Fat' is the ratio 80/20; ground chuck is ground beef.
  const shouting = name === name.toUpperCase();
  const { text: unplaced, waters } = growersWaters(measureText(withoutLabels(name)));
  const text = beforeMeasures(beefGrades(impsAnimal(unplaced, shouting), shouting))
    .replace(/(\d+)\s*%\s*lean\s*[/,&-]?\s*(\d+)\s*%\s*fat/g, '$1/$2')
    // Ground meat of '20% fat' is 80/20.
    .replace(
      /\b(\d{1,2})\s*%\s*fat\b(?=.*\b(?:ground|mince|minced|k[iı]yma)\b)|(?<=\b(?:ground|mince|minced|k[iı]yma)\b.*)\b(\d{1,2})\s*%\s*fat\b/g,
      (_, a, b) => `${100 - Number(a ?? b)}/${a ?? b}`,
    )
    .replace(/\bground\s+chuck\b/g, 'ground beef')
    // A two-letter origin between dashes and a double slash ('GINGER ROOT FRESH - PE // 30 LB BOX') is no word.
    .replace(/\s-\s[a-z]{2}\s+(?=\/\/)/g, ' ')
    // A tax rate ('prix HT, TVA 5,5 %') is no fat or strength.
    .replace(/\b(?:tva|vat|gst|hst|pst|iva|mwst|ust)\s*:?\s*\d+(?:[.,]\d+)?\s*%/g, ' ')
    // Double quotes around words or a number ('Flour, W 300 "Farina per Pizza"', 'tipo "00"') are quotes, no inches.
    .replace(/(^|\s)"([a-z][^"]*)"/g, '$1$2 ')
    .replace(/(^|\s)"(\d+)"/g, '$1$2 ');
  const { measures, figures } = readMeasures(text);
  const packField = packColumn(pack, name);
  const namePack = packOf(text, measures);
  // A grower's waters tell shellfish of one species apart (see shellfish.ts).
  const details: string[] = [...waters];
  // 85/15, 16/20, 2%, #2 tell products apart; '100%' (juice, oil) says nothing.
  for (const f of figures) if (f.text !== '100%') details.push(f.text);
  for (const m of measures) if (m.can) details.push(`#${m.can} can`);
  // A can size stated by the pack column alone ('6/#10') of a name stating no size is the product's as much as one
  // in the name.
  if (packField?.can && measures.length === 0) details.push(`#${packField.can} can`);
  details.push(
    ...pieces(fluidMeasures(name, capacities(name, measures)), fluidPack(name, packField ?? namePack), text, packField),
  );
  details.push(...dimensions(text, measures, packField));

  // The words, once the measures and figures are cut out.
  let rest = text;
  for (const span of [...measures, ...figures].sort((a, b) => b.start - a.start))
    rest = `${rest.slice(0, span.start)} ${rest.slice(span.end)}`;
  // Greek script read in Latin letters, and Turkish dotless ı as i, once the measures (κιλά, γρ) are read.
  rest = greekInLatin(rest).replace(/ı/g, 'i');
  rest = readSizes(rest, details);
  // Fields set apart by pipes ('SUGAR | POWDERED') read as the commas phrases allow between words.
  rest = phrases(
    withoutBrandPhrases(
      oneLanguage(
        englishHalf(
          dashedEnglish(rest, knownWord, (w) => knownWord(w) || reading(w, false, false) !== w) ??
            withoutContainerFields(text, rest, namesProduct),
          allEnglish,
          writtenEnglish,
        ),
        knownWord,
        translates,
      )
        .replace(/['’`]/g, ' ')
        .replace(/\s*\|\s*/g, ', '),
    ),
  );

  // Distributors that print in capitals cut words short ('ITAL'); in a mixed-case name 'Pick' is a word.
  const nouns = new Set<string>();
  const words = new Set<string>();
  // Words the vocabulary does not know (a brand, a house name, a selling word): they count only when nothing else does.
  const unknown = new Set<string>();
  const bareNumbers: number[] = [];
  // Scandinavian and Icelandic 'med', 'með' (with) written in lower case before a word of that language ('filé med
  // skinn', 'með beini') is no medium, which 'MED' or 'med' before an English word ('med size') abbreviates.
  const withWord = /\bme[dð]\s+[a-zäöåæøðþ]/.test(name)
    ? rest.replace(/\bmed\s+([a-z]+)/g, (m, w: string) => (knownWord(w) ? m : ` ${w}`))
    : rest;
  // A word the vocabulary does not know, said with 'non' ('Riz brisé non parfumé', non fragrant broken rice):
  // the product is told apart by that absence, which a name without the word does not say.
  const negated = withWord.replace(/\bnon\s+([a-z]{3,})\b/g, (m, w: string) => {
    if (knownWord(w) || reading(w, shouting, false) !== w) return m;
    details.push(`non ${singular(w)}`);
    return ' ';
  });
  const tokens = negated.split(/[^a-z0-9]+/).filter(Boolean);
  // Words the vocabulary does not know given only in brackets: a gloss of the name in another language.
  const glosses = glossWords(text);
  const glossed = new Set<string>();
  const foreign = foreignBesideEnglish(text);
  const gloss = foreignGlossWords(text, namesProduct, (w) => knownWord(w) || reading(w, false, false) !== w);
  for (const [i, raw] of tokens.entries()) {
    // A distributor's brand code closing a name in capitals ('BUTTER PRINT SLTD AA PCRCLS'): letters without a
    // vowel that read as no word.
    if (shouting && i === tokens.length - 1 && i > 0 && brandCode(raw)) continue;
    // A bare number ('Citrons 115', 'Lemon 115s'): a count, for produce sized by count.
    if (/^\d+s?$/.test(raw)) {
      bareNumbers.push(Number.parseInt(raw, 10));
      continue;
    }
    if (/\d/.test(raw) || SAYS_NOTHING.has(raw) || gloss.has(raw)) continue;
    const read = reading(raw, shouting, !foreign.has(raw));
    for (const part of read.split(' ')) {
      const w = singular(part);
      if (w.length < 2 || NOISE.has(w) || NOISE.has(part)) continue;
      if (NOUNS.has(w)) nouns.add(w);
      else if (isKnown(w) || isKnown(part)) words.add(w);
      else if (glosses.has(part) || glosses.has(raw)) glossed.add(w);
      else unknown.add(w);
    }
  }
  // A name in another language with the English in brackets ('DAEPA (KOREAN LEEK)', 'GUK GANJANG (SOUP SOY
  // SAUCE)'): the words outside are the same name, and a word of the English the vocabulary lacks may tell it apart.
  if (englishInBrackets(text, namesProduct, knownWord)) {
    for (const w of [...unknown]) if (!glosses.has(w)) unknown.delete(w);
    for (const w of glossed) unknown.add(w);
    glossed.clear();
  }
  // Words of a half in another language beside an English one ('MASLO VERSHKOVE // BUTTER UNSALTED') say no more.
  for (const w of otherLanguageWords(text, namesProduct, knownWord)) {
    unknown.delete(w);
    unknown.delete(singular(w));
    glossed.delete(singular(w));
  }
  // A name in capitals, a dash, then the same in lower-case English ('MANJANO – turmeric, ground', 'NYAMA YA MBUZI –
  // goat meat, curry cut'): the capitals the vocabulary does not know are the other language's, no brand or kind.
  const capitals = /^([^a-z]*[A-Z]{2}[^a-z]*?)\s[–—-]\s+(?=[a-z])/.exec(withoutLabels(name))?.[1];
  if (capitals)
    for (const w of measureText(capitals).split(/[^a-z]+/)) {
      unknown.delete(w);
      unknown.delete(singular(w));
      glossed.delete(singular(w));
    }
  // A mineral water is named by its spring (Borjomi, Jermuk): a word the vocabulary does not know tells it apart.
  if (nouns.has('water') && words.has('mineral')) for (const w of unknown) words.add(w);
  // So is a fish named only as a fish ('Hilsa Fish, Whole', 'Rohu Fish, Whole'): by its species.
  if (nouns.size === 1 && nouns.has('fish')) for (const w of unknown) words.add(w);
  // A gloss counts only when the vocabulary knows no other word of the name.
  if (nouns.size === 0 && words.size === 0) for (const w of glossed) words.add(w);
  if (nouns.size === 0) for (const w of unknown) words.add(w);
  readCoffeeOrigin(nouns, words, unknown);
  readFat(nouns, words, details);

  readSizeGrades(text, nouns, measures, bareNumbers, details, packField);
  // Kosher certification makes another product of meat and dairy only (see kosher.ts).
  readKosher(nouns, words);
  // Sriracha named alone ('Huy Fong Sriracha') is the sauce.
  if (nouns.size === 0 && words.has('sriracha')) nouns.add('sauce');
  // What goes without saying of the product is said (see IMPLIED); milk of a cheese is what it is made of.
  const named = new Set([...nouns, ...words]);
  if ([...nouns].some((n) => n === 'cheese' || CHEESES?.has(n))) nouns.delete('milk');
  const said = new Set([...nouns, ...words, ...details]);
  // 'Fresh' is a selling word left out of the key, but it still says a product is not the frozen one it would be.
  if (/\b(?:fresh|frsh|frais|fraiche|fraiches|fresco|fresca|frescos|frescas)\b/.test(text)) said.add('fresh');
  for (const [noun, word, alternatives] of IMPLIED)
    if (named.has(noun) && !alternatives.some((a) => said.has(a))) words.add(word);
  // Beans and chickpeas sold by the pound or kilo with no can, tin or brine said are dry ones (canned ones come in
  // cans, ounces or millilitres).
  if (
    (nouns.has('bean') || nouns.has('chickpea')) &&
    !nouns.has('sprout') &&
    !nouns.has('vanilla') &&
    !['refried', 'baked', 'cooked', 'dry', 'dried'].some((w) => words.has(w)) &&
    !CANNED.test(`${text} ${measureText(pack)}`)
  )
    words.add('dry');
  // Dried beans, peas and chiles are the dry ones.
  if (['bean', 'chickpea', 'pea', 'pepper', 'chili'].some((n) => nouns.has(n)) && words.delete('dried'))
    words.add('dry');
  // Green peas and corn kernels in no can are sold frozen (fresh ones are snow or snap peas, corn on the cob).
  if (
    (nouns.has('pea') || (nouns.has('corn') && (words.has('kernel') || nouns.has('kernel')))) &&
    !['snow', 'snap', 'sugar', 'split', 'dry', 'dried', 'cob', 'ear', 'creamed', 'baby', 'thawed', 'toasting'].some(
      (w) => words.has(w),
    ) &&
    !CANNED.test(`${text} ${measureText(pack)}`)
  )
    words.add('frozen');
  // What a name says of itself: chocolate of semi-sweet, chicken of wings (see name-rules.ts).
  // A chicken breast cut to a portion's size ('CHICKEN BREAST 6OZ IQF') is boneless, as portions are.
  if (
    nouns.has('chicken') &&
    nouns.has('breast') &&
    !words.has('bonein') &&
    details.some((d) => /^\d+g piece$/.test(d))
  )
    words.add('boneless');
  applyNameRules(nouns, words);
  // Fresh root and head vegetables are sold whole: 'Carrots, whole' are carrots (canned, pickled or frozen ones may be
  // whole or cut, which tells them apart).
  if (
    WHOLE_PRODUCE.some((n) => nouns.has(n)) &&
    !details.some((d) => d.endsWith(' can')) &&
    !['canned', 'pickled', 'frozen', 'dry', 'dried', 'cooked', 'roasted'].some((w) => words.has(w)) &&
    !CANNED.test(text)
  )
    words.delete('whole');
  // A primal cut of red meat is sold whole unless said half, cut or portioned: 'Lamb leg, bone in, whole' is the leg.
  if (
    ['lamb', 'pork', 'beef', 'veal', 'goat', 'mutton'].some((n) => nouns.has(n)) &&
    ['leg', 'shoulder', 'brisket', 'tenderloin', 'striploin', 'ribeye', 'loin', 'belly'].some(
      (n) => nouns.has(n) || words.has(n),
    )
  )
    words.delete('whole');
  // Dried and dry say the same ('Maíz morado seco', 'Purple Corn, Dried').
  if (words.delete('dried')) words.add('dry');
  // Sugar and simple syrup are of cane unless said otherwise: 'cane' says no more of them (cane syrup, boiled down
  // from cane juice, is a syrup of its own).
  if (nouns.has('sugar') || (nouns.has('syrup') && /\bsimple\b/.test(text))) words.delete('cane');
  // Leafy greens and herbs are sold as leaves: 'Baby Rocket Leaves' are baby rocket.
  if (
    ['arugula', 'spinach', 'kale', 'basil', 'mint', 'cilantro', 'culantro', 'parsley', 'watercress', 'chard'].some(
      (n) => nouns.has(n) || words.has(n),
    )
  )
    words.delete('leaf');
  // A kind names the wider thing too: cheddar is a cheese, romaine a lettuce, ketchup of tomatoes.
  for (const [wider, kinds] of KINDS) if ([...nouns].some((n) => kinds.has(n))) nouns.delete(wider);
  // 'Lean' says less than a ratio of lean to fat.
  if (details.some((d) => /^\d+\/\d+$/.test(d) && Number(d.split('/')[0]) + Number(d.split('/')[1]) === 100))
    for (const w of ['lean', 'extra', 'medium']) words.delete(w);
  // '10/20' of scallops or shrimp is a count to the pound, not ten by twenty pieces.
  if (nouns.has('shrimp') || nouns.has('scallop'))
    for (const [, a, b] of text.matchAll(/(?<![\d./#])(\d{1,2})\s*\/\s*(\d{2,3})(?![\d./]|\s*(?:lbs?|#|kg|oz)\b)/g))
      if (Number(a) < Number(b)) details.push(`${Number(a)}/${Number(b)}`);
  // A count per pound says the size of shrimp and scallops better than jumbo or large.
  if ((nouns.has('shrimp') || nouns.has('scallop')) && details.some((d) => /^\d+\/\d+$/.test(d)))
    for (const w of ['jumbo', 'colossal', 'xl', 'king', 'large', 'medium', 'small']) words.delete(w);
  // Coarse pepper is ground coarse ('Coarse Grind', 'Molida Gruesa'): 'ground' says no more.
  if (words.has('coarse')) words.delete('ground');
  // Bleach is told apart by its strength (6 %, 8.25 %), which 'concentrated' only hints at: the word says no more.
  if (nouns.has('bleach')) words.delete('concentrate');
  // Dry beans are sold US No. 1 unless a lower grade is said; a hot pepper named alone ('JALAPENOS / SLICED') is a pepper.
  if (nouns.has('bean') && words.has('dry') && !details.some((d) => /^no\d$/.test(d))) details.push('no1');
  if (nouns.size === 0 && ['jalapeno', 'serrano', 'habanero', 'poblano'].some((w) => words.has(w))) nouns.add('pepper');
  // A banana's colour stage (#3, #4) says how ripe it ships, not what it is; #1 is the grade of any, #2 the lower one.
  if (nouns.has('banana'))
    for (let i = details.length - 1; i >= 0; i--) if (/^no[13-9]$/.test(details[i]!)) details.splice(i, 1);
  // Butter in a block or in bulk of 10 kg or more ('bloc 25 kg', '55 lb bulk') is bakers' bulk butter, no prints.
  if (
    nouns.has('butter') &&
    /\b(?:blocs?|blocks?|bulk|vrac)\b/.test(text) &&
    measures.some((m) => m.count === 1 && m.per === 'kg' && m.total >= 10)
  )
    words.add('bulk');
  // A pat of butter of 200 g or more is a block ('Butter Unsalted 500g Pat x 20'), no chip.
  if (nouns.has('butter') && Number(/\b(\d{3,4})\s*g\s+pats?\b/.exec(text)?.[1] ?? 0) >= 200) words.delete('chip');
  // Double concentrated tomato paste is of 28 % solids: the figure says no more.
  if (nouns.has('tomato') && nouns.has('paste') && words.has('double'))
    for (let i = details.length - 1; i >= 0; i--) if (/^\d+%$/.test(details[i]!)) details.splice(i, 1);
  // UHT milk keeps unopened out of the fridge: a milk said UHT is the shelf-stable one, sold apart from fresh milk. (Of
  // cream, mostly ultra-pasteurised anyway, and of plant milks, which all are, it says nothing.)
  if (
    nouns.has('milk') &&
    /\buht\b/.test(text) &&
    !['cream', 'oat', 'almond', 'soy', 'rice', 'coconut', 'condensed', 'evaporated', 'powder'].some(
      (w) => nouns.has(w) || words.has(w),
    )
  )
    words.add('shelfstable');
  // Carrots in 1 lb cello bags are sold apart from bulk ones.
  if (nouns.has('carrot') && /\bcello\b/.test(text)) words.add('cello');
  // A portion of a stated size is a piece of that size ('6 oz portion', '6-8 oz portions'): the word says no more.
  if (details.some((d) => d.endsWith(' piece'))) {
    words.delete('portion');
    nouns.delete('portion');
  }
  // What goes without saying: shell eggs, granulated sugar and sugar packets are white unless a colour is named.
  const hasColour = [...words].some((w) => COLOURS.has(w));
  if (!hasColour && nouns.has('egg') && !['liquid', 'hardboiled'].some((w) => words.has(w))) words.add('white');
  if (!hasColour && nouns.has('sugar') && (words.has('granulated') || nouns.has('packet'))) words.add('white');
  if (!hasColour) readRiceWhite(nouns, words);
  const container = containerSize(text, nouns, [
    fluidPack(name, packField),
    fluidPack(name, namePack),
    ...fluidMeasures(name, measures),
  ]);
  // A drink's container says its size: no piece of it is said besides.
  if (container) details.splice(0, details.length, ...details.filter((d) => !/^\d+ml piece$/.test(d)), container);

  const sortedNouns = [...nouns].sort();
  const sortedDetails = [...new Set([...words, ...details])].sort();
  const key = nouns.size === 0 && words.size === 0 ? '' : [...sortedNouns, ...sortedDetails].join(' ');
  const vague = nouns.size > 0 && unknown.size > 0;
  return { nouns: sortedNouns, details: sortedDetails, key, vague, unknown: vague ? [...unknown].sort() : [] };
});

/**
 * Whether b may be the same product as a (the caller is unsure): the same nouns, and one says all the other
 * says and more ('Butter 36/1lb' and 'Butter, Unsalted 36/1lb'). Offers that each say something the other
 * does not (salted, unsalted) are different products.
 */
export function mayBeSame(a: ProductName, b: ProductName): boolean {
  if (a.nouns.length === 0 || a.nouns.join(' ') !== b.nouns.join(' ') || a.key === b.key) return false;
  const [small, large] = a.details.length <= b.details.length ? [a, b] : [b, a];
  const all = new Set(large.details);
  return small.details.every((d) => all.has(d));
}
