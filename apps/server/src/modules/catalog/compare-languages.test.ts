import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { caseOffer } from './compare-test-kit.js';
import { unitPrice } from './measure.js';

describe('names in another language beside the English', () => {
  it('reads the Spanish shorthands c/ and s/ (con, sin) before hueso and piel', () => {
    expect(productKey('MUSLO DE POLLO DESHUESADO S/PIEL (BONELESS THIGH) 4/10LB')).toBe(
      productKey('Chicken, thigh meat, boneless skinless, fresh, 10 lb bag'),
    );
    expect(productKey('PERNIL DE CERDO C/HUESO C/PIEL ~ 20LB')).toBe(productKey('Pernil de cerdo con hueso y piel'));
  });

  it('reads the English half of a name set apart by a double slash or a tilde', () => {
    expect(productKey('MASLO VERSHKOVE 82.5% // BUTTER UNSALTED — 20x500G')).toBe(
      productKey('BUTTER SOLID UNSALTED 36/1#'),
    );
    expect(productKey('KAPUSTA KVASHENA // SAUERKRAUT — 5KG PAIL')).toBe(
      productKey('Kapusta kiszona (sauerkraut) – wiadro 5 kg'),
    );
    expect(productKey('SYR KYSLOMOLOCHNYI 5% // FARMER CHEESE HALF-FAT 5% — 10x1KG')).not.toContain('syrup');
    // Swedish 'med' (with) is no medium.
    expect(productKey('Lax, färsk, filé med skinn ~ Fresh Salmon Fillet, Skin-On ~ ca 1,6 kg /kg')).toBe(
      productKey('LAKSEFILET M/SKINN, FERSK [Fresh Salmon Fillet, Skin-On] · ca. 1,5 kg /kg'),
    );
    expect(productKey('Lingonsylt ~ Lingonberry Jam ~ krt 6 × 1 kg')).toBe(
      productKey('TYTTEBÆRSYLTETØY [Lingonberry Jam] · 6 x 1 kg'),
    );
  });

  it('leaves out a gloss in guillemets, and reads Levantine names', () => {
    expect(productKey('Bulgur, Fine #1 «Burghul Naem» [TR] ; sack 25 kg')).toBe(
      productKey('BULGUR FINE #1 برغل ناعم 25KG'),
    );
    expect(productKey('Pomegranate Molasses «Dibs Rumman» ; 12 × 500 ml')).toBe(
      productKey('POMEGRANATE MOLASSES دبس رمان 12/500ML'),
    );
    expect(productKey('Labneh, Strained Yogurt «Labneh» ; tub 2 kg × 4')).toBe(productKey('LABNEH لبنة 4/2KG'));
    expect(productKey('Za’atar, Green Lebanese Blend «Zaatar Akhdar» ; 10 × 1 kg')).toBe(
      productKey('Zaatar Green Blend 1 kg'),
    );
  });

  it('reads Norwegian ø and Polish ł, and butter of 82 % as butter', () => {
    expect(productKey('SMØR USALTET [Unsalted Butter] · 20 x 500 g')).toBe(productKey('Unsalted Butter 1 lb'));
    expect(productKey('Masło ekstra niesolone 82% (unsalted butter) – karton 40 × 200 g')).toBe(
      productKey('Unsalted Butter 1 lb'),
    );
    expect(productKey('Smör normalsaltat 82 % ~ Salted Butter ~ krt 40 × 250 g')).toBe(
      productKey('Salted Butter 1 lb'),
    );
  });

  it('keeps cold-pressed rapeseed oil apart from refined', () => {
    expect(productKey('Rapsolja, kallpressad ~ Cold-Pressed Rapeseed Oil ~ krt 6 × 1 l')).not.toBe(
      productKey('RAPSOLJE [Rapeseed Oil] · 6 x 3 l'),
    );
    expect(productKey('Olej rzepakowy (rapeseed oil) – karton 6 × 3 l')).toBe(
      productKey('RAPSOLJE [Rapeseed Oil] · 6 x 3 l'),
    );
  });

  it('prices dozens and bunches counted in Polish, Swedish and Norwegian', () => {
    const offer = (pack: string) => ({ unit: 'KRT', quantity: '1', price: '24.00', pack, name: 'x' });
    expect(unitPrice(offer('24 pęczki'))).toEqual({ value: 1, per: 'each' });
    expect(unitPrice(offer('24 knippen'))).toEqual({ value: 1, per: 'each' });
    expect(unitPrice(offer('24 bunter'))).toEqual({ value: 1, per: 'each' });
    expect(unitPrice(offer('2 tuz.'))).toEqual({ value: 1, per: 'each' });
    expect(unitPrice(offer('2 dussin'))).toEqual({ value: 1, per: 'each' });
  });
});

