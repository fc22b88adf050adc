-- Product keys now leave out known brands and selling words, read trade names of one product alike (spring and green
-- onions, flat-leaf and Italian parsley, plum and Roma tomatoes, hamburger meat and ground beef), wings as chicken and
-- pork back ribs as baby back, and read a size before its count ('454 g x 36') and packs to the case of a size the name
-- states: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
