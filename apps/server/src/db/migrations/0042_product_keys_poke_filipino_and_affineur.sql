-- Product keys now count sheets ('50 sheets x 10' of nori) as pieces, read lavash as a bread, the cut and grade a fish
-- house lists after a dash and Great Lakes fish by name (walleye, perch, corégone, H&G), leave out a packer brand
-- between asterisks, read cheese curds, cultured, bulk and hand-rolled butter, pickled ginger, pastured birds and
-- non-homogenized milk apart, Quebec French sweet cream butter and maple syrup grades as the English do, Hawaiian and
-- Japanese fish and seaweed names, the content a pack column counting packs to the case states, rice sticks as rice
-- noodles, Spam as luncheon meat, apple butter as a spread, kettle-cooked, triple cream and slab as words, a cheese's
-- age in years as months, tilapia fillets as skinless, Tagalog names (lumpia, pancit, bagoong) and a quart or jug the
-- pack column counts the volume of as no portion: the keys
-- stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
