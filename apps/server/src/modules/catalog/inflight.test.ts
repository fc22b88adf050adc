import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { caseOffer } from './compare-test-kit.js';

describe('productKey: airline caterers’ and tea shops’ service items and sugars', () => {
  it('reads a cutlery kit as the kit, never as the napkin it holds', () => {
    expect(productKey('Cutlery Kit, Fork/Knife/Spoon/Napkin, White | 250 ct')).toContain('cutlerykit');
    expect(productKey('CUTLERY KIT FK/KN/SP/NAP WHT X 250')).not.toBe(productKey('NAPKIN BEVERAGE 1PLY WHT X 4000'));
  });

  it('keeps a kit with a spoon apart from one without', () => {
    expect(productKey('Cutlery Kit, Fork/Knife/Spoon/Napkin, White')).not.toBe(
      productKey('Cutlery Kit, Fork/Knife/Napkin, White'),
    );
  });

  it('reads a moist towelette as the towelette, whatever it is scented of', () => {
    expect(productKey('TOWELETTE MOIST LEMON IW X 1000')).toBe(
      productKey('Moist Towelettes, Lemon, Individually Wrapped | 1000 ct'),
    );
    expect(productKey('TOWELETTE MOIST LEMON IW X 1000')).not.toBe(productKey('LEMON 165CT'));
  });

  it('keeps Okinawa black sugar (kokuto) apart from light brown sugar', () => {
    expect(productKey('Brown Sugar, Okinawa Kokuto (10 x 1 kg)')).not.toBe(
      productKey('Brown Sugar, Light (25 lb bag)'),
    );
  });

  it('reads a glove size letter as the size word', () => {
    expect(productKey('Gloves, Nitrile, Black, Powder-Free, M (10 x 100)')).toBe(
      productKey('GLOVE NITRILE BLK PF MED 100X10'),
    );
    expect(productKey('Gloves, Vinyl, Clear, L')).not.toBe(productKey('Gloves, Vinyl, Clear, M'));
  });

  it('keeps a flavoured line (barbecue chips, French vanilla creamer) apart from the original', () => {
    const row = (id: number, name: string, pack: string) => caseOffer(id, name, pack, '27.50');
    expect(
      compareOffers([
        row(1, 'Potato Chips, Original | 1 oz | 64 ct', ''),
        row(2, 'Potato Chips, BBQ | 1 oz | 64 ct', ''),
      ]).map((r) => r.offers),
    ).toEqual([1, 1]);
    expect(
      compareOffers([
        row(1, 'Creamer Cups, Non-Dairy, Original | 0.375 fl oz | 400 ct', ''),
        row(2, 'Creamer Cups, French Vanilla | 0.375 fl oz | 192 ct', ''),
      ]).map((r) => r.offers),
    ).toEqual([1, 1]);
  });

  it("reads a portion's size by so many of it ('5G X 720') as that portion, as '5 g | 720 ct' reads", () => {
    expect(productKey('BUTTER CUP UNSLTD 5G X 720')).toBe(productKey('Butter Cups, Unsalted | 5 g | 720 ct'));
    expect(productKey('PRETZELS MINI TWIST 1OZ X 144')).toBe(productKey('Mini Pretzels, Twists | 1 oz | 144 ct'));
  });

  it('reads orange pekoe and Ceylon blend black tea bags as black tea, and keeps green tea apart', () => {
    expect(productKey('TEA BAG BLACK ORANGE PEKOE IW 100X10')).toBe(productKey('Black Tea Bags, Ceylon Blend'));
    expect(productKey('Tea Bags, Black, Orange Pekoe')).toBe(productKey('Black Tea Bags'));
    expect(productKey('Green Tea Bags')).not.toBe(productKey('Black Tea Bags'));
  });

  it('says no piece size of a portion under 5 g, which would round to none', () => {
    expect(productKey('SWEETENER PKT SUCRALOSE YLW 1G X 2000')).not.toContain('piece');
  });

  it('reads an all-butter croissant as a butter one, and a 60 g piece by so many as that piece', () => {
    expect(productKey('Croissant, All Butter, Bake-Off')).not.toContain('allpurpose');
    expect(productKey('CROISSANT BUTTER BAKE-OFF 60G X 60')).toBe(
      productKey('Croissant, All Butter, Bake-Off | 60 g | 60 ct'),
    );
  });
});
