-- Product keys now read a purchasing system's category path (Dry > Sugar > Granulated, Produce > Herbs > Dill) by its
-- kind and detail, leaving out the department or aisle it is shelved in; count Romanian pieces, bunches and rolls
-- (buc., legături, rolă), Icelandic rolls (rúlla), Swahili pieces, bunches and rolls (vipande, fungu, roli) and Turkish
-- pieces, bunches and rolls (adet, demet, rulo) as pieces; read a pack column naming its container before a count
-- (case · 250, trei 30) as that many pieces and a count slash a size (36ct/1lb, 6ct/#10) as so many of that size; read
-- the Icelandic eth and thorn as letters (sýrður, lárviðarlauf), and Scandinavian and Icelandic med, með (with) before
-- a word as no medium; read a name's English in brackets marked e. or en: (Lárviðarlauf (e. bay leaves)), words of two
-- letters outside it (de, cu) being no English; and read the English after a dash closing a name in another script
-- (ধনিয়া গুঁড়া - Coriander Powder) as the product, no brand: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
