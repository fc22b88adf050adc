-- The total printed on an invoice, as read when it was parsed: the invoice list shows it before anything is imported.
ALTER TABLE invoices ADD COLUMN parsed_total numeric(14, 2);
