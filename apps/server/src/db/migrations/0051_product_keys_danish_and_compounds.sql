-- Product keys now read Danish names (kylling, løg, sødmælk, stødt melis, uden ben og skind, med jod) as the English
-- ones, a word joined of two the vocabulary reads (kyllingebryst, olivenolie, fetaost) by its parts, and a size said
-- by letter after str. or størrelse (str. L) as that size: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
