/**
 * The units catalogue lines are sold in, as suppliers spell them: weights and volumes with their factor to kg or L
 * (converted by js-quantities), counts with how many pieces one is, and the units that are one piece whatever it
 * holds.
 */
import Qty from 'js-quantities';
import { UNECE_UNITS, X12_UNITS } from './unit-codes.js';

export type Per = 'kg' | 'l' | 'each';
export type UnitInfo = { per: Per; factor: number };

/** How suppliers spell units, as the conversion library names them (weights and volumes). */
const MEASURE_NAMES: Record<string, string> = {
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  g: 'g',
  gr: 'g',
  grs: 'g',
  gm: 'g',
  gms: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  mg: 'mg',
  lb: 'lb',
  lbs: 'lb',
  '#': 'lb',
  pound: 'lb',
  pounds: 'lb',
  livre: 'lb',
  livres: 'lb',
  oz: 'oz',
  ozs: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  l: 'l',
  lt: 'l',
  ltr: 'l',
  ltrs: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  ml: 'ml',
  mls: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cl: 'cl',
  floz: 'floz',
  gal: 'gal',
  gals: 'gal',
  gl: 'gal',
  gallon: 'gal',
  gallons: 'gal',
  qt: 'qt',
  qts: 'qt',
  quart: 'qt',
  quarts: 'qt',
  pt: 'pt',
  pint: 'pt',
  pints: 'pt',
  // Fluid ounces as order guides shorten them ('24 / 12 FZ'); 'fl oz' and 'fl. oz.' are read apart.
  fz: 'floz',
  flz: 'floz',
  ga: 'gal',
  // Spanish.
  libra: 'lb',
  libras: 'lb',
  onza: 'oz',
  onzas: 'oz',
  gramo: 'g',
  gramos: 'g',
  kilogramo: 'kg',
  kilogramos: 'kg',
  litro: 'l',
  litros: 'l',
  mililitro: 'ml',
  mililitros: 'ml',
  galon: 'gal',
  galones: 'gal',
  // French.
  once: 'oz',
  onces: 'oz',
  pinte: 'pt',
  pintes: 'pt',
  pte: 'pt',
  // Russian and Ukrainian in Cyrillic: грамм ('г', 'гр'), килограмм ('кг'), литр ('л'), миллилитр ('мл'), фунт.
  г: 'g',
  гр: 'g',
  грамм: 'g',
  кг: 'kg',
  килограмм: 'kg',
  л: 'l',
  литр: 'l',
  литра: 'l',
  литров: 'l',
  мл: 'ml',
  фунт: 'lb',
  фунта: 'lb',
  фунтов: 'lb',
  // Haitian Creole: liv (a pound, 'sak 50 liv', 'pa liv').
  liv: 'lb',
  // Greek (accents off): κιλό, κιλά (kilos, 'σακί 25κιλά', 'κιλ.'), χλγ (χιλιόγραμμα), γρ (grams, '40×250γρ'), λτ and
  // λίτρα (litres, 'τεν. 5λτ'), μλ (millilitres).
  κιλο: 'kg',
  κιλα: 'kg',
  κιλ: 'kg',
  χλγ: 'kg',
  γρ: 'g',
  γραμ: 'g',
  γραμμαρια: 'g',
  λτ: 'l',
  λιτ: 'l',
  λιτρο: 'l',
  λιτρα: 'l',
  μλ: 'ml',
};

