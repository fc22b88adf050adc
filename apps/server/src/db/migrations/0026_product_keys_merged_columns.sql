-- Product keys now read a line printed as merged columns ('36  1 LB  NLCLS  BUTTER SOLID UNSLTD AA': count, size,
-- brand code, description) as its description with its pack, the brand code left out; a manufacturer's model code
-- in a field before a dash ('DART 16J16 — Cup, Foam, 16 oz') and a brand after a dash closing a mixed-case name
-- ('Butter Solid Unsalted AA - Gordon Choice') are left out too; extra-heavy mayonnaise however spelled (XHVY, XTRA
-- HVY, très épaisse) as the heavy duty kind, a whole packer brisket apart from the flat, butter pats and reddies as
-- butter chips, and Spanish and Quebec French words (cebolla morada, limón persa, azúcar refinada, sal de mesa
-- yodada, chile morrón, extra grande, X-GROS, alitas cortadas, con cola, en cubos, refritos, sel cacher, ambré)
-- as what they say: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
