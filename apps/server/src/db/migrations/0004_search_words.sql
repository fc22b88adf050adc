-- The vocabulary of item names, for typo-tolerant search: a misspelt word is matched by trigram similarity
-- against this small table of distinct words, and the words it finds are then searched with the full-text index
-- (restricted to what the restaurant can see), instead of comparing trigrams with every item name.
CREATE TABLE search_words (
  word text PRIMARY KEY CHECK (length(word) BETWEEN 3 AND 40)
);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);

CREATE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w.lexeme
    FROM new_items n, unnest(to_tsvector('simple', n.name)) w
    WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '[^[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER items_search_words_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
CREATE TRIGGER items_search_words_update AFTER UPDATE ON items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();

INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme
  FROM items i, unnest(to_tsvector('simple', i.name)) w
  WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '[^[:alpha:]]'
ON CONFLICT DO NOTHING;
