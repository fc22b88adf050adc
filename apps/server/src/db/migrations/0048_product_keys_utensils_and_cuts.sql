-- Product keys now read chopsticks, skewers and squid as products (with bamboo, wrapped and tentacles as words that
-- tell them apart) and paper-wrapped as wrapped; read Portuguese espeto de bambu as bamboo skewers, contra filé as the
-- strip loin and peito of beef as the brisket; read salt said only fine, refined or iodized (sel fin iodé, sal
-- refinado iodado) as table salt, and non-iodized salt apart from iodized; read French saveur as flavoured; read
-- whole bay, curry and makrut lime leaves as the leaves; read the pork collar (karkówka) as the pork butt and Polish
-- b/k (bez kości) as boneless; keep breakfast (déjeuner), Tuscan (toscana), Calabrese and country (wiejska) sausages
-- apart; read a beef flank (whole) as the flank steak; read Caribbean Spanish yuca, yautía, recao, limón verde,
-- crema de leche and patas de cerdo (and pig's feet) as cassava, malanga, culantro, lime, cream and pork trotters:
-- the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
