/**
 * What a name's fat percentage says of milk, cream, butter and yogurt (see readFat). Text as names are read.
 */

/**
 * Milk and cream are told apart by their fat: milk 3.25 % is whole milk, 2 % reduced fat or partly skimmed (whatever
 * the words); cream of 30 % or more is heavy (whipping) cream, of 15–25 % light cream, of 10–12 % half and half.
 */
export function readFat(nouns: Set<string>, words: Set<string>, details: string[]): void {
  const pct = details.find((d) => /^\d+(?:\.\d+)?%$/.test(d));
  const fat = pct ? Number.parseFloat(pct) : null;
  const drop = (list: string[], keepFat = false) => {
    for (const w of list) words.delete(w);
    if (keepFat) return;
    // Every mention: a bilingual name states the fat twice ('Crème 35 % / Whipping Cream 35%').
    if (pct) for (let i = details.indexOf(pct); i >= 0; i = details.indexOf(pct)) details.splice(i, 1);
  };
  // A milk stating its fat in per cent ('Low Fat Chocolate Milk 1%') is read by it: 'low fat' says no more.
  if (pct && nouns.has('milk')) words.delete('lowfat');
  // Fat-free (nonfat) milk is skim milk.
  if (nouns.has('milk') && nouns.size === 1 && fat === null && (words.delete('fatfree') || words.delete('nonfat')))
    words.add('skim');
  if (nouns.has('milk') && nouns.size === 1) {
    // Milk of 1.5 to 1.8 % is semi-skimmed (as sold in Britain and Germany), of 2 % reduced fat; of 0.5 % or less
    // skim ('Mleko 0,5%').
    const kind =
      fat === null
        ? null
        : fat >= 3
          ? 'whole'
          : fat >= 2
            ? '2%'
            : fat >= 1.5
              ? 'semiskimmed'
              : fat > 0.5
                ? '1%'
                : 'skim';
    if (!kind) return;
    drop(['whole', 'reduced', 'fat', 'part', 'partly', 'skim', 'skimmed', 'semiskimmed', 'lowfat', 'homogenized']);
    words.add(kind);
  } else if (nouns.has('butter') && nouns.size === 1 && fat !== null && fat >= 78 && fat <= 86) {
    // Butter is of 80 to 84 % fat whatever its name says ('Masło ekstra 82%', 'MASLO VERSHKOVE 82.5%'): no other butter.
    drop([]);
  } else if (nouns.has('yogurt') && fat !== null && fat >= 3 && fat <= 4.5) {
    // Yogurt of 3 to 4.5 % fat is whole-milk yogurt.
    drop([]);
    nouns.add('milk');
    words.add('whole');
  } else if (nouns.has('cream') && nouns.size === 1) {
    const named = words.has('halfhalf')
      ? 'halfhalf'
      : words.has('heavy') || words.has('whipping')
        ? 'heavy'
        : words.has('light') || words.has('table')
          ? 'light'
          : null;
    const kind = fat === null ? named : fat >= 30 ? 'heavy' : fat >= 15 ? 'light' : fat >= 9 ? 'halfhalf' : null;
    if (!kind) return;
    // Heavy cream of no fat stated is of 36 % (its least), as American heavy cream is sold.
    if (fat === null && words.has('heavy')) details.push('36%');
    // Heavy creams of 35 % and 36 % (or 40 %) are sold side by side: their fat stays in the key.
    drop(['halfhalf', 'heavy', 'whipping', 'light', 'table', 'coffee'], kind === 'heavy');
    words.add(kind);
  }
}
