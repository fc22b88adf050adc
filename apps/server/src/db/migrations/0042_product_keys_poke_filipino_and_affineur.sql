-- Product keys now count sheets ('50 sheets x 10' of nori) as pieces left out of the name and read lavash as a bread
-- of its own: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
