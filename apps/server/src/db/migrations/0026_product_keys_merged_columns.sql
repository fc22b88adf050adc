-- Product keys now read a line printed as merged columns ('36  1 LB  NLCLS  BUTTER SOLID UNSLTD AA': count, size,
-- brand code, description) as its description with its pack, the brand code left out: the keys stored before are
-- stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
