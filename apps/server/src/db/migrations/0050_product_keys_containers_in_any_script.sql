-- Product keys now read a pack column naming its container in any script before a count (plateau de 30, bog‘ 24,
-- кора 30 бр.) as that many pieces, and count Bulgarian pieces and bunches (бр., връзка) and Uzbek pieces (dona) as
-- pieces; and read a name in another language before a long dash by its English after it (Zarchava — turmeric,
-- ground); and keep a word the vocabulary does not know said with non (riz non parfumé) as a detail; and read Spanish
-- ginger, bay leaves, bananas, dried, spaghetti, elbow macaroni, mustard, tuna, chunks and aluminium foil (jengibre,
-- hojas de laurel, guineo, banano, seco, espagueti, coditos, mostaza, atún, trozos, papel aluminio) and French leaves,
-- okra and cassava (feuilles, gombo, manioc); and read orange carrots as carrots and white cabbage as green cabbage;
-- and read whole black pepper as peppercorns, and a whole seed spice or spice grains (cumin en grains) as its seed:
-- the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
