/**
 * Hawaiian names of island produce and fish ('kalo', 'lilikoʻi', 'ʻulu'), read as the English words they mean. Lower
 * case without accents or ʻokina, as names are read.
 */
export const HAWAIIAN: Readonly<Record<string, string>> = {
  kalo: 'taro',
  lilikoi: 'passion fruit',
  ulu: 'breadfruit',
};

/** Words of Hawaiian names that say nothing of which product it is: where produce is grown. */
export const HAWAIIAN_NOISE = ['hawaiian'];
