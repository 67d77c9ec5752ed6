-- Every committed catalogue change leaves a row in catalogue_changes (see schema/catalogue.ts), so the
-- catalogue cache of every process drops exactly what a change affects. Statement-level triggers
-- with transition tables write one row per product a statement touched, not one per row.

-- Categories, their media and products themselves (added, renamed, moved, archived) can change any
-- list: "everything" (product_id null).
CREATE FUNCTION catalogue_changed_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (xact, product_id) VALUES (pg_current_xact_id(), NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Variants and photos change only the answers that show their product.
CREATE FUNCTION catalogue_changed_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (xact, product_id)
  SELECT DISTINCT pg_current_xact_id(), product_id FROM changed_new;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (xact, product_id)
  SELECT DISTINCT pg_current_xact_id(), product_id FROM changed_old;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed_both_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (xact, product_id)
  SELECT pg_current_xact_id(), product_id
  FROM (SELECT product_id FROM changed_new UNION SELECT product_id FROM changed_old) AS touched;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everything();
--> statement-breakpoint
CREATE TRIGGER category_media_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_media
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everything();
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everything();
--> statement-breakpoint
CREATE TRIGGER product_variants_inserted AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_variants_updated AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_both_rows();
--> statement-breakpoint
CREATE TRIGGER product_variants_deleted AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_old_rows();
--> statement-breakpoint
CREATE TRIGGER product_variants_truncated AFTER TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everything();
--> statement-breakpoint
CREATE TRIGGER product_images_inserted AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_images_updated AFTER UPDATE ON product_images
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_both_rows();
--> statement-breakpoint
CREATE TRIGGER product_images_deleted AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_old_rows();
--> statement-breakpoint
CREATE TRIGGER product_images_truncated AFTER TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everything();
