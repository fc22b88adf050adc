-- A version per search scope ('s<supplier>' for a supplier's catalogue, 'b<business>' for what belongs to one
-- restaurant: its suppliers, order guide, categories, own items and prices). Every change that can alter a search
-- result bumps its scope's version in the same transaction, so a search result remembered with the versions it was
-- computed under is still exact while they are unchanged, in any number of API processes.
CREATE TABLE search_versions (
  scope   text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);

CREATE FUNCTION search_versions_bump(scopes text[]) RETURNS void LANGUAGE sql AS $$
  -- In scope order, so two transactions bumping the same scopes lock them in the same order.
  INSERT INTO search_versions AS v (scope)
    SELECT DISTINCT s FROM unnest(scopes) AS s WHERE s IS NOT NULL ORDER BY 1
  ON CONFLICT (scope) DO UPDATE SET version = v.version + 1
$$;

CREATE FUNCTION search_item_scope(supplier_id integer, business_id integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN business_id IS NULL THEN 's' || supplier_id ELSE 'b' || business_id END
$$;

-- items: what a search shows of them (an update of other columns, such as the product key, changes nothing).
CREATE FUNCTION search_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_versions_bump(ARRAY(SELECT search_item_scope(supplier_id, business_id) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_versions_bump(ARRAY(SELECT search_item_scope(supplier_id, business_id) FROM old_rows));
  ELSE
    PERFORM search_versions_bump(ARRAY(
      SELECT search_item_scope(s.supplier_id, s.business_id)
      FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL (VALUES (o.supplier_id, o.business_id),
        (n.supplier_id, n.business_id)) AS s (supplier_id, business_id)
      WHERE (o.supplier_id, o.business_id, o.name, o.item_code, o.category, o.unit, o.pack, o.active)
        IS DISTINCT FROM (n.supplier_id, n.business_id, n.name, n.item_code, n.category, n.unit, n.pack, n.active)));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER items_search_version_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_items_changed();
CREATE TRIGGER items_search_version_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_items_changed();
CREATE TRIGGER items_search_version_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_items_changed();

-- item_prices: a restaurant's own price bumps the restaurant, a catalogue price the item's scope.
CREATE FUNCTION search_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_versions_bump(ARRAY(
      SELECT COALESCE('b' || p.business_id, search_item_scope(i.supplier_id, i.business_id))
      FROM new_rows p LEFT JOIN items i ON i.id = p.item_id));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM search_versions_bump(ARRAY(
      SELECT COALESCE('b' || p.business_id, search_item_scope(i.supplier_id, i.business_id))
      FROM old_rows p LEFT JOIN items i ON i.id = p.item_id));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER item_prices_search_version_insert AFTER INSERT ON item_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_prices_changed();
CREATE TRIGGER item_prices_search_version_update AFTER UPDATE ON item_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_prices_changed();
CREATE TRIGGER item_prices_search_version_delete AFTER DELETE ON item_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_prices_changed();

-- Tables of one restaurant: its suppliers, its order guide, its own categories.
CREATE FUNCTION search_business_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM search_versions_bump(ARRAY(SELECT 'b' || business_id FROM new_rows));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM search_versions_bump(ARRAY(SELECT 'b' || business_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER business_suppliers_search_version_insert AFTER INSERT ON business_suppliers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_business_changed();
CREATE TRIGGER business_suppliers_search_version_update AFTER UPDATE ON business_suppliers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_business_changed();
CREATE TRIGGER business_suppliers_search_version_delete AFTER DELETE ON business_suppliers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_business_changed();
CREATE TRIGGER order_guide_items_search_version_insert AFTER INSERT ON order_guide_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_business_changed();
CREATE TRIGGER order_guide_items_search_version_update AFTER UPDATE ON order_guide_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_business_changed();
CREATE TRIGGER order_guide_items_search_version_delete AFTER DELETE ON order_guide_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_business_changed();
CREATE TRIGGER business_item_categories_search_version_insert AFTER INSERT ON business_item_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_business_changed();
CREATE TRIGGER business_item_categories_search_version_update AFTER UPDATE ON business_item_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_business_changed();
CREATE TRIGGER business_item_categories_search_version_delete AFTER DELETE ON business_item_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_business_changed();

-- A supplier's name shows in every result of its items.
CREATE FUNCTION search_suppliers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_versions_bump(ARRAY(
    SELECT 's' || n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;
CREATE TRIGGER suppliers_search_version_update AFTER UPDATE ON suppliers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_suppliers_changed();
