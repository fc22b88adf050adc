-- A restaurant may let invoices import themselves: when every line of a parsed invoice reconciles (quantity × unit
-- price = amount), the lines add up to the printed subtotal or total and the supplier is one of the restaurant's,
-- the invoice is imported without review. Off unless the restaurant's owner or an admin of it turns it on.
ALTER TABLE businesses ADD COLUMN auto_import_invoices boolean NOT NULL DEFAULT false;
