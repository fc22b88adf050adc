-- Product keys now read the product after a house label and a dash ('Harvest Table — Unsalted Butter, 1 lb × 4') instead
-- of taking the field holding the size for packaging and keeping the label alone, and keep a cup's size in the name
-- beside a pack column of a count ('12 oz Hot Cup', '20 sl × 50'): the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
