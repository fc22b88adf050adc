/**
 * What a name says of itself once its words are read, as rules: when the nouns and words a rule asks for are there
 * (and none it excludes), it adds and removes nouns and words. Applied in order, each once (see product-name.ts).
 */
import { COFFEE_ORIGINS } from './name-kinds.js';
import { KIND_RULES } from './name-rules-kinds.js';

type Words = readonly string[];
export type NameRule = {
  /** Nouns and words that must all be there, and nouns and words that must not. */
  when: { nouns?: Words; words?: Words; notNouns?: Words; notWords?: Words };
  add?: { nouns?: Words; words?: Words };
  remove?: { nouns?: Words; words?: Words };
};

/** Salts other than table salt, and what flavours a seasoning salt. */
const SALT_KINDS = [
  ...['sea', 'kosher', 'rock', 'flake', 'pickling', 'himalayan', 'pink', 'smoked', 'seasoned', 'coarse', 'black'],
  ...['truffle', 'grey', 'gray', 'celtic', 'curing'],
];
const SALT_FLAVOURS = ['garlic', 'onion', 'celery', 'seasoning', 'lemon', 'truffle', 'pepper'];

/** Spices sold whole and ground, whose powder is the ground one. */
const GROUND_SPICES = [
  ...['turmeric', 'cumin', 'coriander', 'cinnamon', 'ginger', 'cardamom', 'clove', 'nutmeg', 'fenugreek', 'mustard'],
  ...['allspice', 'fennel', 'mace', 'caraway', 'anise', 'staranise', 'sumac'],
];

/** Spices sold whole as their seeds: whole cumin is cumin seed. */
const SEED_SPICES = ['cumin', 'coriander', 'fennel', 'caraway', 'anise', 'fenugreek', 'nigella', 'ajwain'];

