-- Product keys now leave out a group-purchasing contract's maker and its item number in square brackets and a
-- government stock number opening a name; read institutional wording (fluid milk, dry onions, salad and cooking oil,
-- pickles of cucumbers, trash bags as can liners, catsup), St. Louis spareribs and the Boston butt, a weight class
-- written '2.5# DN', names of three fields or more set apart by spaced slashes as one name, Lithuanian names, kefir,
-- a shellfish grower's waters, shucking oysters, wild sockeye, oyster crackers, regional barbecue sauces, mineral
-- waters by their spring, coleslaw mix, foil steam table pans by size, bone-in short ribs of so many bones, café
-- grind pepper, US No. 1 dry beans, globe eggplant, nacho-sliced jalapeños, kielbasa and tartar sauce; leave out
-- glass bottles and Lithuanian packs; and round the ends of a piece size range to ten grams: the keys stored before
-- are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
