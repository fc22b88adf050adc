-- Product keys now read the long Asian eggplants (Chinese, Japanese, Asian long) as one kind, apart from the globe
-- eggplant: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
