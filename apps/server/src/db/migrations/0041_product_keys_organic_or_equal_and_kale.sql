-- Product keys now read a farm co-op's "og" as organic, leave a bid list's "or equal" out, read a known English word
-- as itself rather than as an abbreviation its stem is (kale is not kalamata), ghee as a clarified butter whatever
-- else the name calls it, a halal house's hand-slaughtered bird as halal, and leave Caribbean Spanish dozens (DOC)
-- and bunches (mazos) out as counts, read the Spanish shorthands c/ and s/ before hueso and piel and a seasoning
-- without pepper as the pepper-free kind: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
