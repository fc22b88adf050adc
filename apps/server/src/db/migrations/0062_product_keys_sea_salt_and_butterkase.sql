-- Product keys now read Spanish sal de mar and sal marina as sea salt (no marinara), and Butterkäse as a cheese of its
-- own name (no butter): the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
