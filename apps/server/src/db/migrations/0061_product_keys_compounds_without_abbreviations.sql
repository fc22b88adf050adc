-- Product keys no longer read a word as a compound of an abbreviation and a word ('detail' is no 'det' and 'ail',
-- detergent and garlic): the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
