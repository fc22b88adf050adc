-- Product keys now keep gluten-free flours and dairy-free (plant-based) cheeses, butters and creams apart from the
-- wheat and dairy ones, and read diet tags in square brackets ('[GF][DF][V][NF]') as no words of the product; read a
-- name of labelled fields ('Item: …; Style: …; Size: …') as its fields; and leave out a gloss in another language
-- given in braces ('{Kothamalli}'); keep rices of a variety (basmati, jasmine, samba, ponni, matta, sona
-- masoori) apart from rice of none named; read plant beverages, nectars and fruit juice in cups as liquids; read pizza
-- dough (in balls) apart from pizza; read button mushrooms as white, a nectar as no more than a drink and 'portion
-- ctrl' as portions; read a compartment written 'COMPT'; read seer fish as king mackerel, atta as a whole wheat
-- flour of its own and green gram as mung beans; read pizza boxes and pizza savers as no pizza and keep camel milk
-- apart: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
