-- Product keys now leave out the department and label prefixes of broadliner exports (HSE, ASN, FRM, PKR), read
-- their words cut short or turned round (LG GRN, STARCH CORN, TOASTE), read romanised Cantonese names (HO YAU,
-- GEUNG, YUEN SAI, SIU HING JAU) as the English they mean, and keep unrefined oils apart from refined ones: the keys
-- stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
