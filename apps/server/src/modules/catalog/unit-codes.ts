/**
 * Unit codes of electronic catalogues, whole: the UN/ECE Recommendation 20 codes for the weights, volumes and counts
 * food is sold in (KGM, LBR, ONZ, OZA, GLL, LTR, DZN, H87…) and the ANSI X12 unit-of-measure codes that are no plain
 * abbreviation already (FO, GS…). Imperial measures carry their own factors; the conversion library knows US ones.
 */
import type { UnitInfo } from './units.js';

const LB = 0.45359237;
const GAL = 3.785411784;
const IMP_GAL = 4.54609;

const kg = (factor: number): UnitInfo => ({ per: 'kg', factor });
const l = (factor: number): UnitInfo => ({ per: 'l', factor });
const each = (factor: number): UnitInfo => ({ per: 'each', factor });

/** UN/ECE Recommendation 20 (trade units) codes, lower case as units are keyed. */
export const UNECE_UNITS: Record<string, UnitInfo> = {
  // Mass.
  kgm: kg(1),
  grm: kg(0.001),
  mgm: kg(0.000001),
  hgm: kg(0.1),
  dkg: kg(0.01),
  tne: kg(1000),
  lbr: kg(LB),
  onz: kg(LB / 16),
  stn: kg(2000 * LB),
  // Volume: US liquid measures (OZA, GLL, QTL, PTL) and imperial ones (OZI, GLI, QTI, PTI).
  ltr: l(1),
  mlt: l(0.001),
  clt: l(0.01),
  dlt: l(0.1),
  hlt: l(100),
  oza: l(GAL / 128),
  gll: l(GAL),
  qtl: l(GAL / 4),
  ptl: l(GAL / 8),
  ozi: l(IMP_GAL / 160),
  gli: l(IMP_GAL),
  qti: l(IMP_GAL / 4),
  pti: l(IMP_GAL / 8),
  // Counts: piece, one, number of articles, dozen, dozen pieces, gross, great gross.
  h87: each(1),
  c62: each(1),
  nar: each(1),
  nmp: each(1),
  dzn: each(12),
  dpc: each(12),
  gro: each(144),
  ggr: each(1728),
};

/** ANSI X12 unit-of-measure codes not already plain abbreviations (LB, OZ, GA, DZ, EA, PC, KG…). */
export const X12_UNITS: Record<string, UnitInfo> = {
  fo: l(GAL / 128),
  gs: each(144),
};