export const NAME_RULES: readonly NameRule[] = [
  // Kosher salt is coarse salt unless said fine or flaked.
  { when: { nouns: ['salt'], words: ['kosher'], notWords: ['fine', 'flake'] }, add: { words: ['coarse'] } },
  // Salt said only fine, refined or iodized ('Sel fin iodé', 'Sal refinado') is table salt, which is all three: once it
  // is said table salt, they say no more.
  ...['fine', 'refined', 'iodized'].map(
    (word): NameRule => ({
      when: { nouns: ['salt'], words: [word], notNouns: SALT_FLAVOURS, notWords: SALT_KINDS },
      add: { words: ['table'] },
    }),
  ),
  { when: { nouns: ['salt'], words: ['table'] }, remove: { words: ['fine', 'refined'] } },
  // Pecorino is of sheep's milk: saying so says no more.
  { when: { nouns: ['pecorino'] }, remove: { words: ['sheep'] } },
  // Tahini is a sesame paste: 'Tahini Paste' says no more.
  { when: { nouns: ['tahini'] }, remove: { nouns: ['paste'] } },
  // A chicken breast fillet is a boneless breast ('Kipfilet', 'Chicken Breast Fillets').
  {
    when: { nouns: ['chicken', 'breast'], words: ['fillet'], notWords: ['bonein'] },
    add: { words: ['boneless'] },
    remove: { words: ['fillet'] },
  },
  { when: { nouns: ['chicken', 'breast', 'fillet'] }, add: { words: ['boneless'] }, remove: { nouns: ['fillet'] } },
  // White milk is plain milk, as against chocolate milk; microgreens are sold fresh.
  { when: { nouns: ['milk'], words: ['white'], notWords: ['chocolate'] }, remove: { words: ['white'] } },
  { when: { nouns: ['microgreen'] }, remove: { words: ['frozen'] } },
  // Semi-sweet is said of chocolate only ('Semi-Sweet Morsels').
  { when: { words: ['semisweet'] }, add: { nouns: ['chocolate'] } },
  // A burger patty is a patty; sweet cream butter is butter.
  { when: { nouns: ['patty'] }, remove: { nouns: ['hamburger'] } },
  { when: { nouns: ['butter'] }, remove: { nouns: ['cream'], words: ['sweet'] } },
  // Butter quarters are a pound of butter in four sticks, sold as the pound solids are.
  { when: { nouns: ['butter'] }, remove: { nouns: ['quarter'], words: ['quarter'] } },
  // A brioche burger bun is a brioche bun (a round one: a hot dog one says so).
  { when: { nouns: ['hamburger', 'bun'], words: ['brioche'] }, remove: { nouns: ['hamburger'], words: ['hamburger'] } },
  // Tofu is made of soybeans and sold in blocks: saying so says no more.
  { when: { nouns: ['tofu'] }, remove: { nouns: ['soy', 'block'], words: ['block'] } },
  // Butter is sold in blocks (solids, prints) unless it is whipped, in sheets or in portions: 'block' says no more.
  { when: { nouns: ['butter'] }, remove: { nouns: ['block'], words: ['block'] } },
  // Oats are rolled unless cut or ground: 'rolled' says no more; large flake oats are the old-fashioned ones. A russet
  // potato is white.
  // Porridge oats said to be rolled are rolled oats.
  { when: { nouns: ['oat'], words: ['porridge', 'rolled'] }, remove: { nouns: ['porridge'], words: ['porridge'] } },
  { when: { nouns: ['oat'] }, remove: { words: ['rolled', 'large', 'flake'] } },
  // A walnut's colour grade (light, light amber) says little of halves and pieces.
  { when: { nouns: ['walnut'] }, remove: { words: ['light'] } },
  { when: { nouns: ['potato'], words: ['russet'] }, remove: { words: ['white'] } },
  // Lard is rendered and refined, and shortening is all-purpose unless said liquid or for frying: saying so says no more.
  { when: { words: ['lard'] }, remove: { words: ['rendered', 'refined'] } },
  // Cultured says something of butter only (sour cream, buttermilk and yogurt all are); a European-style butter said
  // cultured is that cultured butter.
  { when: { words: ['cultured'], notNouns: ['butter'] }, remove: { words: ['cultured'] } },
  { when: { nouns: ['butter'], words: ['cultured'] }, remove: { words: ['european'] } },
  { when: { words: ['shortening'] }, remove: { words: ['allpurpose'] } },
  // Condensed milk is sweetened (unsweetened is evaporated milk).
  { when: { words: ['condensed'] }, remove: { words: ['sweetened'] } },
  // Seeds are whole unless ground or crushed; basmati and jasmine are long-grain rices; canola oil is a refined vegetable oil:
  // saying so says no more.
  { when: { words: ['seed'], notWords: ['ground', 'crushed', 'cracked', 'powder'] }, remove: { words: ['whole'] } },
  // So are the leaves of a spice or herb sold dried or fresh as leaves (bay, curry and makrut lime leaves).
  ...['bay', 'curry', 'makrut'].map(
    (herb): NameRule => ({
      when: { words: [herb, 'leaf'], notWords: ['ground', 'crushed', 'cracked', 'powder'] },
      remove: { words: ['whole'] },
    }),
  ),
  { when: { nouns: ['rice'], words: ['basmati'] }, remove: { words: ['longgrain', 'extra'] } },
  { when: { nouns: ['rice'], words: ['jasmine'] }, remove: { words: ['longgrain'] } },
  // Fruit butters are fruit cooked down in a kettle: saying so says no more.
  {
    when: { nouns: ['applebutter'] },
    remove: { words: ['kettle', 'cooked'] },
  },
  { when: { nouns: ['pearbutter'] }, remove: { words: ['kettle', 'cooked'] } },
  { when: { nouns: ['pumpkinbutter'] }, remove: { words: ['kettle', 'cooked'] } },
  // Tilapia fillets are sold skinless (deep-skinned) unless said skin-on.
  { when: { nouns: ['tilapia'], words: ['fillet'], notWords: ['skinon'] }, add: { words: ['skinless'] } },
  // Roe dyed orange (masago, tobiko) is of that colour, no orange fruit.
  {
    when: { nouns: ['roe', 'orange'] },
    add: { words: ['orange'] },
    remove: { nouns: ['orange'], words: ['no1'] },
  },
  // Spring roll (lumpia) wrappers are sold frozen.
  { when: { words: ['spring', 'roll', 'wrapper'], notWords: ['thawed'] }, add: { words: ['frozen'] } },
  // Rice sticks (bihon, vermicelli) are rice noodles.
  { when: { nouns: ['rice'], words: ['stick'], notNouns: ['cake'] }, add: { nouns: ['noodle'] } },
  // Coffee beans are whole roasted beans ('COFFEE, BEANS, ROASTED' is 'Coffee, Whole Bean'); English breakfast tea is
  // a black tea.
  {
    when: { nouns: ['coffee', 'bean'], notWords: ['ground', 'green', 'unroasted'] },
    add: { words: ['wholebean'] },
    remove: { nouns: ['bean'], words: ['roasted', 'dry', 'whole'] },
  },
  { when: { nouns: ['tea'], words: ['english'] }, add: { words: ['black'] } },
  // Andouille is a Cajun sausage: saying so says no more.
  { when: { words: ['andouille'] }, remove: { words: ['cajun'] } },
  // Cargamanto beans are red-mottled: the colour says no more of them.
  { when: { words: ['cargamanto'] }, remove: { words: ['red'] } },
  // Frozen okra is cut unless said breaded or whole.
  { when: { nouns: ['okra'], words: ['frozen'], notWords: ['breaded', 'battered', 'whole'] }, add: { words: ['cut'] } },
  // Garlic is sold as white heads unless said peeled, minced or black; a brown coconut is the dry (mature) one.
  { when: { nouns: ['garlic'], notWords: ['black'] }, remove: { words: ['white', 'whole'] } },
  { when: { words: ['coconut', 'brown', 'dry'] }, remove: { words: ['dry'] } },
  // Yogurt of no flavour named is plain (natural): saying so says no more.
  { when: { nouns: ['yogurt'] }, remove: { words: ['plain'] } },
  // Chunky peanut butter is crunchy; a ground spice is a powder: 'powder' says no more beside 'ground'.
  { when: { nouns: ['peanut'], words: ['chunky'] }, add: { words: ['crunchy'] }, remove: { words: ['chunky'] } },
  { when: { words: ['ground', 'powder'] }, remove: { words: ['powder'] } },
  // A whole spice's powder is the ground spice ('Turmeric Powder', 'Cumin Powder': ground turmeric, ground cumin).
  // (Chili, curry and garlic powders are blends or dried preparations of their own.)
  ...GROUND_SPICES.flatMap((spice): NameRule[] => [
    { when: { nouns: [spice], words: ['powder'] }, add: { words: ['ground'] }, remove: { words: ['powder'] } },
    { when: { words: [spice, 'powder'] }, add: { words: ['ground'] }, remove: { words: ['powder'] } },
  ]),
  // Whole fish are sold gutted (a whole round fish says so): 'gutted' says no more.
  { when: { nouns: ['fish'], words: ['whole', 'gutted'] }, remove: { words: ['gutted'] } },
  ...['seabass', 'seabream'].map(
    (n): NameRule => ({ when: { nouns: [n], words: ['gutted'] }, remove: { words: ['gutted'] } }),
  ),
  { when: { nouns: ['canola', 'oil'] }, remove: { words: ['vegetable', 'refined'] } },
  // Salt cod is salted.
  { when: { nouns: ['cod', 'salt'] }, remove: { words: ['salted'] } },
  // Canned tuna is light meat (skipjack) unless said white (albacore): 'Chunk Light' says no more than 'Chunk'.
  { when: { nouns: ['tuna'], words: ['light'] }, remove: { words: ['light'] } },
  // So is an oil of soy, corn, sunflower, cottonseed or palm: a vegetable oil that names its plant ('Oil, Vegetable
  // (Soya)') is that plant's oil.
  ...['soy', 'corn', 'sunflower', 'cottonseed', 'palm', 'rapeseed'].flatMap((plant): NameRule[] => [
    { when: { nouns: ['oil', plant] }, remove: { words: ['vegetable'] } },
    { when: { nouns: ['oil'], words: [plant] }, remove: { words: ['vegetable'] } },
  ]),
  // Butter sheets of '82% fat' say their fat by the figure, and need no 'sheets' besides.
  { when: { nouns: ['buttersheet'] }, remove: { nouns: ['fat', 'sheet'], words: ['fat', 'sheet'] } },
  // Bone-in chicken thighs, legs and drumsticks are sold with their skin unless said skinless.
  ...['thigh', 'leg', 'drumstick'].map(
    (cut): NameRule => ({
      when: { nouns: [cut], words: ['bonein'], notWords: ['skinless'] },
      add: { words: ['skinon'] },
    }),
  ),
  // A hot pepper is the same called a chilli or a pepper ('CHILLI JALAPENO', 'PEPPER JALAPENO').
  ...[
    'jalapeno',
    'habanero',
    'serrano',
    'scotchbonnet',
    'poblano',
    'anaheim',
    'thai',
    'guajillo',
    'ancho',
    'pasilla',
  ].map(
    (kind): NameRule => ({
      when: { words: [kind], nouns: ['chili'] },
      add: { nouns: ['pepper'] },
      remove: { nouns: ['chili'] },
    }),
  ),
  // Rice is parboiled, never parbaked ('Arroz Precocido'); a hinged container is a clamshell.
  { when: { nouns: ['rice'], words: ['parbaked'] }, add: { words: ['parboiled'] }, remove: { words: ['parbaked'] } },
  { when: { nouns: ['container'], words: ['hinged'] }, add: { nouns: ['clamshell'] }, remove: { words: ['hinged'] } },
  // A clam of berries or cherry tomatoes is their clamshell, no shellfish.
  ...['strawberry', 'blueberry', 'raspberry', 'blackberry', 'berry', 'tomato', 'grape'].map(
    (fruit): NameRule => ({ when: { nouns: [fruit, 'clam'] }, remove: { nouns: ['clam'] } }),
  ),
  // Wings of no animal named are chicken wings.
  { when: { nouns: ['wing'], notNouns: ['turkey', 'duck', 'chicken'] }, add: { nouns: ['chicken'] } },
  // Back ribs of pork are baby back ribs, and baby back ribs are pork; loin back ribs are the same ribs.
  { when: { nouns: ['rib', 'pork'], words: ['back'] }, add: { words: ['baby'] } },
  // A pan of foil is of aluminum: 'PAN / FOIL', 'Pan, Aluminum' and 'PAN, ALUMINUM FOIL' say the same.
  ...['foil', 'aluminum'].map(
    (metal): NameRule => ({
      when: { nouns: ['pan'], words: [metal] },
      add: { words: ['foil'] },
      remove: { words: ['aluminum', 'standard'] },
    }),
  ),
  {
    when: { nouns: ['pan', 'foil'] },
    add: { words: ['foil'] },
    remove: { nouns: ['foil'], words: ['aluminum', 'standard'] },
  },
  // Sockeye, keta and chum salmon are not farmed: they are wild.
  ...['sockeye', 'keta', 'chum'].map(
    (kind): NameRule => ({ when: { nouns: ['salmon'], words: [kind] }, add: { words: ['wild'] } }),
  ),
  // A pork shoulder not said to be the picnic (the lower, arm part) is the butt (Boston butt), as a paleta de cerdo is.
  {
    when: { nouns: ['pork', 'shoulder'], notWords: ['picnic'] },
    add: { nouns: ['butt'] },
    remove: { nouns: ['shoulder'] },
  },
  {
    when: { nouns: ['rib'], words: ['back', 'baby'] },
    add: { nouns: ['pork'] },
    remove: { nouns: ['loin'], words: ['loin'] },
  },
  // A fillet of beef or pork is its tenderloin; a steak is of beef unless another animal is named; whole primals are
  // sold whole.
  ...['beef', 'pork'].map(
    (animal): NameRule => ({
      when: { nouns: [animal], words: ['fillet'] },
      remove: { words: ['fillet', 'boneless'] },
      add: { nouns: ['tenderloin'] },
    }),
  ),
  { when: { nouns: ['steak', 'beef'] }, remove: { nouns: ['beef'] } },
  // Strip steaks are cut boneless from the centre of the short loin.
  { when: { nouns: ['steak'], words: ['strip'] }, remove: { words: ['centercut', 'boneless'] } },
  ...['striploin', 'tenderloin', 'loin', 'brisket', 'flank'].map(
    (cut): NameRule => ({ when: { nouns: [cut] }, remove: { words: ['whole'] } }),
  ),
  // Mushrooms are sold whole unless sliced; romaine by the head unless as hearts.
  { when: { nouns: ['mushroom'] }, remove: { words: ['whole'] } },
  { when: { nouns: ['romaine'] }, remove: { words: ['whole'] } },
  // Beans are sold whole unless refried or mashed.
  { when: { nouns: ['bean'] }, remove: { words: ['whole'] } },
  // Film is film wrap (cling film); puff pastry is a dough.
  { when: { nouns: ['film'] }, remove: { nouns: ['wrap'], words: ['wrap', 'roll'] } },
  ...[{ nouns: ['pastry'], words: ['puff'] }, { nouns: ['pastry', 'puff'] }, { words: ['pastry', 'puff'] }].map(
    (when): NameRule => ({ when, remove: { nouns: ['dough'], words: ['dough'] } }),
  ),
  // Pizza dough (in balls) is no pizza; of pastry, phyllo or cookies 'dough' says no more.
  { when: { words: ['dough'], notNouns: ['pizza'] }, remove: { words: ['dough'] } },
  // Button mushrooms are white unless said brown (cremini); a nectar is a fruit drink: 'drink' says no more of it.
  { when: { nouns: ['mushroom'], words: ['button', 'white'] }, remove: { words: ['white'] } },
  ...[{ words: ['nectar'] }, { nouns: ['nectar'] }].map(
    (when): NameRule => ({ when, remove: { nouns: ['drink'], words: ['drink'] } }),
  ),
  // Tomatoes are sold extra large (XL) unless a smaller size is named.
  { when: { nouns: ['tomato'], notWords: ['cherry', 'grape'] }, remove: { words: ['xl'] } },
  // Kernel corn is sweet corn, cut whole from the cob.
  ...[{ words: ['kernel'] }, { nouns: ['kernel'] }].map(
    (kernel): NameRule => ({
      when: { nouns: ['corn', ...(kernel.nouns ?? [])], words: kernel.words },
      remove: { words: ['sweet', 'super', 'supersweet', 'whole'] },
    }),
  ),
  // Light brown sugar is the golden (plain) brown sugar.
  { when: { nouns: ['sugar'], words: ['brown', 'light'] }, remove: { words: ['light'] } },
  // Extra fine granulated sugar is the plain granulated one.
  { when: { nouns: ['sugar'], words: ['granulated'] }, remove: { words: ['extra', 'fine'] } },
  // Toilet tissue comes in rolls of sheets; all-purpose flour is plain wheat flour.
  { when: { words: ['tissue', 'toilet'] }, remove: { words: ['roll', 'sheet'] } },
  { when: { nouns: ['flour'], words: ['allpurpose'] }, remove: { words: ['plain', 'wheat'] } },
  // Hand soap sold by the gallon or litre is liquid; a ready-to-use cleaner comes in a spray bottle.
  { when: { nouns: ['soap'] }, remove: { words: ['liquid'] } },
  { when: { words: ['rtu'] }, remove: { words: ['spray'] } },
  // Green buckwheat is the unroasted one; whole peeled tomatoes are the peeled ones.
  { when: { words: ['buckwheat', 'unroasted'] }, remove: { words: ['green'] } },
  { when: { nouns: ['tomato'], words: ['peeled'] }, remove: { words: ['whole'] } },
  // Extra virgin olive oil is pressed cold: saying so says no more (of rapeseed oil it does).
  { when: { nouns: ['oil'], words: ['extravirgin'] }, remove: { words: ['coldpressed'] } },
  // A split chicken breast is cut through the bone, skin on unless said otherwise.
  {
    when: { nouns: ['chicken', 'breast'], words: ['split'], notWords: ['skinless', 'boneless'] },
    add: { words: ['bonein', 'skinon'] },
  },
  // A boneless chicken breast is sold skinless unless said skin-on.
  {
    when: { nouns: ['chicken', 'breast'], words: ['boneless'], notWords: ['skinon'] },
    add: { words: ['skinless'] },
  },
  // Jumbo chicken is the size of the bird, which the trade does not sell apart.
  { when: { nouns: ['chicken'] }, remove: { words: ['jumbo'] } },
  // Of meat, pulpa, polpa or pulpe (Spanish, Italian, Romanian) is a leg or a lean cut, no fruit pulp: the cut the
  // English says is what it is ('Pulpe superioare de pui [chicken thighs]').
  ...['chicken', 'lamb', 'pork', 'beef', 'veal', 'turkey', 'duck', 'goat', 'mutton'].map(
    (meat): NameRule => ({ when: { nouns: [meat] }, remove: { words: ['pulp'], nouns: ['pulp'] } }),
  ),
  // Kitchen foil is aluminium foil on a roll unless said sheets: 'aluminum' and 'roll' say no more of it.
  { when: { nouns: ['foil'] }, remove: { words: ['aluminum', 'aluminium', 'roll'] } },
  // Bacon is of pork unless another meat is named (turkey bacon): 'Pork > Bacon' says no more.
  { when: { nouns: ['bacon', 'pork'] }, remove: { nouns: ['pork'] } },
  // Bacon and franks are sold without rind or skin unless said otherwise (natural casing).
  { when: { nouns: ['bacon'] }, remove: { words: ['skinless'] } },
  { when: { nouns: ['frank'] }, remove: { words: ['skinless'] } },
  { when: { nouns: ['springmix'] }, remove: { nouns: ['lettuce', 'clamshell', 'mix'], words: ['lettuce', 'mix'] } },
  // Croissants and breads 'cuits' are baked (ready to serve), not cooked.
  ...['croissant', 'bread', 'bun', 'bagel', 'muffin'].map(
    (baked): NameRule => ({
      when: { nouns: [baked], words: ['cooked'] },
      add: { words: ['baked'] },
      remove: { words: ['cooked'] },
    }),
  ),
  // A fish's loin is boneless; an oven-roasted turkey breast is a cooked one.
  ...['cod', 'tuna', 'haddock', 'halibut', 'salmon', 'swordfish', 'pollock'].map(
    (fish): NameRule => ({ when: { nouns: [fish, 'loin'] }, remove: { words: ['boneless'] } }),
  ),
  {
    when: { nouns: ['turkey', 'breast'], words: ['roasted'] },
    add: { words: ['cooked'] },
    remove: { words: ['roasted'] },
  },
  // A loaf of cream cheese ('Fromage à la crème, pain') is no bread.
  { when: { nouns: ['creamcheese'] }, remove: { nouns: ['bread'] } },
  // Berries and tomatoes in clamshells are berries and tomatoes.
  ...['strawberry', 'blueberry', 'raspberry', 'blackberry', 'tomato'].map(
    (fruit): NameRule => ({ when: { nouns: [fruit, 'clamshell'] }, remove: { nouns: ['clamshell'] } }),
  ),
  // Rice is sold dry; Calrose is the sushi rice.
  { when: { nouns: ['rice'] }, remove: { words: ['dry'] } },
  { when: { nouns: ['rice'], words: ['calrose'] }, remove: { words: ['sushi'], nouns: ['sushi'] } },
  // Dry pasta is of durum wheat semolina.
  ...['spaghetti', 'penne', 'linguine', 'fettuccine', 'macaroni', 'rigatoni', 'fusilli', 'lasagna'].map(
    (pasta): NameRule => ({
      when: { nouns: [pasta] },
      remove: { nouns: ['semolina', 'wheat'], words: ['durum', 'semolina', 'wheat'] },
    }),
  ),
  // Fries are potatoes, skin off unless said otherwise.
  { when: { nouns: ['fry'] }, remove: { nouns: ['potato'], words: ['no1', 'skinless'] } },
  // Shrimp with the tail on or off are peeled, and deveined unless said otherwise.
  ...['tailon', 'tailoff'].map(
    (tail): NameRule => ({
      when: { nouns: ['shrimp'], words: [tail], notWords: ['undeveined', 'shellon', 'ezpeel'] },
      add: { words: ['peeled', 'deveined'] },
    }),
  ),
  // Pacific cod and sea scallops are wild, Atlantic salmon farmed: saying so says nothing more.
  { when: { nouns: ['cod'], words: ['pacific'] }, remove: { words: ['wild'] } },
  { when: { nouns: ['scallop'], words: ['sea'] }, remove: { words: ['wild'] } },
  { when: { nouns: ['salmon'], words: ['atlantic'] }, remove: { words: ['farmed'] } },
  // Oil is liquid, and clear unless said otherwise (a clear canola oil is the canola oil).
  { when: { nouns: ['oil'] }, remove: { words: ['liquid', 'clear'] } },
  // Shrimp are sold raw unless said cooked.
  { when: { nouns: ['shrimp'], notWords: ['cooked'] }, remove: { words: ['raw'] } },
  // A lemon of a detergent is its scent; pot and pan detergent is a dish detergent.
  ...['detergent', 'soap', 'cleaner', 'sanitizer', 'degreaser'].map(
    (product): NameRule => ({
      when: { nouns: [product, 'lemon'] },
      remove: { nouns: ['lemon'], words: ['no1'] },
      add: { words: ['lemon'] },
    }),
  ),
  { when: { nouns: ['detergent'], words: ['potpan'] }, remove: { words: ['dish', 'manual', 'liquid'] } },
  // Sriracha is a hot chili sauce.
  { when: { nouns: ['sauce'], words: ['sriracha'] }, remove: { words: ['chili', 'hot'], nouns: ['chili'] } },
  // Paper of cups and towels is what they are made of, not the product: paper cups are cups, paper towels towels.
  { when: { nouns: ['cup', 'paper'] }, remove: { nouns: ['paper'] }, add: { words: ['paper'] } },
  { when: { nouns: ['towel', 'paper'] }, remove: { nouns: ['paper'] } },
  // Hot cups are paper cups unless said otherwise (foam, plastic).
  { when: { nouns: ['cup'], words: ['hot'], notWords: ['foam', 'plastic', 'styrofoam'] }, add: { words: ['paper'] } },
  // Green onions are scallions ('Green Onion 48 Bunches', 'Scallions 48 bunch', 'Cebollín').
  {
    when: { nouns: ['onion'], words: ['green'] },
    add: { words: ['scallion'] },
    remove: { nouns: ['onion'], words: ['green'] },
  },
  // Cheddar is the yellow (coloured) kind unless named white.
  { when: { nouns: ['cheddar'], notWords: ['white'] }, add: { words: ['yellow'] } },
  // A chicken thigh fillet is a boneless thigh.
  {
    when: { nouns: ['chicken', 'thigh'], words: ['fillet'], notWords: ['bonein'] },
    add: { words: ['boneless'] },
    remove: { words: ['fillet'] },
  },
  // Pinhead oatmeal is steel-cut oats.
  { when: { nouns: ['oatmeal'], words: ['steelcut'] }, add: { nouns: ['oat'] }, remove: { nouns: ['oatmeal'] } },
  // A net ('filet') of onions or lemons is their bag, no fillet.
  ...['onion', 'shallot', 'potato', 'lemon', 'lime', 'orange', 'garlic', 'carrot', 'apple', 'clementine'].map(
    (produce): NameRule => ({
      when: { nouns: [produce], words: ['fillet'] },
      remove: { words: ['fillet', 'boneless'] },
    }),
  ),
  // Black chocolate ('chocolat noir') is dark chocolate; lemons are yellow.
  { when: { nouns: ['chocolate'], words: ['black'] }, add: { words: ['dark'] }, remove: { words: ['black'] } },
  { when: { nouns: ['lemon'], words: ['yellow'] }, remove: { words: ['yellow'] } },
  // Carrots are orange unless said another colour (the orange, a fruit sized by count, says no grade of them either);
  // white cabbage ('chou blanc', 'зеле бяло') is the green head cabbage.
  {
    when: { nouns: ['carrot', 'orange'], notNouns: ['juice'] },
    remove: { nouns: ['orange'], words: ['orange', 'no1'] },
  },
  { when: { nouns: ['carrot'], words: ['orange'] }, remove: { words: ['orange'] } },
  { when: { nouns: ['cabbage'], words: ['white'] }, add: { words: ['green'] }, remove: { words: ['white'] } },
  // Spice grains ('en grains', read as whole beans): coffee beans, a whole spice otherwise. Whole black pepper is black
  // peppercorns, which are whole anyway; a whole seed spice (cumin, coriander, fennel) is its seed.
  {
    when: { words: ['wholebean'], notNouns: ['coffee', 'cocoa', 'bean'] },
    add: { words: ['whole'] },
    remove: { words: ['wholebean'] },
  },
  {
    when: { nouns: ['pepper'], words: ['black', 'whole'], notWords: ['ground', 'cracked'] },
    add: { words: ['peppercorn'] },
    remove: { nouns: ['pepper'] },
  },
  { when: { words: ['peppercorn', 'whole'] }, remove: { words: ['whole'] } },
  ...SEED_SPICES.map(
    (spice): NameRule => ({
      when: { nouns: [spice], words: ['whole'], notWords: ['ground'] },
      add: { words: ['seed'] },
      remove: { words: ['whole'] },
    }),
  ),
  // Heavy cream is liquid and whole ('crème liquide entière'); dried yeast is dry yeast; tahini is of sesame.
  { when: { nouns: ['cream'], words: ['heavy'] }, remove: { words: ['liquid', 'whole'] } },
  { when: { nouns: ['yeast'], words: ['dried'] }, add: { words: ['dry'] }, remove: { words: ['dried'] } },
  { when: { nouns: ['tahini'] }, remove: { nouns: ['sesame'], words: ['sesame'] } },
  // Fish sauce is made of anchovies, whether Thai (nam pla) or Vietnamese (nuoc mam).
  {
    when: { nouns: ['fish', 'sauce'] },
    remove: { nouns: ['anchovy'], words: ['anchovy', 'thai', 'vietnamese'] },
  },
  // Ginger, cassava (yuca), malanga and taro are sold as their roots.
  { when: { nouns: ['ginger'] }, remove: { words: ['root'] } },
  ...['cassava', 'malanga', 'taro'].map((root): NameRule => ({ when: { words: [root] }, remove: { words: ['root'] } })),
  // Saffron threads are red (a grade says 'all red'); dried limes are sold whole; ras el hanout is ground.
  { when: { nouns: ['saffron'] }, remove: { words: ['red', 'allpurpose', 'pure'] } },
  { when: { nouns: ['lime'], words: ['dried'] }, remove: { words: ['whole'] } },
  { when: { words: ['ras', 'hanout'] }, remove: { words: ['ground'] } },
  // White almonds ('amande blanche') are blanched ones.
  { when: { nouns: ['almond'], words: ['white'] }, add: { words: ['blanched'] }, remove: { words: ['white'] } },
  // Milk, cream or butter of oats, almonds, soy or coconut is plant-based anyway: 'vegan' says no more of it; a vegan
  // egg is egg-free.
  ...['oat', 'almond', 'soy', 'coconut', 'coconutmilk', 'cashew', 'hemp', 'rice'].flatMap((n): NameRule[] => [
    { when: { nouns: [n], words: ['vegan'] }, remove: { words: ['vegan'] } },
    { when: { words: ['vegan', n] }, remove: { words: ['vegan'] } },
  ]),
  { when: { words: ['vegan', 'eggfree'] }, remove: { words: ['eggfree'] } },
  ...KIND_RULES,
];

