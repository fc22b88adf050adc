/**
 * Hawaiian names of island produce and fish ('kalo', 'lilikoʻi', 'ʻulu', 'ʻahi'), and the Japanese names Hawaii's
 * poke and sushi suppliers print beside the English ('Wakame Salad (Goma Wakame)', 'Pickled Ginger (Gari)'), read as
 * the English words they mean. Lower case without accents or ʻokina, as names are read.
 */
export const HAWAIIAN: Readonly<Record<string, string>> = {
  kalo: 'taro',
  lilikoi: 'passion fruit',
  ulu: 'breadfruit',
  // Fish: ʻahi is yellowfin (or bigeye) tuna, maguro tuna in Japanese; tako is octopus.
  ahi: 'tuna',
  maguro: 'tuna',
  tako: 'octopus',
  // Fish of poke and sushi: aku is skipjack tuna, ono wahoo, hamachi yellowtail, unagi eel (kabayaki: glazed and
  // roasted), ebi shrimp, hotate scallop;
  // roe: masago of capelin, tobiko of flying fish, ikura of salmon.
  aku: 'skipjack tuna',
  ono: 'wahoo',
  hamachi: 'yellowtail',
  unagi: 'eel',
  kabayaki: 'roasted',
  ebi: 'shrimp',
  hotate: 'scallop',
  masago: 'capelin roe',
  tobiko: 'flyingfish roe',
  ikura: 'salmon roe',
  // Goma is sesame; gari is pickled ginger (shōga is ginger).
  goma: 'sesame',
  gari: 'pickled ginger',
  shoga: 'ginger',
};

/** Words of Hawaiian names that say nothing of which product it is: where produce is grown. */
export const HAWAIIAN_NOISE = ['hawaiian'];

/** Seaweeds and what is made of them, that name a product ('Nori Full Sheet', 'Wakame Salad', 'Ogo', 'Furikake'). */
export const SEAWEED_NOUNS = ['seaweed', 'nori', 'wakame', 'kombu', 'hijiki', 'ogo', 'furikake'];
