-- Product keys now:
-- - read British food-service names as the North American ones: swede (rutabaga), cos lettuce (romaine), mangetout
--   (snow peas), beetroot, celeriac (celery root), Chinese leaf (napa cabbage), chestnut mushrooms (cremini), coley
--   (pollock), gammon (ham), strong flour (bread flour), wholemeal (whole wheat), cornflour (cornstarch), sweetcorn,
--   passata (tomato purée), sultanas, treacle, groundnut oil, single and soured cream, mature and extra mature
--   cheddar (sharp, extra sharp), fillet steak, topside and silverside, crisps, kitchen roll, bin bags and refuse
--   sacks, washing-up liquid, washing powder, hand wash, scourers and cling film
-- - read self-rising flour as self-raising flour
-- The keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
