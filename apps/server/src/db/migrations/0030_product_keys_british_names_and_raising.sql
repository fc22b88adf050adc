-- Product keys now keep halal, free-range, cage-free, semi-skimmed, thickened (cream), icing mixture and steel-cut
-- apart; read British and Australian names as the American ones (capsicum, rocket, rapeseed, prawns, courgettes,
-- full cream milk, plain flour, easy cook rice, flaked almonds, smooth peanut butter, chopped tomatoes, double
-- concentrated tomato purée, mince of a meat, '20% fat' ground meat, black-eyed and garden peas, chillies); read
-- butter blocks of any size as butter, bone-in chicken thighs as skin-on, ripe plantains as yellow, beef tripe as
-- a product of its own, and 'Garden Peas' as no brand; a drink's single-serve can or bottle and a soap refill's size
-- now tell products apart; a listing's fields of praise ('Rich Creamy Flavor', 'Extra Crispy') are left out: the keys
-- stored before are stale. Tofu is read as a product of its kinds (firm, silken), 'in tomato juice' says nothing, and
-- a juice of a fruit sized by count takes no count.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
