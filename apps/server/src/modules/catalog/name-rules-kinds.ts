/**
 * What a name says of itself, for kinds whose packing or a word of the trade says no more than the product (see
 * name-rules.ts): dry pasta said dry, sweet peas, iceberg said wrapped, greens in a clamshell, brown cremini, the
 * ribs of a rack.
 */
import type { NameRule } from './name-rules.js';
import { PASTA_SHAPES } from './nouns.js';

/** Leafy greens and herbs sold loose or in clamshells alike. */
const GREENS = [
  ...['arugula', 'spinach', 'mesclun', 'kale', 'chard', 'watercress', 'lettuce', 'romaine', 'iceberg', 'microgreen'],
  ...['basil', 'mint', 'cilantro', 'parsley', 'chive', 'thyme', 'rosemary', 'dill', 'tarragon', 'sage', 'oregano'],
];

export const KIND_RULES: readonly NameRule[] = [
  // Pasta is sold dry: 'Spaghetti, Dried' and 'PASTA PENNE RIGATE DRY' say no more than 'Spaghetti' and 'Penne'.
  ...PASTA_SHAPES.map((pasta): NameRule => ({ when: { nouns: [pasta] }, remove: { words: ['dry', 'dried'] } })),
  // Sweet peas are the green (garden) peas; sugar snap and snow peas are other ones.
  {
    when: { nouns: ['pea'], words: ['sweet'], notWords: ['snow', 'snap', 'sugar', 'split', 'snowpea'] },
    add: { words: ['green'] },
    remove: { words: ['sweet'] },
  },
  // Iceberg heads come wrapped in film or naked, as the packer packs them: the same lettuce.
  ...['iceberg', 'lettuce'].map((n): NameRule => ({ when: { nouns: [n] }, remove: { words: ['wrapped'] } })),
  // Greens and herbs in a clamshell are the greens.
  ...GREENS.flatMap((n): NameRule[] => [
    { when: { nouns: [n] }, remove: { nouns: ['clamshell'], words: ['clamshell'] } },
    { when: { words: [n] }, remove: { nouns: ['clamshell'], words: ['clamshell'] } },
  ]),
  // Cremini are the brown button mushrooms: 'brown' says no more of them.
  { when: { nouns: ['cremini'] }, remove: { words: ['brown'] } },
  { when: { words: ['cremini'] }, remove: { words: ['brown'] } },
  // A rack of lamb, veal or pork is of rib bones: 'Lamb Rack 8 Bone' and '8-Rib' say no more.
  ...['lamb', 'veal', 'pork'].map(
    (meat): NameRule => ({
      when: { nouns: [meat], words: ['rack'] },
      remove: { nouns: ['rib'], words: ['rib', 'bonein'] },
    }),
  ),
];
