/** Abbreviations of supplier catalogues and invoices, and the words they stand for. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  bnls: 'boneless',
  bnlss: 'boneless',
  skls: 'skinless',
  sknls: 'skinless',
  sklss: 'skinless',
  brst: 'breast',
  chkn: 'chicken',
  grnd: 'ground',
  whl: 'whole',
  slcd: 'sliced',
  shrd: 'shredded',
  dcd: 'diced',
  chpd: 'chopped',
  frzn: 'frozen',
  mozz: 'mozzarella',
  parm: 'parmesan',
  jalap: 'jalapeno',
  evoo: 'extra virgin olive oil',
};

/** Short forms that begin other words too ('parm' of 'parma'): searched for only when typed themselves. */
const AMBIGUOUS = new Set(['parm']);

const SHORT_FORMS = new Map<string, string[]>();
for (const [short, long] of Object.entries(ABBREVIATIONS)) {
  if (long.includes(' ') || AMBIGUOUS.has(short)) continue;
  SHORT_FORMS.set(long, [...(SHORT_FORMS.get(long) ?? []), short]);
}

/**
 * For each search word, the other ways a catalogue may write it: 'boneless' also finds 'BNLS', 'bnls' also finds
 * 'boneless'. Words without another form are left out.
 */
export function otherForms(tokens: string[]): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const t of tokens) {
    const long = ABBREVIATIONS[t];
    const found = [...(long && !long.includes(' ') ? [long] : []), ...(SHORT_FORMS.get(t) ?? [])];
    if (found.length > 0) forms.set(t, found);
  }
  return forms;
}