describe('Italian, Hawaiian and janitorial words', () => {
  it('reads Italian names of olive oils, semolina, passata, chickpeas and two hams', () => {
    expect(productKey('Olio extravergine di oliva – latta 5 l × 4')).toBe(productKey('EXTRA VIRGIN OLIVE OIL 4L'));
    expect(productKey('Olio di sansa di oliva – latta 5 l × 4')).toBe(productKey('OLIVE POMACE OIL 4L'));
    expect(productKey('Semola di grano duro rimacinata – sacco 25 kg')).toBe(
      productKey('Durum Semolina, Remilled "Semola Rimacinata" — 55 lb bag'),
    );
    expect(productKey('Ceci secchi – cartone 12 × 1 kg')).toBe(productKey('CHICK PEAS DRY 25KG'));
    expect(productKey('Prosciutto di Parma DOP disossato – ≈ 7 kg, al kg')).not.toBe(
      productKey('Prosciutto di San Daniele DOP disossato – ≈ 7 kg, al kg'),
    );
  });

  it('reads Hawaiian names of produce, with or without the ʻokina', () => {
    expect(productKey('kalo (taro), Hawaiian – 40 lb box')).toBe(productKey('TARO (KALO) 40#'));
    expect(productKey('lilikoʻi purée, frozen – 1 kg × 6')).toBe(productKey('LILIKOI PASSION FRUIT PUREE FRZ 6/1KG'));
  });

  it('reads janitorial abbreviations, and keeps high- and low-temperature dish machine chemicals apart', () => {
    expect(productKey('LC-2201 DET POT&PAN LEMON 4X1GAL')).toBe(
      productKey('Detergent, Pot & Pan, Manual, Lemon — 4 × 1 gal'),
    );
    expect(productKey('LC-2310 DET DISH MACH LIQ HI-TEMP 5GAL PL')).toBe(
      productKey('Detergent, Dishmachine, Liquid, High-Temp — 5 gal pail'),
    );
    expect(productKey('LC-2310 DET DISH MACH LIQ HI-TEMP 5GAL PL')).not.toBe(
      productKey('LC-2315 DET DISH MACH LIQ LOW-TEMP 5GAL PL'),
    );
    expect(productKey('LC-4000 DEGREASER HD BUTYL-FREE 4X1GAL')).toBe(
      productKey('Degreaser, Heavy-Duty, Butyl-Free — 4 × 1 gal'),
    );
    expect(productKey('LC-8000 FLOOR CLNR NEUTRAL CONC 4X1GAL')).toBe(
      productKey('Floor Cleaner, Neutral, Concentrate — 4 × 1 gal'),
    );
  });
});

