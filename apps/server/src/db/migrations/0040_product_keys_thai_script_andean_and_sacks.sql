-- Product keys now leave Thai and Lao script beside an English name out (with the item code before it) and a
-- romanised name in capitals before a colon, read Chilean and Colombian words (palta, porotos, manjar, arequipe,
-- chancaca, aceite maravilla, azúcar granulada, arroz jazmín, huevos de color, plátano verde and maduro, panela en
-- bloque), Croatian, Bosnian and Serbian deli words (ćevapi, ajvar, kajmak, ulje, sir, kiseli kupus, kore za pitu,
-- sudžuk, pršut), Hindi names of sweets (ladoo, kaju katli, gulab jamun, rasgulla, mawa, elaichi, kesar, pista giri, varq),
-- makrut (kaffir) lime leaves apart from limes, jasmine rice as long grain, cane and rose syrups apart from table
-- syrup, leave a bale (paca) and a calibre (cal.) out, and read SK after a weight as the sack, no skim, frozen okra as
-- cut, cargamanto beans and Gulf shrimp apart, kewra water and LWP cashews as said: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
