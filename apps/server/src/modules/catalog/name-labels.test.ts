import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('productKey: what names no product', () => {
  it('reads a name of labelled fields (Item, Style, Size) as the fields alone', () => {
    expect(productKey('Item: Parsley; Style: Curly; Size: 60 bunches')).toBe(productKey('Parsley, Curly 60 bunch'));
    expect(productKey('Item: Lamb; Style: Shoulder, bone-in; Catch weight')).toBe(productKey('Lamb Shoulder Bone-In'));
    expect(productKey('Item: Rice; Style: Jasmine; Size: 25 lb bag')).not.toBe(
      productKey('Item: Rice; Style: Basmati; Size: 25 lb bag'),
    );
  });

  it("reads a category path by its kind and detail, without the department ('Dry > Sugar > Granulated')", () => {
    expect(productKey('Dry > Sugar > Granulated')).toBe(productKey('Sugar, granulated'));
    expect(productKey('Produce > Herbs > Dill')).toBe(productKey('Dill'));
    expect(productKey('Dry > Spices > Black pepper, ground')).toBe(productKey('Pepper, black, ground'));
    expect(productKey('Meat > Lamb > Leg, bone-in')).not.toBe(productKey('Meat > Pork > Leg, bone-in'));
    expect(productKey('Frozen > Vegetables > Peas')).not.toBe(productKey('Dry > Legumes > Peas, split'));
  });

  it('reads the English after a dash closing a name in another script as the product, no brand', () => {
    expect(productKey('ধনিয়া গুঁড়া - Coriander Powder')).toBe(productKey('Coriander Powder'));
    expect(productKey('मसूर दाल - Red Lentils')).toBe(productKey('Red Lentils'));
    // A brand after a dash closing an English name is still no product.
    expect(productKey('Ketchup Portion Packets 9 g - Heinz')).toBe(productKey('Ketchup Portion Packets 9 g'));
  });

  it('leaves out a gloss in another language given in braces', () => {
    expect(productKey('Okra Fresh {Vendakkai} @ 10lb')).toBe(productKey('Okra, fresh 10 lb'));
    expect(productKey('Parsley {Maydanoz} @ 30 bunch')).toBe(productKey('PARSLEY 30 BU'));
  });

  it('leaves out an item code of capitals and figures before a lower-case name', () => {
    expect(productKey('ES-207 lard salé')).toBe(productKey('lard salé'));
    expect(productKey('ES-222 babeurre')).toBe(productKey('babeurre'));
  });

  it('leaves out an item code in a field of its own before a bar', () => {
    expect(productKey('DRY-0603 | rice, long grain white (50lb)')).toBe(productKey('Rice, long grain white 50 lb'));
    expect(productKey('PRD-0518 | cilantro (30 bunch)')).toBe(productKey('Cilantro 30 bunches'));
    expect(productKey('DRY-0603 | rice, long grain white (50lb)')).not.toBe(
      productKey('DRY-0605 | beans, pinto (50lb)'),
    );
  });

  it('reads the English words of a name beside Chinese, Japanese or Korean ones and their romanisation', () => {
    expect(productKey('Cilantro 芫荽 (Yuansui) 30 Bunches')).toBe(productKey('Cilantro 30 bunches'));
    expect(productKey('Jasmine Rice 茉莉香米 (Moli Xiangmi) 50LB')).toBe(productKey('Jasmine Rice 50 lb'));
    expect(productKey('Firm Tofu 板豆腐 (Ban Doufu) 14OZ×12')).not.toBe(
      productKey('Silken Tofu 嫩豆腐 (Nen Doufu) 16OZ×12'),
    );
  });

  it("leaves out what a product is good for ('Perfect for Baking', 'for Cocktails & Coffee')", () => {
    expect(productKey('Simple Syrup for Cocktails & Coffee - 1 Liter Bottle (Case of 6)')).toBe(
      productKey('Simple Syrup 1L'),
    );
    expect(productKey('Unsalted Butter Solids - Perfect for Baking and Sauces')).toBe(
      productKey('Unsalted Butter Solids'),
    );
    expect(productKey('SYRUP FOR PANCAKES 4/1 GAL')).not.toBe(productKey('SYRUP 4/1 GAL'));
  });

  it("leaves out a maker and its item number in square brackets ('Prairie Gold Creamery [#10455] Butter')", () => {
    expect(productKey('Prairie Gold Creamery [#10455] Butter, Solid, Unsalted, Grade AA', '36/1 LB')).toBe(
      productKey('BUTTER, UNSALTED, SOLID, GRADE AA', '36/1 LB'),
    );
    expect(productKey("Sweet Baby Ray's [#65830] Barbecue Sauce, Original", '4/1 GAL')).toBe(
      productKey('Barbecue Sauce, Original', '4/1 GAL'),
    );
    expect(productKey('Hartland Cheese [#30120] Cheese, Cheddar, Sharp')).not.toBe(
      productKey('Hartland Cheese [#30118] Cheese, Cheddar, Mild'),
    );
  });

  it("leaves out a government stock number opening a name ('8905-01-E20-0820 BEEF, GROUND')", () => {
    expect(productKey('8905-01-E20-0820 BEEF, GROUND, BULK, 80/20, FRESH, 10 LB CHUB', 'UI CS = 4 CHUB, 10 LB')).toBe(
      productKey('BEEF, GROUND, BULK, 80/20, FRESH, 10 LB CHUB', '4/10 LB'),
    );
    expect(productKey('8910-01-E10-0412 BUTTER, UNSALTED, SOLID, GRADE AA, 1 LB PRINT')).not.toBe(
      productKey('8910-01-E10-0411 BUTTER, SALTED, SOLID, GRADE AA, 1 LB PRINT'),
    );
  });
});
