-- Product keys now read Danish syltet as pickled (pickled red cabbage is no head of it), vaskede (washed) as saying
-- nothing, and paprika sød as sweet paprika: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
