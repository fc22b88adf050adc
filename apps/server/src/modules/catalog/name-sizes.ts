import type { Measure } from './measure.js';
import { COUNT_SIZED } from './noun-kinds.js';

/**
 * Sizes written in a name's words once its measures are cut out: inches, millimetres, a roll's length, an age, plies
 * and compartments. Each is added to the details it tells a product apart by, and cut out of the text.
 */

/** The text without the sizes it states, each pushed onto details ('6 in', '10 mm', '500 ft', '18 months', '2 ply'). */
export function readSizes(rest: string, details: string[]): string {
  let out = rest;
  // Sizes in inches (a 6" bun, 15"x17" napkins) and plies describe the product.
  out = out.replace(
    /(\d+(?:\.\d+)?)\s*(?:"|''|in\b|inch(?:es)?\b|po\b|pulg(?:adas?)?\b)\s*(?:x\s*(\d+(?:\.\d+)?)(?:\s*(?:"|''|in\b|po\b)|(?!\s*[a-z\d']))\s*)?/g,
    (_, a, b) => {
      // Two sides read as a grade of two figures does ('9x9' clamshells, '9" x 9"').
      details.push(b ? `${a}x${b}` : `${a} in`);
      return ' ';
    },
  );
  // A cut's width in millimetres (fries 10 mm and 14 mm, rice sticks 5 mm and 10 mm) tells it from another.
  out = out.replace(/(\d+(?:[.,]\d+)?)\s*mm\b/g, (_, n: string) => {
    details.push(`${Number(n.replace(',', '.'))} mm`);
    return ' ';
  });
  // A roll's length (18 in × 500 ft, 45 cm x 152 m) describes it, in feet to the nearest 50.
  out = out.replace(/(?:\bx\s*)?(\d+(?:\.\d+)?)\s*(ft\b|feet\b|pieds?\b|pi\b|'|m\b)/g, (_, n: string, u: string) => {
    const feet = Number(n) * (u === 'm' ? 3.28084 : 1);
    details.push(`${feet >= 100 ? Math.round(feet / 50) * 50 : Math.round(feet)} ft`);
    return ' ';
  });
  // A cheese's or a ham's age in months (18 mois, 24 mesi, 12 meses) tells it from a younger one.
  out = out.replace(/\b(\d{1,2})\s*-?\s*(?:months?|mois|mesi|meses|monate?|mo)\b/g, (_, n) => {
    details.push(`${Number(n)} months`);
    return ' ';
  });
  // Or in years ('5 year aged', 'vieilli 2 ans', '3 años'), as so many months.
  out = out.replace(/\b(\d{1,2})\s*-?\s*(?:years?|yrs?|ans|anos|anni|jahre)\b/g, (_, n) => {
    details.push(`${Number(n) * 12} months`);
    return ' ';
  });
  out = out.replace(/(\d+)\s*-?\s*(?:ply|plis?)\b/g, (_, n) => {
    details.push(`${n} ply`);
    return ' ';
  });
  // A film's thickness (1.5 mil, 16 mic) and a container's compartments (3 comp, 1 división) describe the product.
  out = out.replace(
    /(\d+(?:\.\d+)?)\s*-?\s*(mils?|mic(?:rons?)?|compartments?|compartiments?|compt?|cmpt?|divisions?|divisiones|div)\b/g,
    (_, n: string, what: string) => {
      details.push(`${Number(n)} ${/^mil/.test(what) ? 'mil' : /^mic/.test(what) ? 'mic' : 'comp'}`);
      return ' ';
    },
  );
  return out;
}

/**
 * Sizes and grades a product is sold by, once its nouns are read: a potato's size letter, the count of produce sized
 * by count, a French flour's type, an octopus's or squid's size grade. Each is pushed onto details.
 */
export function readSizeGrades(
  text: string,
  nouns: Set<string>,
  measures: readonly Measure[],
  bareNumbers: readonly number[],
  details: string[],
  packField: Measure | null = null,
): void {
  // Potatoes sized by letter ('POTATO RED A', 'Papa roja B'): A and B are two sizes, not a grade.
  const sizeLetter = /\b(?<!\b(?:gr|grade|no|cat|categorie|calibre)\.?\s*)([abc])\s*(?:\)|,|$)/.exec(text)?.[1];
  if (sizeLetter && nouns.has('potato')) details.push(`size ${sizeLetter}`);
  // Produce sized by count: the count is part of what it is ('Lemons 115 CT', 'Citrons 115', 'Russet 70 CT').
  // (A juice of them is not counted.)
  if ([...nouns].some((n) => COUNT_SIZED.has(n)) && !nouns.has('juice')) {
    const counted = measures.find((m) => m.per === 'each' && m.unit !== 'dz' && !m.can && m.count === 1);
    // Or, when the name counts nothing, the pack column's count of a case of them ('Lemons' of '165 ct').
    const packCount =
      packField?.per === 'each' && packField.count === 1 && !packField.can && packField.unit !== 'dz'
        ? packField.size
        : undefined;
    const count =
      counted?.size ??
      bareNumbers.find((n) => n >= 10 && n <= 300) ??
      (packCount !== undefined && packCount >= 10 && packCount <= 300 ? packCount : undefined);
    if (count) details.push(`${count} count`);
  }
  // A French flour's type (T45, T55, T65: how much of the grain it keeps) tells it from another.
  if (nouns.has('flour')) for (const [, n] of text.matchAll(/\bt\s?(45|55|65|80|110|150)\b/g)) details.push(`t${n}`);
  // Octopus, squid and cuttlefish are graded by size, T1 (the largest) to T8: a T3 is no T5.
  if (['octopus', 'squid', 'cuttlefish'].some((n) => nouns.has(n)))
    for (const [, n] of text.matchAll(/\bt([1-8])\b/g)) details.push(`t${n}`);
}
