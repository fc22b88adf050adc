-- Product keys now leave out a label in square brackets before a name ('[Tidewater] Butter, Unsalted'), an item code
-- of capitals and figures joined by dashes before a mixed-case name ('BL-6 Bleach Regular 6%', 'GL-NT-L Glove
-- Nitrile') and a distributor's brand code closing a name in capitals ('BUTTER PRINT SLTD AA PCRCLS'); read a can
-- size stated by the pack column alone ('6/#10') of a name stating no size, a roll's width glued to its length
-- ('18INX500FT', '18X500 PCRDSP'), coarse pepper without 'ground', bleach without 'concentrated', and Spanish, Quebec
-- French and trade words (pimienta, comino, molida gruesa, cloro blanqueador, con gas, concentrado, sanitizante
-- cuaternario, grado, minérale gazéifiée, vinyle, concentrée, en livre, 1re qualité, warewash, REG) as what they say;
-- a name opening with its count and size ('36CT 1LB BUTTER') or a case weight ('40LB CHICKEN BREAST 6OZ') as its
-- pack, not a portion: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
