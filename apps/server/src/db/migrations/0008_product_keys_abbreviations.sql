-- Product keys now read catalogue abbreviations (BNLS, SKLS, EVOO, ...) as the words they stand for, so the keys
-- stored before are stale: cleared here, they are worked out again the next time they are needed.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
