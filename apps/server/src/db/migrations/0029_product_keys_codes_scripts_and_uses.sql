-- Product keys now leave out an item code in a field of its own before a bar ('DRY-0101 | butter, unsalted'),
-- Chinese, Japanese and Korean words with their romanisation beside the English name ('Cilantro 芫荽 (Yuansui)'),
-- and what a product is good for ('- Perfect for Baking and Sauces'); read b/l and s/l as boneless and skinless,
-- green onions as scallions, inside and outside (skirt), tonic, with and without stems as telling products apart,
-- Spanish con sal, condensada, evaporada, repollo, sal yodatada, leche de coco, sin cola, arrachera and espaldilla,
-- and '#48' or '#200' alone as a count to the case, not a can; a name opening with 'LB' or 'DZ' holds one,
-- 'HALF GAL' half a gallon; rice vermicelli, ginger ale and ginger beer are products of their own: the keys stored
-- before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
