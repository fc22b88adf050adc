-- Product keys now read canned tuna said light (chunk light) as the tuna it is unless said white: the keys stored
-- before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
