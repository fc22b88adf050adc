-- Product keys now leave out a price marked on the pack ('PMP £2.35', 'PMP 65p') and any price in a name, and read
-- German counts of pieces and bunches ('12 Stk.', 'Bund') as counts, not as words of the name; a gloss in brackets of
-- words the vocabulary does not know ('Okra [Bhindi]') is left out unless nothing else is known; German names are read
-- ('Butter, ungesalzen', 'Vollmilch', 'Weißzucker', 'Pfeffer, schwarz, gemahlen'); clarified butter is apart from
-- butter; whole seeds, long-grain basmati and refined or vegetable canola oil say no more than seeds, basmati and
-- canola oil; unsmoked bacon and tinned peas are read; milk of 1.5 % fat is semi-skimmed; besan and gram flour are
-- chickpea flour; a species' Latin name and a country of origin closing a name are left out; sea bass and sea bream
-- are read by their market names (branzino, lubina, dorada, orata): the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
