-- Product keys now read maple butter (beurre and crème d'érable) as a spread of its own, no salted butter, and keep
-- maple products (maple sugar, maple-smoked bacon) apart from the plain ones; read sarrasin as buckwheat, babeurre as
-- buttermilk and iodé as iodized; leave out an item code before a lower-case name (ES-207 lard salé); read milk
-- said UHT as the shelf-stable one; read a brisket's point (second cut) as a cut of its own; read bones sold for
-- stock (knuckle, marrow, neck bones) as a product of their own and a beef hump (cupim) as a cut; read Polish make-ups
-- (szt. pieces, bochenków loaves) and Portuguese bunches (MÇ) as counts; read milk of 0.5 % fat as skim milk: the
-- keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
