-- Product keys now read fields set apart by pipes ('SUGAR | POWDERED') as a name with commas, cream cheese as a kind
-- of cheese (a 'CHEESE | CREAM CHEESE' is cream cheese), fresh mozzarella apart from the low-moisture block, a French
-- 'conserve n° 10' as a #10 can, plastic food wrap as film, greens sold washed (cleaned, lavés) as the same greens, a
-- clam of berries as their clamshell, T-OFF and T-ON as tail-off and tail-on, shrimp as raw and frozen (cooked ones
-- too) unless said otherwise, beans as whole, and beans and chickpeas sold by the pound with no can said as dry ones,
-- a garbanzo bean as a chickpea, green peas and kernel corn in no can as frozen (snow and snap peas apart), kernel
-- corn as sweet and whole, light brown sugar as golden, a canola oil's clear fry as frying (not frozen fries),
-- an oil's clear and liquid as saying nothing more, a fillet or side of 2 lb or more ('3-4 lb' salmon) as weighed
-- rather than sized, and Ranch before Dressing as the dressing rather than a brand: the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
