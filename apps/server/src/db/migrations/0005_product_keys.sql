-- The product key of each item (the same for one product however a supplier words it, see catalog/compare.ts),
-- stored so the savings report can find the same product at other suppliers through an index instead of
-- comparing the whole catalogue. It is computed by the application and filled in lazily; renaming an item
-- clears it so it is computed again.
ALTER TABLE items ADD COLUMN product_key text CHECK (length(product_key) <= 500);
CREATE INDEX items_supplier_product_key ON items (supplier_id, product_key) WHERE product_key <> '';
-- Finds the few items still without a key cheaply once the rest are filled in.
CREATE INDEX items_supplier_no_product_key ON items (supplier_id) WHERE product_key IS NULL;

CREATE FUNCTION items_reset_product_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    NEW.product_key := NULL;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER items_product_key_reset BEFORE UPDATE OF name ON items
  FOR EACH ROW EXECUTE FUNCTION items_reset_product_key();
