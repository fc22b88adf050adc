import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';

describe('productKey: cuts, widths and kinds', () => {
  it('keeps fries and rice sticks of different widths in millimetres apart', () => {
    expect(productKey('Belgische frieten 10 mm | Belgian Fries 10 mm | 4 x 2.5 kg')).not.toBe(
      productKey('Belgische frieten 14 mm | Belgian Fries 14 mm | 4 x 2.5 kg'),
    );
    expect(productKey('Bánh Phở - Rice Stick 5mm 30x16oz')).not.toBe(productKey('Bánh Phở - Rice Stick 10mm 30x16oz'));
    expect(productKey('Rice Stick 5 mm 30/16 oz')).toBe(productKey('Bánh Phở - Rice Stick 5mm 30x16oz'));
  });

  it('keeps a brisket first cut, a whole (deckle-on) one and a deckle-off one apart', () => {
    const first = productKey('Beef Brisket 1st Cut ~ 12 lb, per lb');
    const whole = productKey('Beef Brisket Whole (Deckel On) ~ 14 lb, per lb');
    const off = productKey('IMPS 120 Beef Brisket Deckle-Off Boneless ~12 lb avg');
    expect(new Set([first, whole, off]).size).toBe(3);
    expect(first).toBe(productKey('Beef Brisket Flat ~ 12 lb'));
    expect(whole).toBe(productKey('Beef Brisket Whole Packer ~ 14 lb'));
  });

  it('keeps a brisket point apart from the packer, and spareribs apart from St. Louis ones', () => {
    expect(productKey('Beef Brisket, Point')).toBe(productKey('BEEF BRISKET POINT CUT'));
    expect(productKey('Beef Brisket, Point')).toBe(productKey('Beef Brisket 2nd Cut'));
    const row = (supplier_id: number, name: string) => ({
      supplier_id,
      name,
      pack: '2/14lb AVG',
      unit: 'LB',
      quantity: '1',
      price: '5.00',
    });
    const rows = compareOffers([
      row(1, 'Beef Brisket, Point'),
      row(2, 'Beef, Brisket, Packer, Choice'),
      row(3, 'COSTELINHA SUÍNA (PORK SPARERIBS)'),
      row(4, 'Pork, Spareribs, St. Louis'),
    ]);
    expect(rows[0]?.group_key).not.toBe(rows[1]?.group_key);
    expect(rows[2]?.group_key).not.toBe(rows[3]?.group_key);
  });

  it('keeps a ham not said Parma, and wing flats (mid joints) alone, apart from Parma ham and split wings', () => {
    const row = (supplier_id: number, name: string) => ({
      supplier_id,
      name,
      pack: '2/15 LB AVG',
      unit: 'LB',
      quantity: '1',
      price: '9.00',
    });
    const rows = compareOffers([
      row(1, 'PROSCIUTTO DOMESTIC BNLS'),
      row(2, 'Prosciutto di Parma, Boneless'),
      row(3, 'Jumbo Party Wings, Frozen'),
      row(4, 'CHKN WING 1&2 JNT JMBO FZN'),
      row(5, 'CHICKEN WING MID JOINT FROZEN'),
    ]);
    expect(rows[0]?.group_key).not.toBe(rows[1]?.group_key);
    expect(rows[4]?.group_key).not.toBe(rows[3]?.group_key);
    expect(rows[4]?.group_key).not.toBe(rows[2]?.group_key);
    expect(productKey('Party Wings, Flats & Drumettes')).toBe(productKey('Chicken Wings Split (Flats & Drums)'));
  });

  it('reads bones sold for stock as a product of their own, told apart by their joint', () => {
    expect(productKey('SG0201 Xương Bò / Beef Knuckle Bones')).toBe(productKey('Beef Knuckle Bones, 40 lb'));
    expect(productKey('Beef Knuckle Bones')).not.toBe(productKey('Beef Marrow Bones'));
    expect(productKey('Beef Knuckle Bones')).not.toBe(productKey('Beef'));
    // The singular is of a cut.
    expect(productKey('Beef T-Bone Steak')).not.toContain('stockbone');
    expect(productKey('Salmon Fillet, Skin-On, Pin Bone Out')).not.toContain('stockbone');
  });

  it('does not fold a tenderloin side muscle off into one peeled side muscle on', () => {
    const rows = compareOffers(
      [
        ['IMPS 189A Beef Tenderloin PSMO, Choice ~6 lb avg', '2/~6 lb'],
        ['IMPS 190A Beef Tenderloin Side Muscle Off Skinned, Choice ~5 lb avg', '2/~5 lb'],
      ].map(([name, pack], i) => ({
        id: i,
        supplier_id: i + 1,
        name,
        pack,
        price: '17.80',
        unit: 'LB',
        quantity: '1',
      })),
    );
    expect(rows.map((r) => r.offers)).toEqual([1, 1]);
  });

  it('names sprinkles, sprouts, tahini, tamarind, glutinous rice and seltzer apart from their look-alikes', () => {
    expect(productKey('Hagelslag puur | Dark Chocolate Sprinkles | 6 x 400 g')).not.toBe(
      productKey('Chocolate · Dark · 5 kg'),
    );
    expect(productKey('Giá - Mung Bean Sprouts 10lb')).not.toBe(productKey('FRIJOL PINTO / PINTO BEANS dry 50 lb'));
    expect(productKey('Giá - Mung Bean Sprouts 10lb')).not.toContain('dry');
    expect(productKey('KOSHER (OU) Tahini Paste - 12/16 oz')).toBe(productKey('Tahini 12/1 kg'));
    expect(productKey('Me Chua - Tamarind Paste 24x454g')).not.toBe(productKey('Tahini Paste 12/16 oz'));
    expect(productKey('Gạo Nếp - Glutinous Rice 25lb')).not.toBe(productKey('Rice 25 lb'));
    expect(productKey('Seltzer Water - 24/1 L')).not.toBe(productKey('Water 24/1 L'));
    expect(productKey('WTR SPKL .5L')).toBe(productKey('Sparkling Water .5L'));
  });

  it('reads a coffee by its origin, and does not fold a blend into an origin', () => {
    const colombian = productKey('Coffee · Colombia Supremo · Ground · Medium Roast · 5 lb bag');
    expect(colombian).not.toBe(productKey('Coffee · Ground · Medium Roast · 5 lb bag'));
    expect(productKey('COFFEE GRND COLOMBIAN FRAC PK', '42/2.5 OZ')).toBe(
      productKey('Café moulu colombien / Colombian Ground Coffee'),
    );
    const rows = compareOffers(
      ['Colombian Supremo coffee, whole bean — 5 lb bag', 'Espresso roast coffee, whole bean — 5 lb bag'].map(
        (name, i) => ({ id: i, supplier_id: i + 1, name, pack: '5 lb', price: '40.00', unit: 'BAG', quantity: '1' }),
      ),
    );
    expect(rows.map((r) => r.offers)).toEqual([1, 1]);
  });

  it('reads rice as white unless parboiled, wild or of another colour, and a chicken breast fillet as boneless', () => {
    expect(productKey('ARROZ BLANCO GRANO LARGO / LONG GRAIN RICE 50 lb')).toBe(
      productKey('Rice · Long Grain · White · 50 lb'),
    );
    expect(productKey('Arroz grano largo parbolizado')).toBe(productKey('RICE LONG GRAIN PARBOILED'));
    expect(productKey('Rice · Long Grain · White · 50 lb')).not.toBe(productKey('RICE LONG GRAIN PARBOILED'));
    expect(productKey('Brown Rice 25 lb')).not.toBe(productKey('Rice 25 lb'));
    expect(productKey('Rice Stick 3MM 16OZ×30')).not.toContain('white');
    expect(productKey('Rice Cakes 12/4 oz')).not.toContain('white');
    expect(productKey('Kipfilet | Chicken Breast Fillet Skinless | 4 x 2.5 kg')).toBe(
      productKey('CHICKEN BREAST BONELESS SKINLESS 4 x 10 lb'),
    );
  });

  it('folds a plain chicken breast into the one sized by a range of meal-sized pieces, when that is the only one', () => {
    const rows = compareOffers(
      [
        ['PECHUGA DE POLLO S/H S/P / CHICKEN BREAST BONELESS SKINLESS 4 x 10 lb', '4/10 lb'],
        ['Chicken Breast Boneless Skinless 6-8 oz - 4 x 10 lb', '4 x 10 lb'],
      ].map(([name, pack], i) => ({
        id: i,
        supplier_id: i + 1,
        name,
        pack,
        price: '90.00',
        unit: 'CS',
        quantity: '1',
      })),
    );
    expect(rows.map((r) => r.offers)).toEqual([2, 2]);
  });

  it('keeps flat pancetta (tesa) apart from rolled pancetta (arrotolata)', () => {
    const flat = productKey('Pancetta Tesa, flat [stagionata] ≈ 2.5 kg /kg');
    expect(flat).not.toBe(productKey('Pancetta Arrotolata, rolled [stagionata] ≈ 2 kg /kg'));
    expect(productKey('Pancetta tesa 5 kg')).toBe(productKey('PANCETTA FLAT 2/5 LB'));
    expect(productKey('Pancetta tesa 5 kg')).not.toBe(productKey('Pancetta 5 kg'));
  });

  it('reads a rinse aid as a dish machine rinse aid, said or not', () => {
    expect(productKey('AGENT DE RINÇAGE / RINSE AID')).toBe(productKey('RINSE AID,DISH MACH'));
    expect(productKey('Rinse Aid 5 gal')).toBe(productKey('Dish Machine Rinse Aid — 5 gal pail'));
  });
});

