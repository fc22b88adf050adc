-- Product keys now read the English half of an English / French name whose French half holds more French words or
-- words the vocabulary does not know ('BUTTERMILK / BABEURRE', 'FIRM TOFU / TOFU FERME'); read the kind after a
-- category and a dash when the make-up follows a middle dot ('FLOUR — Bread, Unbleached · 50 lb bag'); leave out a
-- house label '<Name> Select' opening a name; and take no piece size from a name stating its content beside a pack
-- column of one piece ('Sour Cream (3 lbs.)', '1 ct'); a field whose figure measures nothing ('Powdered 10X') is read;
-- fresh and compressed yeast, nonfat dry milk and skim milk powder, sweet and green peas, roasted and toasted sesame
-- oil, Calrose rice with or without 'medium grain' read alike; butter sheets and miso are products of their own;
-- Spanish names of shortening, lard, vinegar and all-purpose flour are read: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
