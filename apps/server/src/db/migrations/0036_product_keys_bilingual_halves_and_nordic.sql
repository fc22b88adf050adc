-- Product keys now read a name printed in another language beside its English ('MASLO VERSHKOVE // BUTTER UNSALTED',
-- 'Lingonsylt ~ Lingonberry Jam', a gloss in guillemets) by its English half, read Polish, Ukrainian, Swedish,
-- Norwegian, Levantine, Hawaiian and Italian words (ł and ø, the ʻokina), janitorial abbreviations (DET, CLNR, HD,
-- high- and low-temperature), butter of 80 to 86 % fat as butter, green buckwheat as unroasted, whole peeled
-- tomatoes as peeled, extra virgin olive oil cold pressed as extra virgin, cardamom as a noun, double quotes as
-- quotes (no inches), flour of type 00 by its type, liquid hand soap and ready-to-use spray cleaners as said, toilet
-- tissue without its rolls and sheets, plain wheat all-purpose flour as all-purpose, and keep
-- cold-pressed rapeseed oil and Parma and San Daniele hams apart: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
