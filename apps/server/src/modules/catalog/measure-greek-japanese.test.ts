import { describe, expect, it } from 'vitest';
import { unitPrice } from './measure.js';

const offer = (name: string, pack: string, unit: string, price: string, quantity = '1') => ({
  name,
  pack,
  unit,
  quantity,
  price,
});

function expectPrice(o: ReturnType<typeof offer>, per: string, value: number) {
  const price = unitPrice(o);
  expect(price?.per).toBe(per);
  expect(price?.value).toBeCloseTo(value, 6);
}

describe('Greek make-ups', () => {
  it('reads γρ as grams, κιλά and κιλό as kilos and λτ as litres, with decimal commas', () => {
    expectPrice(offer('ΒΟΥΤΥΡΟ ΑΝΑΛΑΤΟ (butter, unsalted)', 'κιβ. 40×250γρ', 'ΚΙΒ', '98.00'), 'kg', 9.8);
    expect(unitPrice(offer('ΚΙΜΑΣ ΜΟΣΧΑΡΙΣΙΟΣ (beef mince)', 'κιβ. 4×2,5κιλά', 'ΚΙΒ', '86.00'))?.value).toBeCloseTo(
      8.6,
    );
    expect(unitPrice(offer('ΡΥΖΙ (long grain rice)', 'κιβ. 10×1κιλό', 'ΚΙΒ', '19.90'))?.value).toBeCloseTo(1.99);
    expectPrice(offer('ΓΑΛΑ ΦΡΕΣΚΟ ΠΛΗΡΕΣ 3,5% (whole milk)', 'κιβ. 6×1λτ', 'ΚΙΒ', '8.70'), 'l', 1.45);
    expect(unitPrice(offer('ΘΥΜΑΡΙ (thyme)', 'σακ. 500γρ', 'ΣΑΚ', '9.50'))?.value).toBeCloseTo(19);
  });

  it('reads a container of a size sold several at a time, and a piece of a weight, by what each holds', () => {
    expect(unitPrice(offer('ΦΕΤΑ (feta in brine)', 'δοχ. 2κιλά', 'ΔΟΧ', '21.40', '4'))?.value).toBeCloseTo(10.7);
    expect(unitPrice(offer('ΓΥΡΟΣ ΚΩΝΟΣ (gyros cone)', 'κώνος 10κιλά', 'ΤΕΜ', '79.00'))?.value).toBeCloseTo(7.9);
  });

  it('prices catch weights sold by the ΚΙΛΟ per kilo', () => {
    expectPrice(offer('ΑΡΝΙ ΜΠΟΥΤΙ (lamb leg)', '~2,5κιλά τεμ.', 'ΚΙΛΟ', '12.40'), 'kg', 12.4);
  });

  it('counts τεμ. (pieces) and ματσάκια (bunches)', () => {
    expectPrice(offer('ΑΥΓΑ L (eggs, large)', 'κιβ. 180 τεμ.', 'ΚΙΒ', '52.20'), 'each', 0.29);
    expect(unitPrice(offer('ΠΙΤΑ (pitta)', 'κιβ. 10×12 τεμ.', 'ΚΙΒ', '19.80'))?.value).toBeCloseTo(0.165);
    expect(unitPrice(offer('ΑΝΗΘΟΣ (dill)', 'κιβ. 30 ματσάκια', 'ΚΙΒ', '22.50'))?.value).toBeCloseTo(0.75);
  });

  it('reads no unit at the start of a longer Greek word', () => {
    expect(unitPrice(offer('ΓΡΑΒΙΕΡΑ (graviera)', '2 γραβιέρες', 'ΚΙΒ', '20.00'))).toBeNull();
  });
});

describe('Japanese counters', () => {
  it('counts 入 (so many to the case) and 枚 (sheets)', () => {
    expectPrice(offer('HZ-310 Lemons 165 「レモン」 165入', '165入', 'CS', '41.25'), 'each', 0.25);
    expect(unitPrice(offer('Shrimp nobashi 20入×10', '10×20入', 'CS', '68.00'))?.value).toBeCloseTo(0.34);
    expect(unitPrice(offer('Nori, full sheet 「焼海苔」 100枚×10', '10×100枚', 'CS', '128.00'))?.value).toBeCloseTo(
      0.128,
    );
    expect(unitPrice(offer('Nori, full sheet 「焼海苔」 100枚×10', '', 'CS', '128.00'))?.value).toBeCloseTo(0.128);
  });
});
