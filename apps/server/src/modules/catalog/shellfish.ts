/**
 * How shellfish growers and their co-ops print their lines: the species, the grower's waters in brackets ('oysters,
 * pacific (willapa bay) medium', 'mussels, blue (penn cove)'), the grade ('shucking' oysters, sold by the bushel to be
 * opened, not served on the half shell). Lower case without accents, as names are read.
 */

/** Words of shellfish lines and the English word each is read as. */
export const SHELLFISH: Readonly<Record<string, string>> = {
  shucking: 'shucking',
  shucked: 'shucked',
};

// The waters in brackets, perhaps after another word ('(wild, bristol bay)'): a bay, inlet, sound, cove or harbour.
const WATERS =
  /\(\s*(?:([a-z]+)\s*,\s*)?([a-z]+(?:\s+[a-z]+)?)\s+(bay|inlet|sound|cove|harbou?r|passage|channel|reach)\s*\)/g;

/**
 * A grower's waters named in brackets: where shellfish or wild fish grew tells it from the same species of other
 * waters (Penn Cove mussels are no PEI ones), read as one word ('willapabay'); the text keeps the other words of the
 * brackets ('wild').
 */
export function growersWaters(text: string): { text: string; waters: string[] } {
  const waters: string[] = [];
  const rest = text.replace(WATERS, (_, other: string | undefined, place: string, kind: string) => {
    waters.push(`${place.replace(/\s+/g, '')}${kind}`);
    return ` ${other ?? ''} `;
  });
  return { text: rest, waters };
}
