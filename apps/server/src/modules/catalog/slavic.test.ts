import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';
import { unitPrice } from './measure.js';

describe('Croatian, Bosnian and Serbian deli names', () => {
  it('reads the local name as the English half beside it says', () => {
    expect(productKey('Ćevapi goveđi; beef ćevapi, frozen — 10 × 1 kg')).toBe(
      productKey('CEVAPI GOVEDJI SMRZNUTI 1KG X10'),
    );
    expect(productKey('Ajvar blagi; mild roasted pepper relish — 12 × 680 g')).toBe(
      productKey('AJVAR BLAGI (MILD) 680G X12'),
    );
    expect(productKey('Kajmak mladi; young kaymak — kanta 2 kg')).toBe(productKey('KAJMAK MLADI 500G X 8'));
    expect(productKey('Ulje suncokretovo; sunflower oil — 3 × 5 l')).toBe(productKey('ULJE SUNCOKRETOVO 5L X 3'));
    expect(productKey('Kore za pitu; phyllo pastry sheets — 20 × 500 g')).toBe(productKey('KORE ZA PITU 500G X20'));
    expect(productKey('Sudžuk goveđi; dry beef sausage — cca 0,5 kg, /kg')).toBe(productKey('SUDZUK GOVEDJI SUVI'));
  });

  it('counts pieces (kom) so many to the case', () => {
    const eggs = unitPrice({
      name: 'JAJA BELA KRUPNA (LARGE WHITE) 30 KOM X 12',
      pack: '',
      unit: 'CS',
      quantity: '1',
      price: '66.00',
    });
    expect(eggs?.per).toBe('each');
    expect(eggs?.value).toBeCloseTo(66 / 360, 6);
  });

  it('keeps mild and hot ajvar, whole and shredded sour cabbage, cow and sheep cheese apart', () => {
    expect(productKey('AJVAR BLAGI (MILD) 680G X12')).not.toBe(productKey('AJVAR LJUTI (HOT) 680G X12'));
    expect(productKey('KISELI KUPUS GLAVICE 10KG KANTA')).not.toBe(productKey('KISELI KUPUS RIBANI 10KG KANTA'));
    expect(productKey('SIR BELI KRAVLJI U SALAMURI 8KG KANTA')).not.toBe(
      productKey('SIR BELI OVCIJI U SALAMURI 8KG KANTA'),
    );
  });
});

describe('Pork collar', () => {
  it('reads the pork collar (karkówka) as the pork butt, and b/k (bez kości) as boneless', () => {
    expect(productKey('Karkówka b/k')).toBe(productKey('Pork, Butt, Boneless'));
    expect(productKey('Pork Collar, Boneless')).toBe(productKey('Pork, Butt, Boneless'));
    expect(productKey('Karkówka z kością')).not.toBe(productKey('Pork, Butt, Boneless'));
  });
});

describe('Polish deli wholesalers', () => {
  it('reads fresh yeast, eggs by size, whole chickens and pork shoulder as other lists name them', () => {
    expect(productKey('Drożdże świeże')).toBe(productKey('YEAST, COMPRESSED, FRESH'));
    expect(productKey('Jaja kurze, rozmiar L')).toBe(productKey('EGGS LARGE WHITE GR A'));
    expect(productKey('Jaja kurze, rozmiar L')).not.toBe(productKey('Jaja kurze, rozmiar M'));
    expect(productKey('Kurczak tuszka, świeży')).toBe(productKey('Chicken, Whole'));
    expect(productKey('Łopatka wieprzowa bez kości')).toBe(productKey('PORK BUTT BONELESS'));
    expect(productKey('Boczek surowy ze skórą')).toBe(productKey('Pork Belly Skin On'));
  });

  it('reads the pantry: cumin, poppy seed, pearl barley, rapeseed oil, white cabbage and sugar, wholemeal rye', () => {
    expect(productKey('Kmin rzymski mielony')).toBe(productKey('SPICE CUMIN GRND'));
    expect(productKey('Mak niebieski')).toBe(productKey('SEED, POPPY, BLUE'));
    expect(productKey('Kasza jęczmienna perłowa')).toBe(productKey('BARLEY PEARLED'));
    expect(productKey('Olej rzepakowy')).toBe(productKey('Rapeseed Oil'));
    expect(productKey('Kapusta biała')).toBe(productKey('CABBAGE GREEN'));
    expect(productKey('Cukier biały')).toBe(productKey('SUGAR WHITE GRANULATED'));
    expect(productKey('Mąka żytnia razowa typ 2000')).not.toBe(productKey('Mąka żytnia typ 720'));
    expect(productKey('Kiełbasa polska wędzona')).toBe(productKey('SAUSAGE KIELBASA POLISH SMKD'));
  });
});
