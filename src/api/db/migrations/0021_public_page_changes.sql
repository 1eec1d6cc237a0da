-- Every write to what public pages show announces itself on the `shop_changes` channel (the
-- channel of src/api/services/change-feed.ts), whoever makes it: a back-office service, an order
-- taking the last unit, a script or an operator's SQL. Each instance's page cache listens and
-- drops its pages (docs/decisions/0037). NOTIFY is sent on commit only, once per payload per
-- transaction.
CREATE FUNCTION shop_announce_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changes', json_build_object('topic', 'table', 'key', TG_TABLE_NAME)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY[
    'cities', 'brands', 'categories', 'slug_redirects', 'attributes', 'attribute_values',
    'product_variant_values', 'product_cities', 'city_prices', 'content_pages',
    'delivery_modes', 'delivery_fees', 'checkout_settings'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_table_change()',
      name || '_announce', name
    );
  END LOOP;
  -- Products and pack sizes: every change but the stock count, which moves with each order; the
  -- stock only when a pack size runs out or comes back (the product page says "sold out").
  FOREACH name IN ARRAY ARRAY['products', 'product_variants'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_table_change()',
      name || '_announce', name
    );
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN ('
        '(to_jsonb(OLD) - ''stock'') IS DISTINCT FROM (to_jsonb(NEW) - ''stock'') '
        'OR (OLD.stock IS NULL OR OLD.stock > 0) IS DISTINCT FROM (NEW.stock IS NULL OR NEW.stock > 0)'
      ') EXECUTE FUNCTION shop_announce_table_change()',
      name || '_announce_update', name
    );
  END LOOP;
END
$$;
