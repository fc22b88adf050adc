import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';
import { unitPrice } from './measure.js';

const offer = (supplier_id: number, name: string, pack: string, unit = 'CS', price = '30.00') => ({
  supplier_id,
  name,
  pack,
  unit,
  quantity: '1',
  price,
});

describe('Vietnamese names', () => {
  it('reads how meat, poultry and shrimp are cut and trimmed', () => {
    expect(productKey('Ba chỉ heo rút xương, không da')).toBe(productKey('Pork Belly, Boneless, Skinless'));
    expect(productKey('Ba chi heo khong xuong, co da')).toBe(productKey('Pork Belly, Boneless, Skin-On'));
    expect(productKey('Ba chỉ heo không da')).not.toBe(productKey('Ba chỉ heo có da'));
    expect(productKey('Đùi gà rút xương không da')).toBe(productKey('Chicken Thighs, Boneless Skinless'));
    expect(productKey('Tôm thẻ 21/25 lột vỏ, bỏ chỉ, bỏ đuôi, đông lạnh')).toBe(
      productKey('Shrimp 21/25 White Peeled & Deveined Tail-Off, Frozen'),
    );
    expect(productKey('Cánh gà nguyên con')).toBe(productKey('Chicken Wings, Whole'));
  });

  it('reads produce, herbs and their colours', () => {
    expect(productKey('Ngò rí')).toBe(productKey('Cilantro'));
    expect(productKey('Tỏi bóc vỏ')).toBe(productKey('Garlic, Peeled'));
    expect(productKey('Ớt hiểm đỏ')).toBe(productKey('Thai Chili, Red'));
    expect(productKey('Ớt chuông xanh')).toBe(productKey('Green Bell Pepper'));
    expect(productKey('Chanh không hạt')).toBe(productKey('Limes, Seedless'));
    expect(productKey('Chanh vàng')).toBe(productKey('Lemons'));
    expect(productKey('Cải thảo')).toBe(productKey('Napa Cabbage'));
    expect(productKey('Đậu bắp')).toBe(productKey('Okra'));
  });

  it('reads oils, beans, starches, eggs and drinks, oils and beans both written dau without accents', () => {
    expect(productKey('Dầu hạt cải')).toBe(productKey('Canola Oil'));
    expect(productKey('Dầu mè')).toBe(productKey('Sesame Oil'));
    expect(productKey('Dau dau nanh')).toBe(productKey('Soybean Oil'));
    expect(productKey('Đậu hũ')).toBe(productKey('Tofu'));
    expect(productKey('Bột bắp')).toBe(productKey('Cornstarch'));
    expect(productKey('Bột ngô')).toBe(productKey('Corn Starch'));
    expect(productKey('Trứng gà trắng loại lớn')).toBe(productKey('Eggs, Large, White'));
    expect(productKey('Trứng vịt')).not.toBe(productKey('Eggs'));
    expect(productKey('Tiêu đen xay')).toBe(productKey('Black Pepper, Ground'));
  });

  it('keeps fried shallots apart from fresh ones, and reads rice noodles of 3 ly as 3 mm', () => {
    const rows = compareOffers([
      offer(1, 'Hành phi', 'thùng 12 hũ x 1 lb'),
      offer(2, 'Shallots', '10 lb'),
      offer(3, 'Hành tím', 'bao 10 lb'),
    ]);
    expect(rows[0]?.group_key).not.toBe(rows[1]?.group_key);
    expect(rows[2]?.group_key).toBe(rows[1]?.group_key);
    expect(productKey('Bánh phở khô 3 ly')).toBe(productKey('Bánh phở khô 3 mm'));
  });
});

describe('Vietnamese grocery words', () => {
  it('reads cuts, greens, mushrooms, herbs and fruit', () => {
    expect(productKey('Sườn non heo')).toBe(productKey('Pork Spare Ribs'));
    expect(productKey('Nạc vai heo')).toBe(productKey('Pork Butt'));
    expect(productKey('Thăn bò')).toBe(productKey('Beef Tenderloin'));
    expect(productKey('Hành tây đỏ')).toBe(productKey('Red Onions'));
    expect(productKey('Bông cải xanh')).toBe(productKey('Broccoli'));
    expect(productKey('Súp lơ')).toBe(productKey('Cauliflower'));
    expect(productKey('Nấm kim châm')).toBe(productKey('Enoki Mushrooms'));
    expect(productKey('Rau răm')).toBe(productKey('Vietnamese Coriander'));
    expect(productKey('Rau răm')).not.toBe(productKey('Cilantro'));
    expect(productKey('Trái bơ')).toBe(productKey('Avocados'));
    expect(productKey('Mít')).toBe(productKey('Jackfruit'));
  });

  it('reads dry goods and drinks', () => {
    expect(productKey('Muối')).toBe(productKey('Salt'));
    expect(productKey('Giấm')).toBe(productKey('Vinegar'));
    expect(productKey('Mì gói')).toBe(productKey('Instant Noodles'));
    expect(productKey('Gạo tấm')).toBe(productKey('Broken Rice'));
    expect(productKey('Mè trắng')).toBe(productKey('White Sesame Seeds'));
    expect(productKey('Hạt điều')).toBe(productKey('Cashews'));
    expect(productKey('Nước dừa')).toBe(productKey('Coconut Water'));
    expect(productKey('Cà phê')).toBe(productKey('Coffee'));
  });
});

describe('Vietnamese packs', () => {
  it('reads a case of so many bottles, bags or cans of a size', () => {
    expect(unitPrice(offer(1, 'Nước mắm', 'thùng 12 chai x 500 ml', 'THÙNG', '60.00'))).toEqual({
      value: 10,
      per: 'l',
    });
    expect(unitPrice(offer(1, 'Bột năng', 'thùng 40 gói x 500 g', 'THÙNG', '40.00'))).toEqual({
      value: 2,
      per: 'kg',
    });
  });

  it('reads dozens (tá), bunches (bó), fruit (trái) and crates of cans the name sizes', () => {
    expect(unitPrice(offer(1, 'Trứng gà', 'thùng 10 tá', 'THÙNG', '30.00'))).toEqual({ value: 0.25, per: 'each' });
    expect(unitPrice(offer(1, 'Hành lá', 'thùng 40 bó', 'THÙNG', '20.00'))).toEqual({ value: 0.5, per: 'each' });
    expect(unitPrice(offer(1, 'Chanh', 'thùng 100 trái', 'THÙNG', '25.00'))).toEqual({ value: 0.25, per: 'each' });
    expect(unitPrice(offer(1, 'Nước ngọt lon 330 ml', 'két 24 lon', 'KÉT', '7.92'))?.value).toBeCloseTo(1, 6);
  });
});
