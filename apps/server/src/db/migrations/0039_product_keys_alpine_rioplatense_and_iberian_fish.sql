-- Product keys now read Swiss and Austrian German names (Rüebli, Peterli, Erdäpfel speckig, Zwiebel gelb, Paradeiser,
-- Rispentomaten, Karfiol, Fisolen, Marillen, Eierschwammerl, Steinpilze, Nüsslisalat, Vogerlsalat, Kren, Schlagobers,
-- Topfen, Vorzugsbutter, Teebutter, Staubzucker, glatt and griffig flour, Beiried, Rostbraten, Tafelspitz),
-- Argentine and Uruguayan cuts (vacío, entraña fina and gruesa, bife de chorizo, ojo de bife, colita and tapa de
-- cuadril, tira de asado, mollejas, chinchulines, matambre, morcilla, dulce de leche, yerba mate con and sin palo),
-- Portuguese and Spanish fish house names (polvo, pulpo, lulas, calamar, chocos, sepia, bacalhau, bacalao demolhado
-- and desalado with their grades, amêijoa boa, almeja fina, boquerones), Czech quark (tvaroh), plant-based as
-- vegan, blood sausage apart, and leave article numbers (Art. 40217) and meat plant numbers (Est. 1406) out: the keys
-- stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
