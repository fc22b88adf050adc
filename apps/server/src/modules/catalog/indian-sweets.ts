/**
 * Hindi and Urdu words of Indian sweet-shop and dairy suppliers' names ('Motichoor Ladoo', 'LADDU BESAN', 'Kaju
 * Katli', 'Gulab Jamun in Syrup', 'MAWA (KHOA)', 'ELAICHI POWDER', 'KESAR SAFFRON', 'PISTA GIRI', 'Chandi Varq'),
 * read as the products they are. Lower case without accents.
 */
export const INDIAN_SWEETS: Readonly<Record<string, string>> = {
  laddu: 'ladoo',
  laddoo: 'ladoo',
  ladoo: 'ladoo',
  ladu: 'ladoo',
  motichoor: 'motichoor',
  motichur: 'motichoor',
  katli: 'katli',
  kaju: 'cashew',
  pista: 'pistachio',
  elaichi: 'cardamom',
  kesar: 'saffron',
  khoa: 'mawa',
  khoya: 'mawa',
  mawa: 'mawa',
  rasgulla: 'rasgulla',
  rasagulla: 'rasgulla',
  rosogolla: 'rasgulla',
  // Pistachio 'giri' is the kernel; cashew 'tukda' the pieces.
  giri: 'kernel',
  tukda: 'piece',
  varq: 'silver leaf',
  vark: 'silver leaf',
  varak: 'silver leaf',
  chandi: 'silver',
  // Kewra (kewda) water; LWP cashews are large white pieces.
  kewra: 'kewra',
  kewda: 'kewra',
  lwp: 'large white piece',
};

/** Products of several words, read as one. */
export const INDIAN_SWEETS_PHRASES: readonly [RegExp, string][] = [
  // Gulab jamun is read as 'jamun' alone: 'GULAB' of rose water is no cut-short jamun.
  [/\bgulab\s+jamuns?\s+(?:mix|premix|powder)\b/g, ' jamunmix '],
  [/\bgulab\s+jamuns?\b/g, ' jamun '],
  // Sweets come in syrup, and kaju katli with silver leaf on it: saying so says no more.
  [/(?<=\b(?:gulab\s+jamuns?|rasgullas?|rasagullas?|rosogollas?)\b.*)\bin\s+(?:sugar\s+)?syrup\b/g, ' '],
  // 'Jal' is water ('Kewda Jal'), no jalapeño.
  [/\b(?:kewda|kewra)\s+jal\b/g, ' kewra water '],
  [/\bwith\s+silver\s+(?:varq|vark|varak|leaf)\b/g, ' '],
];

/** Nouns of those names. */
export const INDIAN_SWEETS_NOUNS = ['ladoo', 'katli', 'mawa', 'rasgulla', 'jamun', 'jamunmix'];

/** Words that say no more: desi (ghee of the country way, cow's ghee), fudge (what katli is). */
export const INDIAN_SWEETS_NOISE = ['desi', 'fudge'];
