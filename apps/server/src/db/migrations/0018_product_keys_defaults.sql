-- Product keys now say what goes without saying (butter is salted, cheese comes in a block, fillets are boneless),
-- read distributor short forms not listed before (CRMBL, WTR) and French adjectives in all their endings: the keys
-- stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
