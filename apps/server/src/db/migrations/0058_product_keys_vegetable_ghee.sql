-- Product keys now read vegetable ghee (vanaspati) as a vegetable shortening, no ghee: the keys stored before are
-- stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
