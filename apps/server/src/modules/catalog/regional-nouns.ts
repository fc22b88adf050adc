/** The nouns of the vocabularies of one language or trade, together. */
import { ALPINE_NOUNS } from './alpine.js';
import { ANDEAN_NOUNS } from './andean.js';
import { BALTIC_NOUNS } from './baltic.js';
import { COMMISSARY_NOUNS } from './commissary.js';
import { FARM_MARKET_NOUNS } from './farm-market.js';
import { FRESHWATER_FISH_NOUNS } from './freshwater-fish.js';
import { SEAWEED_NOUNS } from './hawaiian.js';
import { IBERIAN_FISH_NOUNS } from './iberian-fish.js';
import { INDIAN_SWEETS_NOUNS } from './indian-sweets.js';
import { INFLIGHT_NOUNS } from './inflight.js';
import { LEVANTINE_NOUNS } from './levantine.js';
import { OFFAL_NOUNS } from './mexican.js';
import { NORDIC_NOUNS } from './nordic.js';
import { RIOPLATENSE_NOUNS } from './rioplatense.js';
import { SEA_FISH_NOUNS } from './sea-fish.js';
import { SLAVIC_NOUNS } from './slavic.js';
import { SOUTH_AFRICAN_NOUNS } from './south-african.js';

export const REGIONAL_NOUNS = [
  ...LEVANTINE_NOUNS,
  ...NORDIC_NOUNS,
  ...SLAVIC_NOUNS,
  ...RIOPLATENSE_NOUNS,
  ...ANDEAN_NOUNS,
  ...INDIAN_SWEETS_NOUNS,
  ...IBERIAN_FISH_NOUNS,
  ...ALPINE_NOUNS,
  ...FRESHWATER_FISH_NOUNS,
  ...SEAWEED_NOUNS,
  ...FARM_MARKET_NOUNS,
  ...SEA_FISH_NOUNS,
  ...BALTIC_NOUNS,
  ...COMMISSARY_NOUNS,
  ...INFLIGHT_NOUNS,
  ...SOUTH_AFRICAN_NOUNS,
  ...OFFAL_NOUNS,
];