describe('cuts of the beef round', () => {
  it('reads topside as the top (inside) round and silverside as the bottom (outside) round, apart from each other', () => {
    const topside = productKey('Beef topside joint, rolled');
    expect(topside).not.toBe(productKey('Beef silverside joint, rolled'));
    expect(productKey('Beef Topside')).toBe(productKey('BEEF ROUND TOP'));
    expect(productKey('Beef Inside Round')).toBe(productKey('Beef Top Round'));
    expect(productKey('Beef Silverside')).toBe(productKey('BEEF RND OUTSIDE FLAT'));
    expect(productKey('Beef Eye of Round')).not.toBe(productKey('Beef Bottom Round'));
    expect(productKey('Beef Top Round')).not.toBe(productKey('Beef Brisket'));
  });
});

describe('pork shoulder', () => {
  it('reads a pork shoulder as the butt unless said to be the picnic', () => {
    const butt = productKey('PORK BUTT BNLS');
    expect(productKey('Pork - Shoulder, Boneless (Jerk Pork)')).toBe(butt);
    expect(productKey('Pork Shoulder Butt Boneless')).toBe(butt);
    expect(productKey('Pork Shoulder Picnic, Boneless')).not.toBe(butt);
    expect(productKey('Pork shoulder, bone in')).not.toBe(butt);
    expect(productKey('Lamb shoulder, boneless')).toContain('shoulder');
  });
});

