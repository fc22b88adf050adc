-- Product keys now read Brazilian Portuguese names (manteiga sem sal, arroz parboilizado, feijão preto, peito de
-- frango sem osso, água mineral com gás, amido de milho...), corn starch and fécule de maïs as cornstarch, a name in
-- another language with its English in brackets by the English ('GUK GANJANG (SOUP SOY SAUCE)'), kimchi and napa,
-- air-chilled chicken, pasture-raised and Grade B eggs apart from the plain ones, Quebec 'non blanchie' as
-- unbleached, leave out an item code in capitals ('HB-2101'), and read a field of a count and a container ('50 ct
-- clamshell') as the pack, not the product; shelf-stable (longa vida) milk, self-raising flour, white (plain) milk,
-- microgreens, pleurotes, whole caps, bok choy and a bid line number ('LINE 0101') are read too: the keys stored before are
-- stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
