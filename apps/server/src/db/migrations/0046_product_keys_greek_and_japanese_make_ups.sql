-- Product keys now read Greek make-ups (γρ grams, κιλά and κιλό kilos, λτ litres, τεμ. pieces, ματσάκια bunches) and
-- Japanese counters (入 so many to the case, 枚 sheets) as measures, and read no unit at the start of a longer Greek
-- word; read known words after a closing dash as the kind ('Plantains - Green'), no brand; read the cuts of the beef
-- round (topside and top round, silverside and bottom round, eye of round); keep demerara and muscovado sugars apart
-- from golden (light brown) sugar, and Japanese cucumbers (kyuri) and long onions (naga negi) apart from field
-- cucumbers and yellow onions; read escallion as scallion, filo as phyllo, soya beans as soybeans and lard glossed
-- 'manteca' as lard; weigh condensed milk written 'MILK COND' (no container of a volume); read saltfish and salted
-- cod as salt cod, red peas as red kidney beans, 'JALAP' as jalapeño and koikuchi '(dark)' as the ordinary soy sauce:
-- the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
