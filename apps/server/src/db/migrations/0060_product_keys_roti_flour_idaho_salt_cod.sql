-- Product keys now read roti flour as flour (no roast), Idaho potatoes (papa Idaho) as russets, and salt cod said
-- salted as salt cod: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