describe('what a fuller name adds', () => {
  const group = (names: string[]) =>
    compareOffers(
      names.map((name, i) => ({ supplier_id: i + 1, name, price: '10.00', quantity: '1', unit: 'CS', pack: '' })),
    ).map((r) => r.group_key);

  it('keeps goat brown cheese apart from brown cheese, and plain peeled tomatoes apart from San Marzano', () => {
    const [brown, goat] = group([
      'BRUNOST, GUDBRANDSDALSOST [Brown Cheese] · 10 x 500 g',
      'GEITOST, EKTE [Goat Brown Cheese] · 10 x 500 g',
    ]);
    expect(brown).not.toBe(goat);
    const [plain, sanMarzano] = group([
      'Pomodori pelati – cartone 6 × 2,5 kg',
      'San Marzano Tomatoes, Whole Peeled, DOP "Pomodoro San Marzano" — 6/2.5 kg',
    ]);
    expect(plain).not.toBe(sanMarzano);
  });

  it('reads extra virgin olive oil cold pressed as extra virgin, green buckwheat as unroasted, whole peeled as peeled', () => {
    expect(productKey('Extra Virgin Olive Oil, Cold Pressed, 2 x 3 L')).toBe(productKey('OIL OLIVE EXTRA VIRGIN 4X3L'));
    expect(productKey('HRECHKA ZELENA // GREEN BUCKWHEAT UNROASTED — 10x800G')).toBe(
      productKey('Kasza gryczana niepalona (unroasted buckwheat) – karton 10 × 1 kg'),
    );
    expect(productKey('San Marzano Tomatoes, Whole Peeled, DOP — 6/2.5 kg')).toBe(
      productKey('Pomodori pelati San Marzano DOP – cartone 6 × 2,5 kg'),
    );
    expect(productKey('Kardemumma, hel ~ Cardamom Pods, Green ~ burk 1 kg')).toBe(
      productKey('Cardamom, Green Pods «Hab al-Hal» [GT] ; jar 1 kg'),
    );
  });

  it('weighs an aerosol, and prices an abbreviated cleaner by the fluid ounce', () => {
    const offer = (name: string, pack: string) => ({ unit: 'CS', quantity: '1', price: '10.00', pack, name });
    expect(unitPrice(offer('Oven & Grill Cleaner, Foaming, Aerosol — 12 × 19 oz', '12 × 19 oz'))?.per).toBe('kg');
    expect(unitPrice(offer('LC-4200 GLASS CLNR RTU 12/32OZ', '12/32OZ'))?.per).toBe('l');
  });
});