/** Applies the rules to a name's nouns and words, in place. */
export function applyNameRules(nouns: Set<string>, words: Set<string>, rules = NAME_RULES): void {
  for (const { when, add, remove } of rules) {
    if (!(when.nouns ?? []).every((n) => nouns.has(n))) continue;
    if (!(when.words ?? []).every((w) => words.has(w))) continue;
    if ((when.notNouns ?? []).some((n) => nouns.has(n))) continue;
    if ((when.notWords ?? []).some((w) => words.has(w))) continue;
    for (const n of add?.nouns ?? []) nouns.add(n);
    for (const w of add?.words ?? []) words.add(w);
    for (const n of remove?.nouns ?? []) nouns.delete(n);
    for (const w of remove?.words ?? []) words.delete(w);
  }
}

/** A coffee's origin is what it is (Colombian, Ethiopian), not where a product comes from: read from unknown words. */
export function readCoffeeOrigin(nouns: Set<string>, words: Set<string>, unknown: Set<string>): void {
  if (!nouns.has('coffee')) return;
  for (const w of [...unknown]) {
    const origin = COFFEE_ORIGINS[w];
    if (!origin) continue;
    unknown.delete(w);
    words.add(origin);
  }
}

/** Words of a name of rice that say it is no grain of it, or not white. */
const RICE_NOT_GRAIN = [
  ...['parboiled', 'converted', 'wild', 'stick', 'cake', 'cracker', 'puffed', 'paper', 'flour', 'vinegar'],
  ...['wine', 'bran', 'milk', 'noodle', 'vermicelli', 'crispy', 'cereal'],
];

/**
 * Rice (the grain, not rice sticks, cakes or flour) of no colour named is white unless it is parboiled (converted,
 * easy-cook) or wild: 'Long Grain Rice' is 'Rice, Long Grain, White'.
 */
export function readRiceWhite(nouns: Set<string>, words: Set<string>): void {
  if (nouns.size === 1 && nouns.has('rice') && !RICE_NOT_GRAIN.some((w) => words.has(w))) words.add('white');
}
