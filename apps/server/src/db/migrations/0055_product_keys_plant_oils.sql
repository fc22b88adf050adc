-- Product keys now read a vegetable oil that names its plant (soy, corn, sunflower, cottonseed, palm, rapeseed) as
-- that plant's oil: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
