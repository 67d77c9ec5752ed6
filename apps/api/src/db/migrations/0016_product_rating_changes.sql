-- A product's rating is shown on every answer that shows the product, and on nothing else: no list
-- is sorted or filtered by it. So a change to product_ratings is logged for its product alone and
-- marked stock_only, which to the catalogue caches means "drop the answers that show this product,
-- keep the rest" (see 0012): a review does not empty every cache as a change to products would.
CREATE FUNCTION product_ratings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (xact, product_id, stock_only)
  SELECT pg_current_xact_id(), product_id, true
  FROM (SELECT product_id FROM changed_new UNION SELECT product_id FROM changed_old) AS touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_ratings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (xact, product_id, stock_only)
  SELECT DISTINCT pg_current_xact_id(), product_id, true FROM changed_new;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_ratings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (xact, product_id, stock_only)
  SELECT DISTINCT pg_current_xact_id(), product_id, true FROM changed_old;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_ratings_inserted AFTER INSERT ON product_ratings
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION product_ratings_inserted();
--> statement-breakpoint
CREATE TRIGGER product_ratings_updated AFTER UPDATE ON product_ratings
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION product_ratings_changed();
--> statement-breakpoint
CREATE TRIGGER product_ratings_deleted AFTER DELETE ON product_ratings
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION product_ratings_deleted();