describe('quotes, flour types and cleaners', () => {
  it('reads double quotes around words or a number as quotes, not inches', () => {
    expect(productKey('Spaghetti No. 5 "Spaghetti" — 20/1 lb')).toBe(productKey('Spaghetti n. 5 – cartone 20 × 500 g'));
    expect(productKey('Hamburger Buns 4" sliced')).toContain('4 in');
  });

  it('keeps type 00 flour apart from all-purpose flour, however the type is written', () => {
    expect(productKey('Farina di Grano Tenero Tipo "00" — sacco 25 kg')).not.toBe(
      productKey('All-Purpose Flour, 50 lb'),
    );
    expect(productKey('Tipo 00 Pizza Flour, W 300 "Farina per Pizza" — 55 lb bag')).toBe(
      productKey('Farina di grano tenero tipo "00" per pizza, W 300 – sacco 25 kg'),
    );
    expect(productKey('FLOUR,00,PIZZA,ITAL')).toContain('doublezero');
  });

  it('reads hand soap sold by the gallon as liquid, and a ready-to-use cleaner as a spray', () => {
    expect(productKey('Hand Soap, Liquid, Antibacterial — 4 × 1 gal')).toBe(
      productKey('LC-9000 HAND SOAP ANTIBAC 4X1GAL'),
    );
    expect(productKey('Glass Cleaner, Ready-to-Use, Spray — 12 × 32 fl oz')).toBe(
      productKey('LC-4200 GLASS CLNR RTU 12/32OZ'),
    );
  });

  it('reads folded towels of 16 × 250 as a count, toilet tissue without its rolls and sheets, all-purpose as plain', () => {
    expect(productKey('Towel, Multifold, White, 1-Ply — 16 × 250', '16 × 250')).not.toContain('ft');
    expect(productKey('Toilet Tissue, 2-Ply, Standard Roll, 500 Sheets — 96 rolls')).toBe(
      productKey('LC-7100 TISSUE TOILET 2PLY 500SH 96RL'),
    );
    expect(productKey('HVETEMEL, SIKTET [Plain Wheat Flour, All-Purpose] · sekk 25 kg')).toBe(
      productKey('FLOUR ALL PURPOSE 50#'),
    );
  });

  it('keeps the cut of a Greek name given in English in brackets (squid tubes)', () => {
    const tubes = productKey('ΚΑΛΑΜΑΡΙ ΣΩΛΗΝΕΣ ΚΑΤΕΨ. (squid tubes, frozen)');
    expect(tubes).toBe(productKey('Squid tubes, frozen'));
    expect(tubes).not.toBe(productKey('Squid, whole, frozen'));
  });

  it('reads the Icelandic eth and thorn as letters of a word, not breaks in it (sýrður, lárviðarlauf)', () => {
    expect(productKey('Sýrður rjómi 18% (sour cream)')).toBe(productKey('Sour cream 18%'));
    expect(productKey('Lárviðarlauf (bay leaves)')).toBe(productKey('Bay leaves'));
    // Icelandic 'með' (with) is no medium.
    expect(productKey('Svínasíða, með pöru (pork belly, skin on)')).toBe(productKey('Pork belly, skin on'));
    expect(productKey('Onions, yellow, med')).toBe(productKey('Onions, yellow, medium'));
    expect(productKey('Onions, med yellow')).toBe(productKey('Onions, yellow, medium'));
  });

  it("reads a name's English in brackets marked 'e.' or 'en:', beside words of two letters of any language", () => {
    expect(productKey('Lárviðarlauf (e. bay leaves)')).toBe(productKey('Bay leaves'));
    expect(productKey('Lárviðarlauf [en: bay leaves]')).toBe(productKey('Bay leaves'));
    expect(productKey('Foi de dafin [bay leaves]')).toBe(productKey('Bay leaves'));
    expect(productKey('Foi de dafin [bay leaves]')).not.toBe(productKey('Foi de dafin'));
  });

  it('reads a name in capitals before a dash and its English in lower case by the English', () => {
    expect(productKey('MANJANO – turmeric, ground')).toBe(productKey('Turmeric, ground'));
    expect(productKey('NYAMA YA MBUZI – goat meat, curry cut, bone-in')).toBe(
      productKey('Goat meat, curry cut, bone-in'),
    );
    expect(productKey('PILIPILI MANGA YA UNGA – black pepper, ground')).not.toBe(productKey('Turmeric, ground'));
  });

  it('reads common Spanish and French produce, spice, pasta and pantry words', () => {
    expect(productKey('Jengibre Fresco')).toBe(productKey('Ginger root, fresh'));
    expect(productKey('Hojas de Laurel')).toBe(productKey('Bay leaves'));
    expect(productKey('Feuilles de laurier')).toBe(productKey('Bay leaves'));
    expect(productKey('Guineo')).toBe(productKey('Bananas'));
    expect(productKey('Banano')).toBe(productKey('Bananas'));
    expect(productKey('Flor de Jamaica Seca')).toBe(productKey('Flor de Jamaica, dry'));
    expect(productKey('Espagueti')).toBe(productKey('Spaghetti'));
    expect(productKey('Coditos (Macarrón de Codo)')).toBe(productKey('Macaroni, elbow'));
    expect(productKey('Mostaza Amarilla')).toBe(productKey('Mustard, yellow'));
    expect(productKey('Atún en Agua, Trozos')).toBe(productKey('Tuna chunks in water'));
    expect(productKey('Papel Aluminio 18 in x 500 ft')).toBe(productKey('Aluminum foil 18 in x 500 ft'));
    expect(productKey('Gombo frais')).toBe(productKey('Okra, fresh'));
    expect(productKey('Manioc frais')).toBe(productKey('Yuca Fresca'));
  });

  it('reads French sugar, condensed and evaporated milk and black-eyed peas', () => {
    expect(productKey('Sucre en poudre')).toBe(productKey('Sugar, granulated, cane'));
    expect(productKey('Sucre en poudre')).not.toBe(productKey('Sucre glace'));
    expect(productKey('Lait concentré sucré')).toBe(productKey('Leche condensada'));
    expect(productKey('Lait concentré non sucré (lait évaporé)')).toBe(productKey('Evaporated milk'));
    expect(productKey('Lait concentré non sucré')).not.toBe(productKey('Lait concentré sucré'));
    expect(productKey('Niébé sec')).toBe(productKey('Peas, blackeye, dry'));
    expect(productKey('Haricots à œil noir secs')).toBe(productKey('Black-eyed peas, dry'));
    expect(productKey('Haricots à œil noir secs')).not.toBe(productKey('Beans, black, dry'));
  });

  it('reads a name in another language before a long dash and its English after it by the English', () => {
    expect(productKey('Zarchava — turmeric, ground')).toBe(productKey('Turmeric, ground'));
    expect(productKey('Kunjut, oq, tozalangan — sesame seeds, white, hulled')).toBe(
      productKey('Sesame seeds, white, hulled'),
    );
    expect(productKey('Turshak — dried apricots, whole, pitted')).toBe(productKey('Dried apricots, whole, pitted'));
    // A French name before a dash and its pack after it is read by the name; English fields keep both.
    expect(productKey('Sucre glace – colis 10 x 1 kg')).toBe(productKey('Icing sugar'));
    expect(productKey('Tomatoes – Roma')).not.toBe(productKey('Tomatoes'));
  });

  it('reads no abbreviation in the words of another language beside the English in brackets', () => {
    expect(productKey('Zahăr alb tos [granulated sugar]')).toBe(productKey('Sugar, granulated'));
    // In a name in capitals, a short word is still read as an abbreviation.
    expect(productKey('ONION YEL JUMBO')).toBe(productKey('Onion yellow jumbo'));
  });
});

