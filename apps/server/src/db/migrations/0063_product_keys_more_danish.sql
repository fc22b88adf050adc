-- Product keys now read more Danish words of fish, poultry, produce and spices (kalkun, sild, porrer, spidskommen,
-- kanel, stødt, dybfrost, terninger): the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
