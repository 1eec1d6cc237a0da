CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary a typo is corrected against (issue 20, docs/decisions/0047): every word of the
-- products' documents that a typed word may be corrected to, 3 letters or more and without digits
-- (numbers, pack sizes and references are matched as typed). The rule is this one function, read
-- by the correction query too (src/api/services/catalogue-search.ts).
CREATE FUNCTION shop_search_correctable(word text) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT length(word) >= 3 AND word !~ '[0-9]'
$$;
--> statement-breakpoint
CREATE FUNCTION shop_search_vocabulary(document text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT word FROM regexp_split_to_table(document, '[ ;]+') word WHERE shop_search_correctable(word)
$$;
--> statement-breakpoint
-- Added once per statement from its transition table, in one order so that two writers adding the
-- same new words never wait on each other crosswise.
CREATE FUNCTION shop_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT word FROM new_rows, shop_search_vocabulary(new_rows.search_document) word ORDER BY word
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
      SELECT DISTINCT word FROM new_rows n JOIN old_rows o ON o.id = n.id, shop_search_vocabulary(n.search_document) word
      WHERE n.search_document IS DISTINCT FROM o.search_document ORDER BY word
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_search_words_add();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_search_words_add();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT word FROM products, shop_search_vocabulary(products.search_document) word ORDER BY word
  ON CONFLICT DO NOTHING;
