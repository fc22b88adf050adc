import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';
import { unitPrice } from './measure.js';

const LB = 0.45359237;
const OZ = LB / 16;
const GAL = 3.785411784;
const FLOZ = GAL / 128;

const offer = (name: string, pack: string, unit: string, price: string) => ({ name, pack, unit, quantity: '1', price });

describe('make-ups as suppliers print them', () => {
  it('reads a tilde opening a make-up that counts its packs as no catch weight: ten of a kilo', () => {
    expect(unitPrice(offer('Mayonnaise Japanese (Kewpie) ~ 1 kg x 10', '', 'CS', '78.00'))).toEqual({
      value: 7.8,
      per: 'kg',
    });
    expect(unitPrice(offer('Tako (Octopus) Boiled Legs ~ 2.2 lb x 10', '', 'CS', '198.00'))?.value).toBeCloseTo(
      198 / (22 * LB),
      6,
    );
    expect(unitPrice(offer('Inamona (Kukui Nut Relish) ~ 8 oz jar x 12', '', 'CS', '84.00'))?.value).toBeCloseTo(
      84 / (96 * OZ),
      6,
    );
    expect(unitPrice(offer('Sesame Oil, Toasted ~ 56 oz x 6', '', 'CS', '75.00'))?.value).toBeCloseTo(
      75 / (336 * FLOZ),
      6,
    );
    // A tilde before one weight is still a catch weight.
    expect(unitPrice(offer('Beef Brisket Flat ~ 12 lb', '', 'CS', '60.00'))?.value).toBeCloseTo(60 / (12 * LB), 6);
  });

  it('reads a pack column counting blocks, rolls or tubs per case as that many of the size the name states', () => {
    const cheddar = offer('cheese, sharp yellow cheddar - 5 lb block', '4 blocks per case', 'case', '82.00');
    expect(unitPrice(cheddar)?.value).toBeCloseTo(82 / (20 * LB), 6);
    const rolls = offer('butter, salted roll (hand rolled) - 2 lb', '12 rolls per case', 'case', '120.00');
    expect(unitPrice(rolls)?.value).toBeCloseTo(120 / (24 * LB), 6);
    const chubs = offer('ground beef 80/20 - 10 lb chub', '4 chubs per case', 'case', '152.00');
    expect(unitPrice(chubs)?.value).toBeCloseTo(152 / (40 * LB), 6);
    expect(unitPrice(offer('eggs, large brown - flat', '30 per flat', 'flat', '9.00'))).toEqual({
      value: 0.3,
      per: 'each',
    });
    // A measure per case is the case's content, no count of packs.
    expect(unitPrice(offer('milk, whole - gallon', '4 gal per case', 'case', '20.00'))?.value).toBeCloseTo(
      20 / (4 * GAL),
      6,
    );
  });

  it('counts sheets: fifty sheets ten times over are five hundred pieces', () => {
    expect(unitPrice(offer('Nori Sushi Full Sheet Gold ~ 50 sheets x 10', '', 'CS', '95.00'))).toEqual({
      value: 0.19,
      per: 'each',
    });
    expect(unitPrice(offer('Parchment Paper Liner', '1000 sheets', 'CS', '50.00'))).toEqual({
      value: 0.05,
      per: 'each',
    });
  });
});

describe('a pack column counting packs to the case', () => {
  it('reads the content the name states as what each pack holds, no portion of the product', () => {
    expect(productKey('milk, whole - gallon jug', '4 per case')).toBe(productKey('MILK WHOLE', '4/1 GAL'));
    expect(productKey('cream, heavy whipping - quart', '12 qts per case')).toBe(
      productKey('CREAM HEAVY WHIPPING', '12/1 QT'),
    );
    expect(unitPrice(offer('milk, whole - gallon jug', '4 per case', 'case', '20.40'))?.value).toBeCloseTo(
      20.4 / (4 * GAL),
      6,
    );
  });
});

describe('a Filipino grocer and bakery supplier', () => {
  it('reads fish sauce and soy sauce sold by the ounce in fluid ounces', () => {
    expect(unitPrice(offer('SAUCE FISH NUOC MAM', '12/24 OZ', 'CS', '28.80'))?.value).toBeCloseTo(
      28.8 / (288 * FLOZ),
      6,
    );
    expect(unitPrice(offer('PATIS (FISH SAUCE) 25 OZ x 12', '', 'CS', '30.00'))?.per).toBe('l');
  });

  it('counts pandesal rolls whatever one weighs, and a pack column of wrappers in packs of a count', () => {
    expect(unitPrice(offer('PANDESAL FROZEN DOUGH 40G x 120PCS', '', 'CS', '48.00'))).toEqual({
      value: 0.4,
      per: 'each',
    });
    expect(unitPrice(offer('WRAPPER SPRING ROLL 8" FROZEN', '20/25 CT', 'CS', '42.00'))).toEqual({
      value: 0.084,
      per: 'each',
    });
    // Bacon slices counted to the pound are no packs.
    expect(unitPrice(offer('BACON SLICED LAYFLAT', '18/22 CT', 'CS', '42.00'))).toBeNull();
  });
});
