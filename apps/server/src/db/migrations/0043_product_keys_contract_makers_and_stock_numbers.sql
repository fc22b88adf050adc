-- Product keys now leave out a group-purchasing contract's maker and its item number in square brackets and a
-- government stock number opening a name: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
