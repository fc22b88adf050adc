-- Product keys now read Haitian Creole make-ups (pounds as 'liv', dozens as 'douzèn', pieces as 'grenn', bunches and
-- packets as 'pake', cans as 'bwat', fluid ounces as 'oz likid') and Finnish ones (pieces as 'kpl', bunches as
-- 'nippua'), which were left in names before, and Creole 'san sèl', 'san zo', 'san po', 'ak zo' (without salt,
-- bones or skin; bone-in); read a cutlery kit as the kit and a moist towelette as the towelette; keep Okinawa black
-- sugar (kokuto) apart; read 'low fat' as lowfat, which a milk's per cent of fat says no more than; read plain meat
-- as the meat and a glove size letter as its word; read Haitian and Jamaican coffee by origin; keep a portion's size
-- written by so many of it ('5G X 720') as that portion's size; read Finnish pork shoulder and pork 'for griyo':
-- read orange pekoe and Ceylon blend black tea bags as black tea; keep droëwors and biltong apart from fresh beef:
-- read an all-butter pastry as a butter one (no all-purpose flour): the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
