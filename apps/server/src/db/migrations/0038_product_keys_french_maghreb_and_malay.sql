-- Product keys now read French wholesale and Maghreb names (a French name beside a romanised one and a bar before the
-- pack, sucre glace, semoule de couscous, eau de rose, fleur d'oranger, tournesol, dattes, citrons confits, chocolat
-- noir, crème liquide entière, levure sèche, lentilles corail, safran), egg sizes by their French grade letter
-- (calibre L, CAL M), French flour types (T45, T55, T65) and no flour of another grain or nut as bleached, saffron of
-- any grade, dried limes and ras el hanout as sold, Indonesian and Malay words (serai, lengkuas, daun ketumbar, bawang
-- merah, tanpa tulang), caster sugar as superfine, pinhead oats as steel-cut, walnut halves and pieces apart from
-- halves, an onion net (filet) as no fillet, keep cello carrots, #2 bananas and Maris Piper and Rooster potatoes apart,
-- and leave a tax rate (TVA 5,5 %) out: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
