-- Product keys now read cuts only beef is sold as (strip loin, rib eye, brisket, sirloin) as beef whether or not the
-- name says it, and a measure after 'caisse de' / 'boîte de' as the pack (so a portion size beside it stays one):
-- the keys stored before are stale.
UPDATE items SET product_key = NULL WHERE product_key IS NOT NULL;
