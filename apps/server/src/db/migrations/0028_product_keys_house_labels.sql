-- Product keys now read the product after a house label and a dash ('Harvest Table — Unsalted Butter, 1 lb × 4')
-- instead of taking the field holding the size for packaging and keeping the label alone; keep a cup's size in the
-- name beside a pack column of a count ('12 oz Hot Cup', '20 sl × 50'); read Italian and Portuguese names (olio extra
-- vergine, azeite, acqua frizzante, pomodori pelati, disossato, San Marzano as a variety of its own), Vietnamese
-- 'tương ớt', a comma after two sides as a new field ('40X46,1.5MIL'), en-dash ranges ('12–20 oz'), 'MILK,COCONUT',
-- 'LONG GRN', PARBLD, MACH, RUSS and shoyu as what they say, a clam of berries as their clamshell and 'naturally
-- brewed' as saying nothing: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
