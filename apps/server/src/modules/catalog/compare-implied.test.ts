import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

/** What a name leaves unsaid of a product, and trade words for one product: read alike, look-alikes kept apart. */
describe('productKey: what goes without saying', () => {
  it('reads a #10 can in French, plastic food wrap as film, washed greens as greens and a clam of berries', () => {
    expect(productKey('Tomates en dés dans leur jus, conserve n° 10')).toBe(
      productKey('TOMATO | DICED | IN JUICE | #10 CAN'),
    );
    expect(productKey('Plastic Food Wrap, 18 in × 2,000 ft roll')).toBe(
      productKey('Film, Plastic Wrap, 18 in × 2000 ft'),
    );
    expect(productKey('Spinach, Baby, Cleaned, 4 × 2.5 lb/cs')).toBe(productKey('Bébés épinards lavés'));
    expect(productKey('SPINACH | BABY | WASHED')).toBe(productKey('Baby spinach'));
    expect(productKey('Strawberries, 8 × 1 lb clam/cs')).toBe(productKey('Fraises'));
    expect(productKey('Clams, littleneck, 100 ct')).toContain('clam');
  });

  it('reads cooked shrimp as frozen unless said thawed or fresh', () => {
    expect(productKey('Shrimp, white / cooked P&D tail-on / 16-20 / Thailand / IQF')).toBe(
      productKey('Cooked Shrimp, Peeled & Deveined, Tail-On, 16/20, 2 lb bag'),
    );
    expect(productKey('Cooked Shrimp 16/20 tail-on, thawed')).not.toBe(productKey('Cooked Shrimp 16/20 tail-on'));
  });

  it('reads beans as whole, and as dry when sold by the pound with no can said', () => {
    expect(productKey('Frijoles Negros Enteros / Whole Black Beans #10 Can 105 oz')).toBe(
      productKey('Black Beans 111 oz. #10 Can'),
    );
    expect(productKey('Refried Beans #10 Can')).not.toBe(productKey('Pinto Beans #10 Can'));
    expect(productKey('Frijol negro', 'bulto 25 lbs')).toBe(productKey('BEAN BLACK DRY', '1 / 25 LB'));
    expect(productKey('Frijol negro', 'bulto 25 lbs')).not.toBe(productKey('BEAN BLACK CANNED', '6 / 108 OZ'));
    // Canned, by the brine or the pack column's can (which, the name stating no size, is the product's size).
    expect(productKey('BEAN BLACK IN BRINE', '6/#10')).toBe(productKey('Black Beans, #10 Can'));
    expect(productKey('Haricots noirs 12 x 540 ml')).toBe(productKey('Black Beans 540 ml Can'));
    expect(productKey('BEAN GARBANZO', '6/#10')).toBe(productKey('Chick Peas #10 Can'));
    expect(productKey('BEAN GARBANZO', '24/15.5 OZ')).toBe(productKey('Chick Peas 15.5 oz. Can - 24/Case'));
  });

  it('reads green peas and kernel corn in no can as frozen, but not snow or snap peas', () => {
    expect(productKey('PEAS GREEN GRADE A', '12 / 2.5 LB')).toBe(productKey('Frozen Green Peas 12/1kg'));
    expect(productKey('CORN WHOLE KERNEL SUPER SWEET', '12 / 2.5 LB')).toBe(productKey('Corn Kernels Frozen 12x1 kg'));
    expect(productKey('Corn Kernel #10 Can')).not.toBe(productKey('Corn Kernels Frozen 12x1 kg'));
    expect(productKey('PEAS SNOW FRESH 10 LB')).toBe(productKey('Snow peas 10 lb'));
    expect(productKey('PEAS SNOW FRESH 10 LB')).not.toContain('frozen');
    expect(productKey('Sugar snap peas')).toBe(productKey('PEAS SUGAR SNAP'));
  });

  it('reads a boneless chicken breast as skinless unless said skin-on', () => {
    expect(productKey('Pechuga de pollo fresca sin hueso')).toBe(productKey('CHICKEN BREAST BNLS SKLS FRESH'));
    expect(productKey('Chicken breast, boneless, skin-on')).not.toBe(productKey('CHICKEN BREAST BNLS SKLS FRESH'));
  });

  it('reads queso fresco, cotija and Oaxaca as cheeses of their own', () => {
    expect(productKey('Queso fresco', '12/10 oz')).toBe(productKey('CHEESE QUESO FRESCO', '6 / 2 LB'));
    expect(productKey('Queso fresco')).not.toBe(productKey('Queso cotija'));
    expect(productKey('Queso cotija')).not.toBe(productKey('CHEESE COTIJA GRATED'));
  });

  it("reads butter quarters as butter, and an 'X's Table' label as a brand", () => {
    expect(productKey("Chef's Table Salted Butter Quarters, 1 lb, Pack of 4")).toBe(productKey('Beurre salé'));
    expect(productKey('Unsalted Butter Quarters [4 × 1 lb]')).toBe(productKey('BUTTER SOLID UNSALTED AA'));
    expect(productKey("Chef's Table Whole Milk, 1 gal")).toBe(productKey('Whole Milk 1 gal'));
  });

  it('reads sour cream of no fat named as the regular 18 % one, apart from 14 % and light', () => {
    expect(productKey('SOUR CREAM | CULTURED | 18%')).toBe(productKey('Cultured Sour Cream, 5 lb tub'));
    expect(productKey('Cultured Sour Cream, 5 lb tub')).not.toBe(productKey('Crème sure 14 %'));
    expect(productKey('Sour Cream Light')).not.toBe(productKey('Sour Cream'));
  });

  it('reads burger patties as frozen unless said fresh, and fresh fries or shrimp as not frozen', () => {
    expect(productKey('beef patty 80/20 4oz')).toBe(productKey('Beef Patties 80/20, 4 oz (Frozen)'));
    expect(productKey('Fresh beef patties 80/20 4 oz')).not.toBe(productKey('Beef Patties 80/20, 4 oz (Frozen)'));
    expect(productKey('BUTTER PATTIES UNSALTED 90 CT/LB')).not.toContain('frozen');
    expect(productKey('Fresh cut fries 3/8')).not.toBe(productKey('Fries 3/8'));
    expect(productKey('Shrimp 16/20 P&D, fresh')).not.toBe(productKey('Shrimp 16/20 P&D'));
  });

  it('reads pancake syrup as table syrup, not maple syrup', () => {
    expect(productKey('SYRUP PANCAKE 4/1 GAL')).toBe(productKey('Sirop de table'));
    expect(productKey('SYRUP PANCAKE 4/1 GAL')).not.toBe(productKey('SYRUP MAPLE PURE 4/1 GAL'));
    expect(productKey('Pancake mix')).not.toContain('table');
  });

  it('reads light brown sugar as the golden brown one', () => {
    expect(productKey('SUGAR BROWN LIGHT')).toBe(productKey('Cassonade dorée | Golden brown sugar'));
    expect(productKey('SUGAR BROWN LIGHT')).not.toBe(productKey('Sugar, dark brown'));
  });

  it('reads Ranch before Dressing as the dressing, not a brand', () => {
    expect(productKey('Buttermilk Ranch Dressing, 1 gal')).toBe(productKey('DRESSING | RANCH | BUTTERMILK'));
  });

  it('leaves out a label in brackets, an item code before the name and a brand code closing a name in capitals', () => {
    expect(productKey('[Tidewater] Butter, Unsalted, Grade AA')).toBe(productKey('Butter, Unsalted, Grade AA'));
    expect(productKey('BL-6 Bleach Regular 6% 6/121oz')).toBe(productKey('Bleach Regular 6%'));
    expect(productKey('GL-NT-L Glove Nitrile PF Blue Large')).toBe(productKey('Glove Nitrile PF Blue Large'));
    expect(productKey('BUTTER PRINT UNSLTD AA PCRCLS')).toBe(productKey('BUTTER PRINT UNSLTD AA'));
    expect(productKey('BLEACH REG 6% PCRJAN')).toBe(productKey('Bleach Regular 6%'));
    // Words joined by a dash are no item code, and an abbreviation closing a name is a word.
    expect(productKey('EXTRA-VIRGIN Olive Oil')).toBe(productKey('Extra-Virgin Olive Oil'));
    expect(productKey('EXTRA-VIRGIN Olive Oil')).not.toBe(productKey('Olive Oil'));
    expect(productKey('CHICKEN BREAST BNLS')).toContain('boneless');
    expect(productKey('CHICKEN BREAST STRIPS')).toContain('strip');
  });

  it('reads Spanish, Quebec French and trade words for spices, waters, butter and cleaning products', () => {
    expect(productKey('Pimienta Negra Molida')).toBe(productKey('poivre noir moulu'));
    expect(productKey('Pimienta Negra Molida Gruesa')).toBe(productKey('Pepper, Black, Coarse Grind'));
    expect(productKey('Pimienta Negra Molida Gruesa')).not.toBe(productKey('Pimienta Negra Molida'));
    expect(productKey('Comino Molido')).toBe(productKey('cumin moulu'));
    expect(productKey('Agua Mineral con Gas')).toBe(productKey('eau minérale gazéifiée'));
    expect(productKey('Cloro Blanqueador 6%')).toBe(productKey('Bleach Regular 6%'));
    expect(productKey('eau de javel concentrée 8,25 %')).toBe(productKey('Bleach, Germicidal, 8.25%'));
    expect(productKey('beurre non salé en livre 1re qualité')).toBe(productKey('Butter, Unsalted'));
    expect(productKey('Mantequilla Sin Sal Grado AA')).toBe(productKey('Butter, Unsalted'));
    expect(productKey('gants vinyle sans poudre grand')).toContain('vinyl');
    expect(productKey('Rinse Aid Warewash Machine')).toBe(productKey('agent de rinçage pour lave-vaisselle'));
    expect(productKey('Sanitizante Cuaternario Concentrado')).toBe(productKey('Sanitizer Quat Concentrate'));
  });

  it('reads parboiled rice in Spanish, hinged containers as clamshells, portion packs, sachets and mild cheddar', () => {
    expect(productKey('Arroz Grano Largo Precocido')).toBe(productKey('Rice, Long Grain, Parboiled'));
    expect(productKey('Pan Precocido')).toContain('parbaked');
    expect(productKey('Container Foam Hinged 9x9 3-Comp White')).toBe(productKey('9X9 FOAM CLAMSHELL 3 COMP'));
    expect(productKey('Coffee, Ground, Medium Roast, Portion Packs')).toBe(productKey('COFFEE GRND MED ROAST FRAC PK'));
    expect(productKey('ketchup en sachets 9 g', '1000 x 9 g')).toBe(productKey('KETCHUP PACKETS 9 G', '1000/9GM'));
    expect(productKey('Queso Cheddar Suave Rallado')).toBe(productKey('Cheese, Cheddar, Mild, Shredded'));
    expect(productKey('papier aluminium robuste 18 po x 500 pi')).toBe(
      productKey('Foil Aluminum Heavy Duty 18in x 500ft'),
    );
  });

  it('reads comma-glued fields after two sides, en-dash ranges and more distributor abbreviations', () => {
    expect(productKey('LINER,CAN,40X46,1.5MIL,BLK')).toBe(productKey('Black Can Liner 40" x 46", 1.5 mil'));
    expect(productKey('CONTAINER,FOAM,HNGD,9X9,3COMP')).not.toBe(productKey('CONTAINER,FOAM,HNGD,9X9,1COMP'));
    expect(productKey('Lid, Dome, Hot Cup 12–20 oz')).toBe(productKey('Lid, Dome, Hot Cup 12-20 oz'));
    expect(productKey('MILK,COCONUT')).toBe(productKey('Coconut Milk'));
    expect(productKey('RICE,LONG GRN,PARBLD')).toBe(productKey('Parboiled Long Grain Rice'));
    expect(productKey('RINSE AID,DISH MACH')).toBe(productKey('Dish Machine Rinse Aid'));
    expect(productKey('POTATOES RUSS 70s')).toBe(productKey('Russet Potatoes 70 ct'));
  });

  it('reads a name stating its size in parentheses beside a pack column of one piece without a piece size', () => {
    expect(productKey('Keystone Select Sour Cream (3 lbs.)', '1 ct')).toBe(
      productKey('Sour Cream, Cultured — 5 lb tub'),
    );
    expect(productKey('Keystone Select Whole Milk (1 gal., 2 pk.)', '1 pk')).toBe(productKey('Whole Milk — 4/1 gal'));
  });

  it('reads the kind after a category and a dash, the make-up after a middle dot being packaging', () => {
    expect(productKey('FLOUR — Bread, Unbleached · 50 lb bag')).not.toBe(
      productKey('FLOUR — Cake, Bleached · 50 lb bag'),
    );
    expect(productKey('BUTTER — Unsalted, AA (1 lb prints) · 36 lb case')).toBe(
      productKey('Butter, Unsalted, Grade AA — 36/1 lb'),
    );
    expect(productKey('CREAM — Heavy Whipping 36% · 12 x 1 qt')).toBe(productKey('Heavy Whipping Cream 36% — 12/1 qt'));
  });

  it('reads the English half of an English / French name when the French half holds more French or unknown words', () => {
    expect(productKey('BUTTERMILK / BABEURRE 1 L')).toBe(productKey('BUTTERMILK — Cultured · 4 x ½ gal'));
    expect(productKey('LONG GRAIN WHITE RICE / RIZ BLANC À GRAINS LONGS 20 KG')).toBe(
      productKey('Long Grain White Rice 50 lb'),
    );
    expect(productKey('FIRM TOFU / TOFU FERME 454 G')).toBe(productKey('Tofu Firm 396g*12'));
  });

  it('reads a field of a figure that measures nothing as the product (powdered 10X sugar is no packaging)', () => {
    expect(productKey('SUGAR — Powdered 10X · 50 lb bag')).toBe(productKey('Powdered Sugar 10X'));
    expect(productKey('SUGAR — Powdered 10X · 50 lb bag')).not.toBe(productKey('SUGAR — Light Brown · 50 lb bag'));
  });

  it('reads trade names of one product alike: fresh and compressed yeast, nonfat dry milk, butter sheets, miso', () => {
    expect(productKey('Fresh Yeast 454 g')).toBe(productKey('YEAST — Compressed (Fresh Cake) · 30 x 1 lb'));
    expect(productKey('Fresh Yeast 454 g')).not.toBe(productKey('Instant Dry Yeast 500 g'));
    expect(productKey('Nonfat Dry Milk, Extra Grade — 50 lb bag')).toBe(productKey('Skim Milk Powder 25 kg'));
    expect(productKey('BUTTER SHEETS — Unsalted 82% Fat · 10 x 1 kg')).toBe(productKey('Butter Sheets 82% 2 kg'));
    expect(productKey('Butter Sheets 82% 2 kg')).not.toBe(productKey('Unsalted Butter 82% 1 kg'));
    expect(productKey('White Miso Paste 1 kg')).toBe(productKey('Miso White 1kg*10'));
    expect(productKey('Frozen Sweet Peas 5 lb')).toBe(productKey('Frozen Green Peas 1 kg'));
    expect(productKey('Sesame Oil (Pure, Roasted) 1.65L*6')).toBe(productKey('Toasted Sesame Oil 56 fl oz'));
    expect(productKey('Rice Calrose Medium Grain 50lb')).toBe(productKey('Calrose Rice 50 lb'));
  });

  it('reads Spanish names of shortening, lard, vinegar and all-purpose flour', () => {
    expect(productKey('Manteca vegetal, cubeta 50 lb')).toBe(productKey('Vegetable Shortening 50 lb'));
    expect(productKey('Manteca de cerdo, cubeta 50 lb')).toBe(productKey('Lard 50 lb'));
    expect(productKey('Vinagre blanco, caja 4 x 1 galón')).toBe(productKey('White Vinegar 4 x 1 gal'));
  });

  it('reads rolled and large flake oats as old-fashioned ones, apart from quick oats; purified water apart from spring', () => {
    expect(productKey('LARGE FLAKE ROLLED OATS 10 KG')).toBe(productKey('Old Fashioned Oats (10 lbs.)'));
    expect(productKey('OATS — Rolled, Old Fashioned · 50 lb bag')).toBe(productKey('Old Fashioned Oats (10 lbs.)'));
    expect(productKey('Oats, Rolled, Quick 25 lb')).not.toBe(productKey('Old Fashioned Oats (10 lbs.)'));
    expect(productKey('Purified Drinking Water 16.9 fl oz 40 pk')).not.toBe(productKey('Spring Water 500 ml'));
    expect(productKey('Papa blanca russet, costal 50 lb')).toBe(productKey('Russet Potatoes 50 lb'));
    expect(productKey('Chicken Wings Split, Individually Quick Frozen 40 lb')).toBe(
      productKey('Chicken Wings Split Frozen 40 lb'),
    );
  });

  it('reads what goes without saying of buttermilk, lard, shortening and mirin', () => {
    expect(productKey('BUTTERMILK 1 L')).toBe(productKey('Cultured Lowfat Buttermilk — 4/½ gal'));
    expect(productKey('BUTTERMILK 1 L')).not.toBe(productKey('Whole Buttermilk 1 L'));
    expect(productKey('LARD — Pure Rendered · 50 lb cube')).toBe(productKey('Manteca de cerdo, cubeta 50 lb'));
    expect(productKey('SHORTENING — All Purpose Vegetable · 50 lb cube')).toBe(
      productKey('Vegetable Shortening 15 kg'),
    );
    expect(productKey('MIRIN SWEET COOKING RICE WINE 1.8 L')).toBe(productKey('Mirin (Sweet Rice Seasoning) 1.8L*6'));
  });

  it('reads pork belly (panza) as boneless unless said bone-in', () => {
    expect(productKey('Panza de cerdo sin piel, por libra')).toBe(productKey('Pork Belly Skin-Off Boneless'));
    expect(productKey('Pork Belly Bone-In Skin-Off')).not.toBe(productKey('Pork Belly Skin-Off Boneless'));
  });

  it('reads condensed milk as sweetened, and where a product is served as no product', () => {
    expect(productKey('Leche condensada 24/14 oz')).toBe(
      productKey('Sweetened Condensed Milk - 14 oz. Can (Case of 24)'),
    );
    expect(productKey('Whole Milk - 1/2 gal - 9pk (coffee bar)')).toBe(productKey('Whole Milk 4/1 gal'));
  });

  it('reads heavy cream of no fat stated as 36 % heavy cream, apart from 35 % whipping cream', () => {
    expect(productKey('Heavy Whipping Cream (64 fl. oz.)')).toBe(productKey('Heavy Whipping Cream 36% — 12/1 qt'));
    expect(productKey('Heavy Whipping Cream (64 fl. oz.)')).not.toBe(productKey('Whipping Cream 35% 2 L'));
  });

  it('reads dried and dry alike, in any language', () => {
    expect(productKey('Maíz morado seco (caja de 12 bolsas de 425 g)')).toBe(
      productKey('Purple Corn, Dried · 12 × 15 oz'),
    );
    expect(productKey('Bacalhau Salgado Seco (salt cod)')).toBe(productKey('MORUE SALÉE SÉCHÉE / DRIED SALT COD'));
    expect(productKey('Dried Apricots 5 lb')).toBe(productKey('Apricots, Dry, 5 lb'));
    expect(productKey('Dried Apricots 5 lb')).not.toBe(productKey('Apricots 5 lb'));
  });

  it('reads a chicken breast cut to a portion size as boneless and skinless, unless said bone-in', () => {
    const portion = productKey('40LB CHICKEN BREAST 6OZ IQF FROZEN', '40 LB');
    expect(productKey('CHIX BRST 6 OZ IQF BNLS SKNLS FRZ', '4/10 LB')).toBe(portion);
    expect(productKey('Chicken Breast Bone-In 8 oz', '40 LB')).toContain('bonein');
    expect(productKey('Chicken Breast 4/10 lb')).not.toContain('boneless');
  });
});
