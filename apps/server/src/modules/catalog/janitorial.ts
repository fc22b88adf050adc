/**
 * Janitorial and chemical suppliers' abbreviations ('DET POT&PAN', 'GLASS CLNR RTU', 'DISH MACH LIQ HI-TEMP',
 * 'HAND SOAP ANTIBAC'), read as the English words they mean. Lower case, as names are read.
 */
export const JANITORIAL: Readonly<Record<string, string>> = {
  clnr: 'cleaner',
  cleanr: 'cleaner',
  det: 'detergent',
  deterg: 'detergent',
  hi: 'high',
  hd: 'heavyduty',
  hightemp: 'hightemp',
  lowtemp: 'lowtemp',
  antibac: 'antibacterial',
  antibact: 'antibacterial',
  sanit: 'sanitizer',
  // A dishmachine is a dish machine however it is written ('DISH MACH').
  dishmachine: 'dish machine',
  // A pail ('5GAL PL') is how it is packed.
  pl: 'pail',
};

/** Dish machine chemicals are made for a high-temperature machine or a low-temperature one. */
export const JANITORIAL_PHRASES: readonly [RegExp, string][] = [
  [/\b(?:hi|high)\s*-?\s*temp(?:erature)?\b/g, ' hightemp '],
  [/\blow?\s*-?\s*temp(?:erature)?\b/g, ' lowtemp '],
];
