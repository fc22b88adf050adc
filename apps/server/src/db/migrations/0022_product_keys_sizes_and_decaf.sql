-- Product keys now keep sizes under so many to the pound (U/10), a 5x6 grade and decaf, read Spanish onions as
-- yellow and 'POTATO FF' as fries: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
