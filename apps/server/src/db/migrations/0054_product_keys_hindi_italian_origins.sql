-- Product keys now:
-- - read Hindi and Urdu (romanised) names of spices, pulses, flours, dairy and produce (jeera, haldi, dhania, hara
--   dhania, methi, kali mirch, kabuli chana, masoor, besan, maida, dahi, pyaz lal, aloo, adrak, lahsun, gobi, imli,
--   gur) as the English ones, and chakki atta and chana dal as products of their own
-- - read a wing's mid joint (middle joint, wingette) as the flat alone, no split wing, and flats & drumettes as split
--   wings; keep a ham not said Parma or San Daniele (domestic prosciutto) apart from the protected ones
-- The keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
