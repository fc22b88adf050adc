-- Product keys now read Spanish en polvo as powder (azúcar en polvo as powdered sugar), boniato and batata blanca as
-- the white sweet potato, cuarto de pollo as chicken leg quarters, con and sin cuero (the rind) and espinas (the bones),
-- frijol colorado as red beans, grano medio as medium grain, pasta de tomate as tomato paste, perejil liso as Italian
-- parsley, col as cabbage, pimentón dulce as sweet paprika, salsa de tomate as tomato sauce, calabaza as pumpkin, and
-- suave anywhere after cheddar as mild: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
