CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary a typo is corrected against (issue 20, docs/decisions/0047): every word of the
-- products' documents, 3 letters or more and without digits (numbers, pack sizes and references
-- are matched as typed). Added once per statement from its transition table, in one order so that
-- two writers adding the same new words never wait on each other crosswise.
CREATE FUNCTION shop_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_rows, regexp_split_to_table(new_rows.search_document, '[ ;]+') w
      WHERE length(w) >= 3 AND w !~ '[0-9]' ORDER BY w
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id, regexp_split_to_table(n.search_document, '[ ;]+') w
      WHERE n.search_document IS DISTINCT FROM o.search_document AND length(w) >= 3 AND w !~ '[0-9]' ORDER BY w
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
  SELECT DISTINCT w FROM products, regexp_split_to_table(products.search_document, '[ ;]+') w
  WHERE length(w) >= 3 AND w !~ '[0-9]' ORDER BY w
  ON CONFLICT DO NOTHING;