describe('Spanish pantry names of Caribbean wholesalers', () => {
  it('reads en polvo as powder, and powdered sugar, apart from the octopus polvo alone names', () => {
    expect(productKey('AJO EN POLVO')).toBe(productKey('GARLIC POWDER'));
    expect(productKey('AZUCAR EN POLVO 10X')).toBe(productKey('SUGAR POWDERED 10X'));
  });

  it('reads the rind, the bones, colours and grains said in Spanish', () => {
    expect(productKey('PANZA DE CERDO CON CUERO')).toBe(productKey('Pork Belly, Skin-On'));
    expect(productKey('BACALAO SALADO SIN ESPINA')).toBe(productKey('BACALAO SALADO SIN ESPINAS (BONELESS SALT COD)'));
    expect(productKey('FRIJOL COLORADO')).toBe(productKey('red beans, dry'));
    expect(productKey('ARROZ GRANO MEDIO')).toBe(productKey('Rice, Medium Grain'));
    expect(productKey('PEREJIL LISO')).toBe(productKey('Parsley, Italian Flat Leaf'));
    expect(productKey('COL MORADA')).toBe(productKey('Cabbage, Red'));
    expect(productKey('QUESO CHEDDAR RALLADO SUAVE')).toBe(productKey('CHEESE CHED MILD SHRD FTHR'));
  });

  it('reads sal de mar as sea salt, no marinara and no table salt', () => {
    expect(productKey('Sal de mar fina, bolsa 25 lb')).toBe(productKey('Sea Salt, Fine'));
    expect(productKey('Sal de mar fina, bolsa 25 lb')).not.toBe(productKey('salt, table, iodized'));
  });

  it('reads a breast (pechuga) of no bird named as the chicken breast', () => {
    expect(productKey('PECHUGA DESHUESADA SIN PIEL FRESCA')).toBe(productKey('Chicken Breast, Boneless Skinless'));
    expect(productKey('Pechuga de pavo')).toBe(productKey('Turkey Breast'));
  });

  it('reads boniato and batata blanca as the white sweet potato, no potato', () => {
    expect(productKey('BONIATO (BATATA BLANCA CUBANA)')).toBe(productKey('Sweet Potato, White (Boniato)'));
    expect(productKey('BONIATO (BATATA BLANCA CUBANA)')).not.toBe(productKey('Potatoes, White'));
  });

  it('reads salsa de tomate as a tomato sauce, no tomato, and beside ketchup as the ketchup', () => {
    expect(productKey('SALSA DE TOMATE ESTILO CASERO')).not.toBe(productKey('Tomatoes, Round'));
    expect(productKey('Ketchup (Salsa de Tomate), Lata #10')).toBe(productKey('Ketchup, #10 can'));
  });
});

