-- Product keys now leave out a group-purchasing contract's maker and its item number in square brackets and a
-- government stock number opening a name, read institutional wording (fluid milk, dry onions, salad and cooking oil,
-- pickles of cucumbers, trash bags as can liners, catsup), St. Louis spareribs and the Boston butt, a weight class
-- written '2.5# DN', and figures of fields set apart by spaced slashes as no ratio, Lithuanian names, kefir, a shellfish grower's waters, shucking oysters, wild sockeye
-- and oyster crackers: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
