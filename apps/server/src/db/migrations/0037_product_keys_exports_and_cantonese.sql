-- Product keys now leave out the department and label prefixes of broadliner exports (HSE, ASN, FRM, PKR), read
-- their words cut short or turned round (LG GRN, STARCH CORN, TOASTE), read romanised Cantonese names (HO YAU,
-- GEUNG, YUEN SAI, SIU HING JAU) and Andean Spanish ones (quinua, papa seca, choclo desgranado) as the English they
-- mean, read New Zealand brown onions as yellow, blue-top milk as whole and Hayward and SunGold kiwifruit as green and
-- gold, read a count glued to CNT, and keep unrefined oils apart from refined ones and sour cream of 15 % apart from
-- the regular 18 % one: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
