-- Parse instructions and document types belong to the restaurant that taught them: what one restaurant saves about
-- a supplier's layout changes only its own parses. A parse instruction without a restaurant is the supplier's
-- shared default, which only an admin may write; a restaurant's own instruction wins over it.

-- Parse instructions ---------------------------------------------------------------------------------------------
ALTER TABLE parse_instructions ADD COLUMN business_id integer REFERENCES businesses (id) ON DELETE CASCADE;

-- Existing instructions were shared by every restaurant. One an admin wrote stays the shared default; one a
-- restaurant user wrote becomes that restaurant's own; one whose writer is unknown (or has no restaurant) was
-- written by nobody an admin vouches for and is dropped.
UPDATE parse_instructions p
   SET business_id = m.business_id
  FROM users u
  JOIN team_memberships m ON m.user_id = u.id
 WHERE u.id = p.created_by
   AND u.usertype <> 'admin'
   AND m.business_id IS NOT NULL;

DELETE FROM parse_instructions p
 WHERE p.business_id IS NULL
   AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.created_by AND u.usertype = 'admin');

DROP INDEX parse_instructions_supplier_action;
CREATE UNIQUE INDEX parse_instructions_restaurant ON parse_instructions (business_id, supplier_id, action)
  WHERE business_id IS NOT NULL;
CREATE UNIQUE INDEX parse_instructions_shared_default ON parse_instructions (supplier_id, action)
  WHERE business_id IS NULL;

-- Document types -------------------------------------------------------------------------------------------------
ALTER TABLE document_types ADD COLUMN business_id integer REFERENCES businesses (id) ON DELETE CASCADE;

-- A type belongs to the restaurant of the user who created it.
UPDATE document_types t
   SET business_id = m.business_id
  FROM team_memberships m
 WHERE m.user_id = t.created_by
   AND m.business_id IS NOT NULL;

DROP INDEX document_types_supplier_name;

-- Every other restaurant that filed documents under a type gets its own copy, and its documents and invoices
-- point to that copy.
INSERT INTO document_types (supplier_id, name, created_by, created_at, business_id)
SELECT DISTINCT ON (d.business_id, t.id) t.supplier_id, t.name, NULL, t.created_at, d.business_id
  FROM documents d
  JOIN document_types t ON t.id = d.document_type_id
 WHERE d.business_id IS NOT NULL
   AND t.business_id IS DISTINCT FROM d.business_id
 ORDER BY d.business_id, t.id;

UPDATE documents d
   SET document_type_id = own.id
  FROM document_types t, document_types own
 WHERE t.id = d.document_type_id
   AND t.business_id IS DISTINCT FROM d.business_id
   AND own.business_id = d.business_id
   AND own.supplier_id = t.supplier_id
   AND lower(own.name) = lower(t.name);

UPDATE invoices i
   SET document_type_id = own.id
  FROM document_types t, document_types own
 WHERE t.id = i.document_type_id
   AND t.business_id IS DISTINCT FROM i.business_id
   AND own.business_id = i.business_id
   AND own.supplier_id = t.supplier_id
   AND lower(own.name) = lower(t.name);

-- A type no restaurant can be found for was never used by one.
UPDATE invoices SET document_type_id = NULL
 WHERE document_type_id IN (SELECT id FROM document_types WHERE business_id IS NULL);
DELETE FROM document_types WHERE business_id IS NULL;

ALTER TABLE document_types ALTER COLUMN business_id SET NOT NULL;
CREATE UNIQUE INDEX document_types_restaurant_name ON document_types (business_id, supplier_id, lower(name));

-- Invoices by email ----------------------------------------------------------------------------------------------
-- Each restaurant's secret inbound address is invoices+<token>@<inbound domain>; the token is made on first use
-- and replaced when the restaurant rotates it (the old address then stops working).
ALTER TABLE businesses ADD COLUMN inbound_token text CHECK (inbound_token ~ '^[a-z0-9]{20,64}$');
CREATE UNIQUE INDEX businesses_inbound_token ON businesses (inbound_token);
