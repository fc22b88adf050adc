/**
 * Words a catalogue name carries that do not say what the product is: brands of North American foodservice and
 * grocery, packers and house labels, and selling or packaging words. They are left out of product keys like other
 * words the vocabulary does not know, but being known they never count as a word that may tell two offers apart
 * (see compare.ts, keepUnknownWordsApart).
 */

/** Brands of one word, lower case, without apostrophes ('hellmann s' is read as 'hellmann'). */
const ONE_WORD = `
sysco gfs usfoods rykoff markon tyson perdue pilgrims butterball jennieo hormel smithfield ibp cargill jbs olymel
schneiders hillshire sabrett nathans applegate bridgford mccain simplot oreida heinz hunts kraft hellmann hellmanns
dukes frenchs gulden maille kikkoman huy cholula tabasco franks valentina tapatio stubbs kens marzetti wishbone
perrins knorr campbells progresso swanson barilla bertolli colavita delallo delverde dececco ronzoni catelli unico
mutti redpack stanislaus escalon delmonte libbys dole chiquita sunkist bonduelle birdseye cabot
tillamook sargento galbani saputo philadelphia breakstone natrel lactantia sealtest neilson agropur balderson
fairlife borden pillsbury domino redpath lantic mccormick clubhouse badia goya guerrero tostitos mahatma riviana
nishiki lundberg kellogg kelloggs nestle nescafe starbucks folgers lavazza illy lipton tetley twinings bigelow
coca pepsi sprite schweppes fanta gatorade perrier pellegrino evian dasani aquafina nestea tropicana welchs
smuckers hersheys ghirardelli callebaut nutella torani monin davinci splenda richs spunkmeyer dempsters villaggio
clorox lysol windex ecolab diversey palmolive javex dixie hefty reynolds bunzl genpak pactiv sabert ecoproducts
tork bounty charmin kleenex marcal burnbrae darigold kadoya bushs saf belgioioso erawan chaokoh
`;

/** Brands and labels of several words, read on the lower-case name. */
const PHRASE = [
  'land o lakes',
  'gold medal',
  'king arthur',
  'robin hood',
  'five roses',
  'lee kum kee',
  'best foods',
  'minute maid',
  'ocean spray',
  'del monte',
  'green giant',
  'birds eye',
  'old el paso',
  'spice islands',
  'club house',
  'diamond crystal',
  'uncle ben s',
  'ben s original',
  'sweet baby ray s',
  'texas pete',
  'hidden valley',
  'huy fong',
  'sara lee',
  'country harvest',
  'cracker barrel',
  'black diamond',
  'gay lea',
  'oscar mayer',
  'maple leaf',
  'boar s head',
  'ore ida',
  'lamb weston',
  'canada dry',
  'dr pepper',
  'mountain dew',
  'san pellegrino',
  'tim hortons',
  'maxwell house',
  'red rose',
  'mr clean',
  'pine sol',
  'eco products',
  'sweet n low',
  'sugar in the raw',
  'cal maine',
  'gray ridge',
  'muir glen',
  'filippo berio',
  'grey poupon',
  'toll house',
  'pearl river bridge',
  'bush s best',
  'frank s redhot',
  'frank s',
  // Asian grocers' brands, in English and in Vietnamese (Ba Con Cua is Three Crabs, Ba Cô Gái Three Ladies).
  'three crabs',
  'ba con cua',
  'three ladies',
  'ba co gai',
  'flying goose',
  'mae ploy',
  'viet huong',
  'ong tho',
];

/** Selling, grading and packaging words that say nothing of what the product is. */
const SELLING = `
foodservice restaurant professional commercial institutional economy value family priced per approx
approximately average sack layout cello overwrap packaged conditioned usda inspected certified label signature
exclusive standard deluxe supreme gourmet specialty artisan artisanal authentic genuine quality finest
janitorial disposables vitamin vit herb iceless fresco manojo manojos lyr layer uht ultra germicidal germicide germ disinfecting disinfectant
`;

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Known words that do not say what a product is: left out of keys, and never a reason to keep offers apart. */
export const SAYS_NOTHING = new Set([...words(ONE_WORD), ...words(SELLING)]);

/** Removes the brands of several words from a lower-case name whose apostrophes are spaces. */
export function withoutBrandPhrases(text: string): string {
  return text.replace(BRAND_PHRASES, ' ');
}

const BRAND_PHRASES = new RegExp(`\\b(?:${PHRASE.map((p) => p.replace(/ /g, '\\s+')).join('|')})\\b`, 'g');
