-- Product keys now read a weight in Burmese viss ('(1 viss)') as a measure, left out of the key as other measures
-- are: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
