-- Product keys now read pack notations and portion sizes (a '6 OZ' portion beside a '10 LB' pack), counts that
-- size produce (lemons 115), can sizes (#10), Quebec French and more distributor abbreviations, and they depend on
-- the pack column too: the keys stored before are stale, and a new pack clears the key as a new name does.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;

CREATE OR REPLACE FUNCTION items_reset_product_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.pack IS DISTINCT FROM OLD.pack THEN
    NEW.product_key := NULL;
  END IF;
  RETURN NEW;
END $$;

DROP TRIGGER items_product_key_reset ON items;
CREATE TRIGGER items_product_key_reset BEFORE UPDATE OF name, pack ON items
  FOR EACH ROW EXECUTE FUNCTION items_reset_product_key();
