/**
 * The tuned invoice templates of the corpus: the original ones (families.ts), then the first to ninth held-out sets
 * (tuned on since) and the families of the later generator features. The held-out set is families-heldout-10.ts,
 * joined to these in index.ts (see there for how it was chosen); `checkFamilies` keeps the split honest.
 */
import { ORIGINAL_FAMILIES } from './families.js';
import { FEATURE_FAMILIES } from './families-features.js';
import { FIRST_HELD_OUT_FAMILIES } from './families-first-heldout.js';
import { SECOND_HELD_OUT_FAMILIES } from './families-heldout.js';
import { THIRD_HELD_OUT_FAMILIES } from './families-heldout-3.js';
import { FOURTH_HELD_OUT_FAMILIES } from './families-heldout-4.js';
import { FIFTH_HELD_OUT_FAMILIES } from './families-heldout-5.js';
import { SIXTH_HELD_OUT_FAMILIES } from './families-heldout-6.js';
import { SEVENTH_HELD_OUT_FAMILIES } from './families-heldout-7.js';
import { EIGHTH_HELD_OUT_FAMILIES } from './families-heldout-8.js';
import { NINTH_HELD_OUT_FAMILIES } from './families-heldout-9.js';
import type { Family } from './family.js';

export const TUNED_FAMILIES: Family[] = [
  ...ORIGINAL_FAMILIES,
  ...FIRST_HELD_OUT_FAMILIES,
  ...FEATURE_FAMILIES,
  ...SECOND_HELD_OUT_FAMILIES,
  ...THIRD_HELD_OUT_FAMILIES,
  ...FOURTH_HELD_OUT_FAMILIES,
  ...FIFTH_HELD_OUT_FAMILIES,
  ...SIXTH_HELD_OUT_FAMILIES,
  ...SEVENTH_HELD_OUT_FAMILIES,
  ...EIGHTH_HELD_OUT_FAMILIES,
  ...NINTH_HELD_OUT_FAMILIES,
];