/** Count units: how many pieces one of them is. */
const COUNTS: Record<string, number> = {
  ct: 1,
  cnt: 1,
  count: 1,
  ea: 1,
  each: 1,
  pc: 1,
  pcs: 1,
  piece: 1,
  pieces: 1,
  // Sheets counted ('50 sheets x 10' of nori, '1000 sheets' of parchment): so many pieces.
  sheets: 1,
  pce: 1,
  pces: 1,
  pk: 1,
  un: 1,
  unit: 1,
  units: 1,
  unite: 1,
  unites: 1,
  bu: 1,
  bun: 1,
  bunch: 1,
  bunches: 1,
  // German: Stück (pieces, 'Stk.'), Bund (a bunch). Indonesian and Malay: ikat (a bunch).
  ikat: 1,
  stk: 1,
  stuck: 1,
  // Czech and Slovak: kus (a piece, 'ks'), svazek and zväzok (a bunch); Hungarian: darab (a piece, 'db'), csomó (a
  // bunch).
  ks: 1,
  kus: 1,
  kusy: 1,
  svazek: 1,
  svazky: 1,
  zvazok: 1,
  db: 1,
  darab: 1,
  csomo: 1,
  // Croatian, Bosnian and Serbian: komad (a piece, 'kom').
  kom: 1,
  komada: 1,
  // Dutch: stuks (pieces, 'st').
  stuks: 1,
  bund: 1,
  bnch: 1,
  bch: 1,
  bn: 1,
  bns: 1,
  botte: 1,
  bottes: 1,
  maco: 1,
  macos: 1,
  roll: 1,
  rolls: 1,
  rl: 1,
  rls: 1,
  rouleau: 1,
  rouleaux: 1,
  rlx: 1,
  sh: 1,
  sht: 1,
  shts: 1,
  set: 1,
  sets: 1,
  head: 1,
  heads: 1,
  hd: 1,
  hds: 1,
  tete: 1,
  tetes: 1,
  // Pairs (chopsticks, gloves: '1000 PR'), one pair being what is used and sold.
  pr: 1,
  prs: 1,
  pair: 1,
  pairs: 1,
  dz: 12,
  doz: 12,
  dozen: 12,
  dozens: 12,
  douz: 12,
  douzaine: 12,
  douzaines: 12,
  // Spanish.
  pieza: 1,
  piezas: 1,
  pza: 1,
  pzas: 1,
  pz: 1,
  unidad: 1,
  unidades: 1,
  manojo: 1,
  manojos: 1,
  rollo: 1,
  rollos: 1,
  docena: 12,
  docenas: 12,
  // Caribbean Spanish: 'doc.' (docenas, '15DOC'), mazo (a bunch, 'CILANTRO 60 MAZOS').
  doc: 12,
  mazo: 1,
  mazos: 1,
  // Polish: tuzin (a dozen, 'tuz.'), pęczek (a bunch, 'pęczki', 'pęcz.'); Swedish: dussin, knippe; Norwegian: dusin,
  // bunt (a bunch, 'bunter'); Ukrainian and Russian romanised: puchok (a bunch).
  tuz: 12,
  tuzin: 12,
  tuziny: 12,
  tuzinow: 12,
  dussin: 12,
  dusin: 12,
  // Polish pieces (sztuki, 'szt.') and loaves (bochenki, 'skrz. 12 bochenków').
  szt: 1,
  sztuk: 1,
  sztuki: 1,
  bochenek: 1,
  bochenki: 1,
  bochenkow: 1,
  peczek: 1,
  peczki: 1,
  peczkow: 1,
  pecz: 1,
  knippe: 1,
  knippen: 1,
  knippar: 1,
  bunt: 1,
  bunter: 1,
  puchok: 1,
  puchky: 1,
  // Lithuanian: vienetai (pieces, 'vnt'), ryšelis (a bunch, 'ryšeliai', 'ryš.'); Latvian: gabali (pieces, 'gab.').
  vnt: 1,
  vienetai: 1,
  vienetu: 1,
  ryselis: 1,
  ryseliai: 1,
  ryseliu: 1,
  rys: 1,
  gab: 1,
  gabali: 1,
  // Cyrillic: штука (a piece, 'шт'), пучок (a bunch, 'пучка', 'пучков'), десяток (ten, as eggs are sold).
  шт: 1,
  штук: 1,
  штука: 1,
  пучок: 1,
  пучка: 1,
  пучков: 1,
  десяток: 10,
  // Finnish: kappale (pieces, 'kpl'), nippu (a bunch, '20 nippua').
  kpl: 1,
  kappale: 1,
  kappaletta: 1,
  nippu: 1,
  nippua: 1,
  // Haitian Creole: douzèn (a dozen), grenn (pieces, '50 grenn' of plantains), pake (a bunch or a packet).
  douzen: 12,
  grenn: 1,
  pake: 1,
  // Loaves of bread counted ('12 LOAVES'): so many pieces.
  loaf: 1,
  loaves: 1,
  // Greek (accents off): τεμάχια (pieces, 'τεμ.', 'τμχ'), ματσάκια (bunches, 'κιβ. 30 ματσάκια'), ντουζίνα (a dozen).
  τεμ: 1,
  τεμαχιο: 1,
  τεμαχια: 1,
  τμχ: 1,
  ματσο: 1,
  ματσα: 1,
  ματσακι: 1,
  ματσακια: 1,
  ντουζινα: 12,
  ντουζινες: 12,
  // Romanian: bucată (a piece, 'buc.', 'bucăți'), legătură (a bunch, 'legături'), rolă (a roll, 'role'). Icelandic:
  // rúlla (a roll, 'rúllur'). Swahili: kipande (a piece, 'vipande'), fungu (a bunch, 'mafungu'), roli (a roll).
  // Turkish: adet (pieces), demet (a bunch), rulo (a roll).
  buc: 1,
  bucata: 1,
  bucati: 1,
  legatura: 1,
  legaturi: 1,
  rola: 1,
  role: 1,
  rulla: 1,
  rullur: 1,
  kipande: 1,
  vipande: 1,
  fungu: 1,
  mafungu: 1,
  roli: 1,
  adet: 1,
  demet: 1,
  rulo: 1,
  // Bulgarian: брой (a piece, 'бр.', 'броя'), връзка (a bunch, 'връзки'). Uzbek: dona (a piece).
  бр: 1,
  брой: 1,
  броя: 1,
  връзка: 1,
  връзки: 1,
  dona: 1,
  // Japanese: 入 (irisu, so many to the case: lemons '165入'), 枚 (sheets, of nori '100枚×10', or gloves).
  入: 1,
  枚: 1,
};

