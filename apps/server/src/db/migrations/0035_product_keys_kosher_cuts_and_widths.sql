-- Product keys now keep kosher meat and dairy (glatt, OU-D, cholov yisroel) apart from the same product not
-- certified while a kosher symbol on dry goods, oil, eggs or honey says nothing, read 'for Passover', keep widths in
-- millimetres (fries 10 mm and 14 mm, rice sticks), a brisket's first cut, deckle-on and deckle-off cuts and a
-- tenderloin side muscle off apart, read sprinkles, sprouts, tahini, tamarind, glutinous rice and seltzer, a coffee's
-- origin (Colombian, Ethiopian), rice as white unless parboiled, wild or of another colour, Spanish 'parbolizado',
-- flat pancetta (tesa) apart from rolled, a chicken breast fillet as boneless, a rinse aid as a dish machine's, and
-- Dutch pieces ('120 st'): the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
