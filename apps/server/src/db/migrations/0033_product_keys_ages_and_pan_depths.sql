-- Product keys now read a cheese's or a ham's age in months ('18 mois', '24 mesi', '12 meses', '24MO') and tell deep
-- pans and trays from shallow ones, and leave out a house brand in capitals opening a mixed-case name ('TALA Soy
-- Sauce'), and read cheeses known by their own name (halloumi, graviera, comté, manchego...) as cheeses, cured
-- meats by theirs (guanciale, coppa, finocchiona...), and Italian words of cheeses and cured meats (dolce, piccante,
-- stagionato, affumicato, pistacchio, di); fields set apart by diamonds or bullets
-- ('◆ 12 × 1 L glass ◆') and a closing two-letter country code ('◆ TR') are read as the pack and the origin; cane
-- vinegar is apart from coconut vinegar ('cane' says no more of sugar and syrup); leaves read as leaf (grape leaves
-- are no grapes; leaf says no more of leafy greens); cocktail napkins are beverage napkins, stir sticks stirrers; waxy
-- (festkochend) and floury potatoes and porridge oats are read: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
