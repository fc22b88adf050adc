/**
 * A second held-out part of the price-comparison corpus, written after the comparison's vocabulary was widened
 * (which the first held-out part's overall score, though none of its lines, had prompted) and never tuned on:
 * other products and suppliers again, so its figures tell how the widened vocabulary does on names it has not
 * seen. Suppliers: a mixed-case distributor (Harbourside Foods), one printing upper-case abbreviations (Cascade
 * Broadline) and a Quebec one writing French (Les Aliments du Fleuve).
 * Since held-out parts 3 and 4 were written, this part is tuned on too (bench compare: "tuned c").
 */
import { type CorpusOffer, each, gal, kg, l, lb, o } from './offer.js';

const H = 'Harbourside Foods';
const C = 'Cascade Broadline';
const F = 'Les Aliments du Fleuve';

export const HELD_OUT_LATER: CorpusOffer[] = [
  o(H, 'Feta Cheese Crumbled 2x2 kg', '2x2 KG', 'CS', 1, '58.40', 'feta crumbled', kg(4)),
  o(C, 'CHS FETA CRMBL 2/5 LB', '2/5 LB', 'CS', 1, '61.90', 'feta crumbled', lb(10)),
  o(F, 'Fromage feta émietté 2 x 2 kg', '2 x 2 kg', 'CS', 1, '57.60', 'feta crumbled', kg(4)),
  o(H, 'Feta Cheese Block in Brine 2x2 kg', '2x2 KG', 'CS', 1, '54.00', 'feta block', kg(4)),
  o(H, 'Ricotta Cheese 2x2.5 kg', '2x2.5 KG', 'CS', 1, '32.50', 'ricotta', kg(5)),
  o(C, 'CHS RICOTTA WHL MILK 6/3 LB', '6/3 LB', 'CS', 1, '52.80', 'ricotta', lb(18)),
  o(F, 'Fromage ricotta 2 x 2,5 kg', '2 x 2,5 kg', 'CS', 1, '31.90', 'ricotta', kg(5)),
  o(H, 'Provolone Cheese Sliced 4x1.5 kg', '4x1.5 KG', 'CS', 1, '88.00', 'provolone sliced', kg(6)),
  o(C, 'CHS PROV SLCD 4/3 LB', '4/3 LB', 'CS', 1, '79.20', 'provolone sliced', lb(12)),
  o(F, 'Provolone tranché 4 x 1,5 kg', '4 x 1,5 kg', 'CS', 1, '86.50', 'provolone sliced', kg(6)),
  o(H, 'Chicken Drumsticks 4x2.5 kg', '4x2.5 KG', 'KG', 10, '6.40', 'chicken drumstick', kg(10)),
  o(C, 'CHKN DRUMSTICK 4/10 LB', '4/10 LB', 'LB', 40, '2.95', 'chicken drumstick', lb(40)),
  o(F, 'Pilons de poulet 4 x 2,5 kg', '4 x 2,5 kg', 'KG', 10, '6.25', 'chicken drumstick', kg(10)),
  o(H, 'Pork Back Ribs 1.5 lb Down', '30 LB', 'LB', 30, '4.19', 'pork back ribs', lb(30)),
  o(C, 'PORK BACK RIB 1.5 DN', '30 LB', 'LB', 30, '4.09', 'pork back ribs', lb(30)),
  o(F, 'Côtes levées de dos de porc', '13,6 kg', 'KG', 13.6, '9.10', 'pork back ribs', kg(13.6)),
  o(H, 'Beef Brisket Whole', '2x6 KG', 'KG', 12, '17.40', 'beef brisket', kg(12)),
  o(C, 'BEEF BRISKET WHL BNLS', '2/13 LB AVG', 'LB', 26, '7.60', 'beef brisket', lb(26)),
  o(F, 'Poitrine de boeuf entière', '2 x 6 kg', 'KG', 12, '16.90', 'beef brisket', kg(12)),
  o(H, 'Italian Sausage Mild 4x2.5 kg', '4x2.5 KG', 'KG', 10, '9.80', 'sausage italian mild', kg(10)),
  o(C, 'SAUSAGE ITAL MILD 4/5 LB', '4/5 LB', 'LB', 20, '4.35', 'sausage italian mild', lb(20)),
  o(F, 'Saucisse italienne douce 4 x 2,5 kg', '4 x 2,5 kg', 'KG', 10, '9.60', 'sausage italian mild', kg(10)),
  o(H, 'Italian Sausage Hot 4x2.5 kg', '4x2.5 KG', 'KG', 10, '9.90', 'sausage italian hot', kg(10)),
  o(H, 'Tilapia Fillets 5-7 oz 10 lb', '10 LB', 'LB', 10, '4.80', 'tilapia fillet 5-7 oz', lb(10)),
  o(C, 'TILAPIA FLT 5-7 OZ IVP 10 LB', '10 LB', 'LB', 10, '4.65', 'tilapia fillet 5-7 oz', lb(10)),
  o(F, 'Filets de tilapia 5-7 oz 4,54 kg', '4,54 kg', 'KG', 4.54, '10.40', 'tilapia fillet 5-7 oz', kg(4.54)),
  o(H, 'Sea Scallops U10 5 lb', '5 LB', 'LB', 5, '24.90', 'scallop u10', lb(5)),
  o(C, 'SCALLOP SEA U/10 DRY 5 LB', '5 LB', 'LB', 5, '25.60', 'scallop u10', lb(5)),
  o(F, 'Pétoncles U10 2,27 kg', '2,27 kg', 'KG', 2.27, '54.80', 'scallop u10', kg(2.27)),
  o(H, 'Sea Scallops 20/30 5 lb', '5 LB', 'LB', 5, '19.80', 'scallop 20/30', lb(5)),
  o(H, 'Broccoli Crowns 20 lb', '20 LB', 'CS', 1, '36.40', 'broccoli crowns', lb(20)),
  o(C, 'BROCCOLI CROWN 20 LB', '20 LB', 'CS', 1, '35.10', 'broccoli crowns', lb(20)),
  o(F, 'Couronnes de brocoli 20 lb', '20 lb', 'CS', 1, '34.80', 'broccoli crowns', lb(20)),
  o(C, 'BROCCOLI FLORETS 4/3 LB', '4/3 LB', 'CS', 1, '31.20', 'broccoli florets', lb(12)),
  o(H, 'Zucchini Medium 20 lb', '20 LB', 'CS', 1, '24.60', 'zucchini medium', lb(20)),
  o(F, 'Courgettes moyennes 20 lb', '20 lb', 'CS', 1, '23.90', 'zucchini medium', lb(20)),
  o(C, 'SQUASH ZUCCHINI MED 20 LB', '20 LB', 'CS', 1, '25.20', 'zucchini medium', lb(20)),
  o(H, 'Cauliflower 12 ct', '12 CT', 'CS', 1, '38.40', 'cauliflower', each(12)),
  o(F, 'Chou-fleur 12', '', 'CS', 1, '37.20', 'cauliflower', each(12)),
  o(C, 'CAULIFLOWER WHT 12 CT', '12 CT', 'CS', 1, '39.00', 'cauliflower', each(12)),
  o(H, 'Wild Blueberries Frozen 4x2.5 kg', '4x2.5 KG', 'CS', 1, '72.00', 'blueberry wild frozen', kg(10)),
  o(F, 'Bleuets sauvages surgelés 4 x 2,5 kg', '4 x 2,5 kg', 'CS', 1, '70.40', 'blueberry wild frozen', kg(10)),
  o(C, 'BLUEBERRY CULT IQF 4/5 LB', '4/5 LB', 'CS', 1, '68.00', 'blueberry cultivated frozen', lb(20)),
  o(H, 'Corn Kernels Frozen 12x1 kg', '12x1 KG', 'CS', 1, '29.90', 'corn kernels frozen', kg(12)),
  o(F, 'Maïs en grains surgelé 12 x 1 kg', '12 x 1 kg', 'CS', 1, '29.10', 'corn kernels frozen', kg(12)),
  o(C, 'CORN KERNEL FRZN 12/2.5 LB', '12/2.5 LB', 'CS', 1, '36.90', 'corn kernels frozen', lb(30)),
  o(H, 'Balsamic Vinegar 4x4 L', '4x4 L', 'CS', 1, '48.00', 'vinegar balsamic', l(16)),
  o(F, 'Vinaigre balsamique 4 x 4 L', '4 x 4 L', 'CS', 1, '46.90', 'vinegar balsamic', l(16)),
  o(C, 'VINEGAR BALSAMIC 4/1 GAL', '4/1 GAL', 'CS', 1, '49.80', 'vinegar balsamic', gal(4)),
  o(H, 'Tuna Chunk Light in Water 6x1.88 kg', '6x1.88 KG', 'CS', 1, '78.50', 'tuna chunk light', kg(11.28)),
  o(F, "Thon pâle en morceaux dans l'eau 6 x 1,88 kg", '6 x 1,88 kg', 'CS', 1, '76.90', 'tuna chunk light', kg(11.28)),
  o(C, 'TUNA CHUNK LT IN WTR 6/66.5 OZ', '6/66.5 OZ', 'CS', 1, '81.00', 'tuna chunk light', lb((6 * 66.5) / 16)),
  o(H, 'Tuna Solid White Albacore 6x1.88 kg', '6x1.88 KG', 'CS', 1, '112.00', 'tuna albacore solid', kg(11.28)),
  o(H, 'Black Pepper Ground 2 kg', '2 KG', 'EA', 1, '38.00', 'pepper black ground', kg(2)),
  o(F, 'Poivre noir moulu 2 kg', '2 kg', 'EA', 1, '36.50', 'pepper black ground', kg(2)),
  o(C, 'SPICE PEPPER BLK GRND 5 LB', '5 LB', 'EA', 1, '41.00', 'pepper black ground', lb(5)),
  o(C, 'SPICE PEPPER BLK WHL 5 LB', '5 LB', 'EA', 1, '44.00', 'pepper black whole', lb(5)),
  o(H, 'Kosher Salt 12x1.36 kg', '12x1.36 KG', 'CS', 1, '42.00', 'salt kosher', kg(16.32)),
  o(C, 'SALT KOSHER 9/3 LB', '9/3 LB', 'CS', 1, '39.60', 'salt kosher', lb(27)),
  o(F, 'Sel casher 12 x 1,36 kg', '12 x 1,36 kg', 'CS', 1, '41.20', 'salt kosher', kg(16.32)),
  o(H, 'Instant Dry Yeast 20x500 g', '20x500 G', 'CS', 1, '88.00', 'yeast instant', kg(10)),
  o(F, 'Levure instantanée 20 x 500 g', '20 x 500 g', 'CS', 1, '86.40', 'yeast instant', kg(10)),
  o(C, 'YEAST INSTANT DRY 20/1 LB', '20/1 LB', 'CS', 1, '84.00', 'yeast instant', lb(20)),
];
