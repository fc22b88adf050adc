/**
 * Portuguese and Spanish names of fish houses' lines ('Polvo congelado T3', 'PULPO CONG. T3', 'Lulas inteiras',
 * 'CALAMAR ENTERO', 'Chocos limpos', 'SEPIA LIMPIA', 'Bacalhau demolhado', 'BACALAO DESALADO', 'Amêijoa boa',
 * 'ALMEJA FINA', 'Boquerones en vinagre'), read as the English words they mean. Lower case without accents.
 */
export const IBERIAN_FISH: Readonly<Record<string, string>> = {
  polvo: 'octopus',
  pulpo: 'octopus',
  lula: 'squid',
  lulas: 'squid',
  calamar: 'squid',
  calamares: 'squid',
  choco: 'cuttlefish',
  chocos: 'cuttlefish',
  sepia: 'cuttlefish',
  sepias: 'cuttlefish',
  limpo: 'cleaned',
  limpos: 'cleaned',
  limpa: 'cleaned',
  limpia: 'cleaned',
  limpio: 'cleaned',
  inteiras: 'whole',
  inteiros: 'whole',
  enteros: 'whole',
  enteras: 'whole',
  bacalhau: 'salt cod',
  bacalao: 'salt cod',
  // Salt cod is graded by size: crescido, graúdo, especial.
  crescido: 'crescido',
  graudo: 'graudo',
  demolhado: 'desalted',
  desalado: 'desalted',
  lombos: 'loin',
  lomos: 'loin',
  sardinha: 'sardine',
  sardinhas: 'sardine',
  sardina: 'sardine',
  sardinas: 'sardine',
  anchova: 'anchovy',
  anchovas: 'anchovy',
  boquerones: 'anchovy',
  boqueron: 'anchovy',
  marinadas: 'marinated',
  marinados: 'marinated',
  ameijoa: 'clam',
  ameijoas: 'clam',
  almeja: 'clam',
  almejas: 'clam',
  tigre: 'tiger',
  langostino: 'shrimp',
  langostinos: 'shrimp',
  ultracongelado: 'frozen',
  ultracongelados: 'frozen',
  cong: 'frozen',
  azeite: 'olive oil',
  viva: 'live',
  vivas: 'live',
  vivo: 'live',
  vivos: 'live',
};

/** Terms of several words, read as one: the fine clams of Portugal (boa) and Spain (fina) are the same kind. */
export const IBERIAN_FISH_PHRASES: readonly [RegExp, string][] = [
  [/\bameijoas?\s+boas?\b|\balmejas?\s+finas?\b/g, ' clam '],
  // Anchovies in vinegar are marinated in it.
  [/\b(?:marinad[ao]s?\s+)?(?:em|en)\s+vinagre\b/g, ' vinegar '],
  [/\b(?:em|en)\s+(?:azeite|aceite\s+de\s+oliva)\b/g, ' olive oil '],
];

/** Nouns of those names. */
export const IBERIAN_FISH_NOUNS = ['cuttlefish'];

/** Packing and selling words: a box (cj, caja), a tray (bdj, bandeja), a jug (gfa, garrafa), by the kg (ao kg). */
export const IBERIAN_FISH_NOISE = ['cj', 'bdj', 'gfa', 'ao', 'cuvete'];
