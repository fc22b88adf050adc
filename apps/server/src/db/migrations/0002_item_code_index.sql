-- Lets an exact item-code match join the full-text and trigram matches in one bitmap scan.
CREATE INDEX items_code_only_lower ON items (lower(item_code));