describe('names with another name in brackets', () => {
  it('reads a slash within brackets as two names of what the brackets say, not two halves of the name', () => {
    expect(productKey('Kasim (Pork Shoulder / Butt), Boneless')).toBe(productKey('PORK BUTT BNLS FRSH'));
    expect(productKey('Pork Shoulder Boneless (Moksal / Butt)')).toBe(productKey('PORK BUTT BONELESS FRESH'));
  });

  it('reads no word of a gloss in brackets mostly of words it does not know, even one that reads as English', () => {
    expect(productKey('Chicken Thigh Boneless Skinless (Dak Dari Sal)')).toBe(productKey('CHIX THIGH BNLS SKLS FRSH'));
    expect(productKey('Salad Dressing (Mayo-Type), 1 gal.')).not.toBe(productKey('Salad Dressing, 1 gal.'));
  });
});

describe('Korean names', () => {
  it('reads soft tofu (sundubu) as the silken kind, and tofu packed in water as the usual tofu', () => {
    expect(productKey('Tofu Soft (Sundubu)')).toBe(productKey('Silken Tofu'));
    expect(productKey('Tofu Soft (Sundubu)')).not.toBe(productKey('Tofu Firm'));
    expect(productKey('TOFU FIRM WATER PK')).toBe(productKey('Tofu Firm'));
  });

  it('keeps soup soy sauce (guk ganjang) apart from the soy sauce of the table', () => {
    const rows = compareOffers([
      caseOffer(1, 'SAUCE SOY', '4/1 GAL'),
      caseOffer(2, 'Sempio Soup Soy Sauce (Guk Ganjang)', '4/1 GAL'),
    ]);
    expect(rows[0]!.group_key).not.toBe(rows[1]!.group_key);
  });

  it('reads Mexican in Spanish, and a drink de vidrio as the one in glass bottles', () => {
    expect(productKey('Orégano mexicano, bolsa 1 lb')).toBe(productKey('Mexican Oregano 1 lb'));
    expect(productKey('Orégano mexicano')).not.toBe(productKey('Orégano'));
    expect(productKey('Fanta naranja de vidrio 355 ml, hecha en México')).toBe(
      productKey('Mexican Fanta Orange, Glass Bottle 355 ml'),
    );
    expect(productKey('Fanta naranja de vidrio 355 ml')).not.toBe(productKey('Fanta naranja lata 355 ml'));
  });

  it('reads glove sizes by talla, the tomatillo as tomate verde, and chipotles adobados', () => {
    expect(productKey('Guantes de vinilo, talla M')).toBe(productKey('Vinyl Gloves, Medium'));
    expect(productKey('Guantes de vinilo, talla XG')).toBe(productKey('Vinyl Gloves, XL'));
    expect(productKey('Guantes de vinilo, talla M')).not.toBe(productKey('Guantes de vinilo, talla G'));
    expect(productKey('Tomate verde de cáscara')).toBe(productKey('Tomatillos'));
    expect(productKey('Tomatillo (tomate verde), 20 lb')).toBe(productKey('Tomatillos 20 lb'));
    expect(productKey('Chiles chipotles en adobo, 7 oz')).toBe(productKey('Chipotle Peppers in Adobo Sauce 7 oz'));
  });
});
