/**
 * The time zone of a restaurant's province or state, for its order cutoffs. A province or state that spans zones
 * gets the zone most of its people live in. Mexico has one main zone apart from a few states.
 */
const ZONES: Record<string, string> = {
  // Canada
  'CA:ON': 'America/Toronto',
  'CA:QC': 'America/Toronto',
  'CA:NU': 'America/Iqaluit',
  'CA:BC': 'America/Vancouver',
  'CA:YT': 'America/Whitehorse',
  'CA:AB': 'America/Edmonton',
  'CA:NT': 'America/Yellowknife',
  'CA:SK': 'America/Regina',
  'CA:MB': 'America/Winnipeg',
  'CA:NB': 'America/Moncton',
  'CA:NS': 'America/Halifax',
  'CA:PE': 'America/Halifax',
  'CA:NL': 'America/St_Johns',
  // United States
  ...Object.fromEntries(
    (
      [
        ['America/New_York', 'CT DE DC FL GA IN ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV KY'],
        ['America/Chicago', 'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI'],
        ['America/Denver', 'CO MT NM UT WY ID'],
        ['America/Phoenix', 'AZ'],
        ['America/Los_Angeles', 'CA NV OR WA'],
        ['America/Anchorage', 'AK'],
        ['Pacific/Honolulu', 'HI'],
      ] as const
    ).flatMap(([zone, states]) => states.split(' ').map((s) => [`US:${s}`, zone])),
  ),
  // Mexico
  'MX:BC': 'America/Tijuana',
  'MX:BCS': 'America/Mazatlan',
  'MX:SIN': 'America/Mazatlan',
  'MX:NAY': 'America/Mazatlan',
  'MX:SON': 'America/Hermosillo',
  'MX:CHH': 'America/Chihuahua',
  'MX:ROO': 'America/Cancun',
};

const NAMES: Record<string, string> = {
  ontario: 'ON',
  quebec: 'QC',
  nunavut: 'NU',
  'british columbia': 'BC',
  yukon: 'YT',
  alberta: 'AB',
  'northwest territories': 'NT',
  saskatchewan: 'SK',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'nova scotia': 'NS',
  'prince edward island': 'PE',
  'newfoundland and labrador': 'NL',
  newfoundland: 'NL',
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'baja california': 'BC',
  'baja california sur': 'BCS',
  sinaloa: 'SIN',
  nayarit: 'NAY',
  sonora: 'SON',
  chihuahua: 'CHH',
  'quintana roo': 'ROO',
};

const COUNTRY: Record<string, string> = {
  canada: 'CA',
  ca: 'CA',
  'united states': 'US',
  us: 'US',
  usa: 'US',
  mexico: 'MX',
  méxico: 'MX',
  mx: 'MX',
};

const key = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The IANA time zone of a province or state ('ON', 'Ontario', 'BC' in Canada); null when unknown. */
export function regionTimeZone(country: string, state: string): string | null {
  const code = NAMES[key(state)] ?? state.trim().toUpperCase();
  const countries = COUNTRY[country.trim().toLowerCase()] ? [COUNTRY[country.trim().toLowerCase()]] : ['CA', 'US'];
  for (const c of countries) {
    const zone = ZONES[`${c}:${code}`];
    if (zone) return zone;
  }
  return COUNTRY[country.trim().toLowerCase()] === 'MX' ? 'America/Mexico_City' : null;
}
