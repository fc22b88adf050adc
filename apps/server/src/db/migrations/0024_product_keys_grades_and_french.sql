-- Product keys now read USDA grades (Choice is not Select), the animal of IMPS item numbers, packers' weight classes
-- ('5#/UP') as no portion, counts to the pound ('6 per lb' as 6/1), cup sizes in fluid ounces, heavy creams with
-- their fat, more Quebec French and distributors' short forms, and leave out what goes without saying of a product
-- (whole primals and mushrooms, skinless bacon, jumbo chicken, wild Pacific cod, durum pasta); they also read Spanish
-- names, one language of a bilingual name, liner sizes and thicknesses, container compartments and capacities, roll
-- lengths, potato sizes (A, B), scallop and shrimp counts once read as packs, unbaked, par-baked and baked goods,
-- juice with or without pulp, plant drinks as milks (barista ones apart) and paper cups as white and single-wall
-- unless said otherwise, and leave out drink containers (PET), a drink's can size and the container field of
-- dash-separated names: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
