-- Catalogue search (issue 20, docs/decisions/0047): one normalised document per product, kept by
-- triggers whoever writes (a back-office save, a seed, an operator's SQL), searched through a
-- trigram index. unaccent is a trusted extension, like pg_trgm (0013): the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_document_trgm_idx" ON "products" USING gin ("search_document" gin_trgm_ops);;--> statement-breakpoint
-- What shoppers type and what products say, made comparable: accents and case gone (unaccent with
-- its dictionary named, so the function may be IMMUTABLE and indexed); Arabic alef forms, alef
-- maqsura, teh marbuta, hamza carriers, tashkeel and tatweel, Arabic-Indic digits folded; pack sizes
-- written one way (`6 × 1,5 L` and `6x1,5l` both give `6x1.5l`); anything else but letters, digits
-- and the decimal point becomes one space, so LIKE's `%`, `_` and `\` never reach a pattern.
CREATE FUNCTION shop_search_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    translate(
      regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, input)), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
      'أإآٱىةؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹×',
      'اااايهوي01234567890123456789x'),
    '(\d)\s*[x*]\s*(?=\d)', '\1x', 'g'),
    '(\d),(?=\d)', '\1.', 'g'),
    '(\d)\s+(?=(cl|ml|l)(?![a-z]))', '\1', 'g'),
    '[^[:alnum:].]+', ' ', 'g'),
    '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- A product's searched text: each part normalised, parts joined by ` ; ` so that no typed text
-- (which never holds `;`) matches across two of them.
CREATE FUNCTION shop_product_search_document(product products) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT array_to_string(ARRAY[
    shop_search_normalize(product.name_fr), shop_search_normalize(product.name_ar),
    shop_search_normalize(product.reference),
    (SELECT concat_ws(' ; ', shop_search_normalize(b.name), shop_search_normalize(b.name_ar)) FROM brands b WHERE b.id = product.brand_id),
    (SELECT concat_ws(' ; ', shop_search_normalize(c.name_fr), shop_search_normalize(c.name_ar)) FROM categories c WHERE c.id = product.category_id),
    (SELECT string_agg(concat_ws(' ; ', shop_search_normalize(v.reference), shop_search_normalize(av.label_fr), shop_search_normalize(av.label_ar)), ' ; ' ORDER BY v.sort_order, v.id)
      FROM product_variants v
      LEFT JOIN product_variant_values pvv ON pvv.variant_id = v.id
      LEFT JOIN attribute_values av ON av.id = pvv.attribute_value_id
      WHERE v.product_id = product.id AND v.is_active),
    (SELECT string_agg(shop_search_normalize(term), ' ; ') FROM unnest(product.search_terms) term)
  ], ' ; ')
$$;
--> statement-breakpoint
-- The names a query may equal for the first rank: the product's, its brand's, its search terms.
CREATE FUNCTION shop_product_search_names(product products) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY[shop_search_normalize(product.name_fr), shop_search_normalize(product.name_ar)]
    || (SELECT ARRAY[shop_search_normalize(b.name), shop_search_normalize(b.name_ar)] FROM brands b WHERE b.id = product.brand_id)
    || coalesce((SELECT array_agg(shop_search_normalize(term)) FROM unnest(product.search_terms) term), '{}'), NULL)
$$;
--> statement-breakpoint
CREATE FUNCTION shop_products_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := shop_product_search_document(NEW);
  NEW.search_names := shop_product_search_names(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only the columns the document reads (and search_document itself, which the other tables'
-- triggers set to '' to ask for a refill): a stock count moving with each order costs nothing.
CREATE TRIGGER products_search_fill BEFORE INSERT OR UPDATE OF name_fr, name_ar, reference, brand_id, category_id, search_terms, search_document
  ON products FOR EACH ROW EXECUTE FUNCTION shop_products_search_fill();
--> statement-breakpoint
-- Brands, categories and pack labels are renamed rarely: row by row is enough.
CREATE FUNCTION shop_search_refill_of_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    UPDATE products SET search_document = '' WHERE brand_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'categories' THEN
    UPDATE products SET search_document = '' WHERE category_id = NEW.id;
  ELSE
    UPDATE products SET search_document = '' WHERE id IN (
      SELECT v.product_id FROM product_variants v JOIN product_variant_values pvv ON pvv.variant_id = v.id
      WHERE pvv.attribute_value_id = NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search_refill AFTER UPDATE OF name, name_ar ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_ar IS DISTINCT FROM NEW.name_ar)
  EXECUTE FUNCTION shop_search_refill_of_renamed();
--> statement-breakpoint
CREATE TRIGGER categories_search_refill AFTER UPDATE OF name_fr, name_ar ON categories
  FOR EACH ROW WHEN (OLD.name_fr IS DISTINCT FROM NEW.name_fr OR OLD.name_ar IS DISTINCT FROM NEW.name_ar)
  EXECUTE FUNCTION shop_search_refill_of_renamed();
--> statement-breakpoint
CREATE TRIGGER attribute_values_search_refill AFTER UPDATE OF label_fr, label_ar ON attribute_values
  FOR EACH ROW WHEN (OLD.label_fr IS DISTINCT FROM NEW.label_fr OR OLD.label_ar IS DISTINCT FROM NEW.label_ar)
  EXECUTE FUNCTION shop_search_refill_of_renamed();
--> statement-breakpoint
-- Pack sizes and their labels arrive by thousands in a seed: once per statement, from its
-- transition tables. A pack size's stock moving with an order changes none of what is read.
CREATE FUNCTION shop_search_refill_of_pack_sizes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product_variants' THEN
    IF TG_OP = 'INSERT' THEN
      UPDATE products SET search_document = '' WHERE id IN (SELECT product_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE products SET search_document = '' WHERE id IN (SELECT product_id FROM old_rows);
    ELSE
      UPDATE products SET search_document = '' WHERE id IN (
        SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.reference, n.is_active, n.product_id, n.sort_order) IS DISTINCT FROM (o.reference, o.is_active, o.product_id, o.sort_order)
        UNION SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id <> o.product_id);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products SET search_document = '' WHERE id IN (
      SELECT v.product_id FROM product_variants v WHERE v.id IN (SELECT variant_id FROM old_rows));
  ELSE
    UPDATE products SET search_document = '' WHERE id IN (
      SELECT v.product_id FROM product_variants v WHERE v.id IN (SELECT variant_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['product_variants', 'product_variant_values'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_search_refill_of_pack_sizes()', name || '_search_insert', name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_search_refill_of_pack_sizes()', name || '_search_update', name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_search_refill_of_pack_sizes()', name || '_search_delete', name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The planner estimates LIKE and `<%` by running them over this column's statistics sample: with
-- the default 100 long documents that took 3–4 ms of planning per statement (issue 20's benchmark),
-- with 10 about 0.5 ms, and the plans stayed the same.
ALTER TABLE products ALTER COLUMN search_document SET STATISTICS 10;--> statement-breakpoint
UPDATE products SET search_document = '';