describe('The beef flank', () => {
  it('reads a beef flank, whole, as the flank steak, but not a sliced one', () => {
    expect(productKey('Beef Flank, Whole')).toBe(productKey('Beef, Flank Steak, Fresh'));
    expect(productKey('FRALDINHA BOVINA (BEEF FLANK STEAK)')).toBe(productKey('Beef, Flank Steak, Fresh'));
    expect(productKey('Flank Steak, Sliced')).not.toBe(productKey('Beef, Flank Steak, Fresh'));
  });
});

describe('Boned meat', () => {
  it('reads boned and deboned as boneless', () => {
    expect(productKey('Lamb shoulder, boned and rolled')).toBe(productKey('Lamb shoulder, boneless, rolled'));
    expect(productKey('Chicken thighs, deboned')).toBe(productKey('Chicken thighs, boneless'));
    expect(productKey('Lamb shoulder, boned and rolled')).not.toBe(productKey('Lamb shoulder, rolled'));
  });

  it('reads pulpa, polpa or pulpe of meat as the cut, no fruit pulp', () => {
    expect(productKey('Pulpe inferioare de pui, refrigerate [chicken drumsticks, fresh]')).toBe(
      productKey('Chicken drumsticks, fresh'),
    );
    expect(productKey('Mango pulp')).not.toBe(productKey('Mango'));
  });

  it('reads a primal cut of red meat said whole as the cut, and a half one apart', () => {
    expect(productKey('Lamb leg, bone in, whole')).toBe(productKey('Lamb leg, bone-in'));
    expect(productKey('Lamb shoulder, bone in, whole')).toBe(productKey('Lamb shoulder, bone-in'));
    expect(productKey('Lamb leg, bone in, half')).not.toBe(productKey('Lamb leg, bone-in'));
    expect(productKey('Chicken, whole')).not.toBe(productKey('Chicken'));
  });
});

describe('dressed poultry', () => {
  it('reads a whole chicken without giblets (WOG) or ready to cook (PAC) as the whole chicken', () => {
    const offer = (supplier_id: number, name: string) => ({
      supplier_id,
      name,
      price: '30.00',
      unit: 'CS',
      quantity: '1',
      pack: '12 x 3 lb',
    });
    const rows = compareOffers([
      offer(1, 'CHICKEN, WHOLE, FRYER, FRESH, WOG'),
      offer(2, 'Poulet entier frais, PAC'),
      offer(3, 'Chicken, whole, fresh'),
    ]);
    expect(new Set(rows.map((r) => r.group_key)).size).toBe(1);
  });

  it('keeps a ribeye roll with its lip apart from one trimmed lip-off, however written', () => {
    expect(productKey('RIBEYE ROLL LIP-ON SELECT')).toBe(productKey('Ribeye roll, lip on, Select'));
    expect(productKey('Ribeye roll, lip on, Select')).not.toBe(productKey('Ribeye roll, lip off, Select'));
    expect(productKey('RIBEYE ROLL LIPOFF SELECT')).toBe(productKey('Ribeye roll, lip-off, Select'));
  });

  it('reads fillo as phyllo', () => {
    expect(productKey('Fillo Pastry Sheets 16 oz')).toBe(productKey('Phyllo Pastry Sheets 16 oz'));
  });
});
