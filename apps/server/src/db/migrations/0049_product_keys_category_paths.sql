-- Product keys now read a purchasing system's category path (Dry > Sugar > Granulated, Produce > Herbs > Dill) by its
-- kind and detail, leaving out the department or aisle it is shelved in: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
