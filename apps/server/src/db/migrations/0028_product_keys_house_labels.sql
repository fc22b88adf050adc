-- Product keys now read the product after a house label and a dash ('Harvest Table — Unsalted Butter, 1 lb × 4') instead
-- of taking the field holding the size for packaging and keeping the label alone: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
