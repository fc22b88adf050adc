-- Product keys now read a Spanish breast (pechuga) of no bird named as the chicken breast: the keys stored before are
-- stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