/** Count units a range of counts to the pound is written in ('18/22 ct'). */
export const COUNT_RANGE_UNITS = new Set(['ct', 'cnt', 'count']);

/** Units that are one piece whatever it holds (an 'EA' jug of 16 L is one each, or 16 L). */
export const PIECE_UNITS = new Set([
  'h87',
  'ks',
  'kus',
  'db',
  'darab',
  'c62',
  'pce',
  'stk',
  'stuck',
  'bund',
  'ea',
  'each',
  'pc',
  'pcs',
  'piece',
  'un',
  'unit',
  'units',
  'unite',
  'unites',
  'pk',
  'pack',
  'pieza',
  'pza',
  'pz',
  'unidad',
  // Lithuanian vienetai, Latvian gabali (pieces).
  'vnt',
  // Finnish kappale (a piece, 'kpl').
  'kpl',
  'gab',
  // Greek τεμάχιο (a piece, 'ΤΕΜ').
  'τεμ',
  'τεμαχιο',
  'τμχ',
  // Romanian bucată, Swahili kipande, Turkish adet (a piece).
  'buc',
  'bucata',
  'kipande',
  'adet',
  // Bulgarian брой, Uzbek dona (a piece).
  'бр',
  'брой',
  'dona',
]);

const BASE: Record<string, Per> = { mass: 'kg', volume: 'l' };

export const unitKey = (u: string) =>
  u
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s.]+/g, '');

function measureInfo(name: string): UnitInfo {
  const q = Qty(1, name);
  const per = BASE[q.kind()];
  if (!per) throw new Error(`${name} is no weight or volume`);
  return { per, factor: q.to(per).scalar };
}

export const UNITS = new Map<string, UnitInfo>();
for (const [spelling, name] of Object.entries(MEASURE_NAMES)) UNITS.set(spelling, measureInfo(name));
for (const [spelling, n] of Object.entries(COUNTS)) UNITS.set(spelling, { per: 'each', factor: n });
/** Weights of a country's own (no library knows them), in kg: the Burmese viss (peittha) is 100 ticals, 3.6 lb. */
const LOCAL_WEIGHTS: Record<string, number> = { viss: 3.6 * 0.45359237, peittha: 3.6 * 0.45359237 };
for (const [spelling, kg] of Object.entries(LOCAL_WEIGHTS)) UNITS.set(spelling, { per: 'kg', factor: kg });
for (const [code, info] of Object.entries({ ...UNECE_UNITS, ...X12_UNITS }))
  if (!UNITS.has(code)) UNITS.set(code, info);

/** The base and factor of a unit as printed ('LB' → kg × 0.4536, 'DZ' → each × 12); null for CS, BAG, BOX… */
export function unitInfo(unit: string): UnitInfo | null {
  return UNITS.get(unitKey(unit)) ?? null;
}
