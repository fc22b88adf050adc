-- Product keys now leave Thai and Lao script beside an English name out (with the item code before it), read Chilean
-- and Colombian words (palta, porotos, manjar, arequipe, chancaca, aceite maravilla, azúcar granulada, huevos de
-- color, panela en bloque), leave a bale (paca) and a calibre (cal.) out, and read SK after a weight as the sack, no
-- skim: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
