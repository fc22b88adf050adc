-- Product keys now read a fish house's cut and grade listed after a dash, Great Lakes and sea fish, roe and seaweed by
-- name with their Hawaiian, Japanese, Quebec French and Tagalog names, leave out a packer brand between asterisks and
-- a lake of origin, read an affineur's words (paste, rind, chèvre, mi-fort, affiné, age in years), cheese curds,
-- cultured, bulk and hand-rolled butter, pickled ginger, pastured birds, non-homogenized milk, apple butter, kettle
-- cooking, lavash, rice sticks, Spam and frozen spring roll wrappers, count sheets as pieces and read the content a
-- pack column counting packs to the case states as no portion: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
