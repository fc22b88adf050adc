-- Product keys now leave out an item code in a field of its own before a bar ('DRY-0101 | butter, unsalted'),
-- Chinese, Japanese and Korean words with their romanisation beside the English name ('Cilantro 芫荽 (Yuansui)'),
-- and what a product is good for ('- Perfect for Baking and Sauces'): the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
