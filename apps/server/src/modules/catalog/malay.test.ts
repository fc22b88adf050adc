import { describe, expect, it } from 'vitest';
import { productKey } from './compare.js';

describe('Indonesian and Malay names', () => {
  it('reads Indonesian and Malay words as the English they mean', () => {
    expect(productKey('Serai segar (fresh lemongrass) — per kg')).toBe(
      productKey('Lemongrass Fresh / Serai – 5kg box'),
    );
    expect(productKey('Lengkuas segar (fresh galangal) — per kg')).toBe(productKey('Galangal Fresh — per kg'));
    expect(productKey('Kapulaga hijau (green cardamom) — pak 250 g')).toBe(
      productKey('Green Cardamom / Buah Pelaga – 1kg pkt'),
    );
    expect(productKey('Daun ketumbar (fresh coriander) — ikat')).toBe(productKey('Cilantro, Fresh — 30 bunches'));
    expect(productKey('Bawang merah (shallots) — karung 10 kg')).toBe(productKey('Échalotes – filet 5 kg'));
    expect(productKey('Ikan teri kering (dried anchovies) — pak 1 kg')).toBe(
      productKey('Dried Anchovies Ikan Bilis – 1kg pkt'),
    );
  });

  it('reads a boneless skinless chicken thigh however named, a thigh fillet being one', () => {
    const thigh = productKey('Chicken Thigh Boneless Skinless / Peha Ayam – 2kg pkt x 6');
    expect(productKey('Paha ayam tanpa tulang tanpa kulit (boneless skinless chicken thigh)')).toBe(thigh);
    expect(productKey('Chicken thigh fillets skinless 2 x 5kg')).toBe(thigh);
    expect(productKey('Chicken Thigh Bone-In Skin-On')).not.toBe(thigh);
  });

  it('reads whole green cardamom as the cardamom sold with no form said, apart from ground', () => {
    expect(productKey('Cardamom, Green Whole Pods — 1 kg bag')).toBe(productKey('Green Cardamom 1 kg'));
    expect(productKey('Cardamom Green Ground 1 lb')).not.toBe(productKey('Green Cardamom 1 kg'));
  });
});
