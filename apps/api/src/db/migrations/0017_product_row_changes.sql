ALTER TABLE "catalogue_changes" ADD COLUMN "product_row" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A product's own row (added, renamed, moved, archived, deleted) is logged with its id and marked
-- product_row, instead of as "everything" (product_id null): the finding index then places just
-- those products again instead of reading the whole catalogue, while the catalogue cache still
-- drops every answer, since a product's name or category shows in lists, counts and searches.
CREATE FUNCTION catalogue_changed_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO catalogue_changes (xact, product_id, product_row)
    SELECT DISTINCT pg_current_xact_id(), id, true FROM changed_new;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO catalogue_changes (xact, product_id, product_row)
    SELECT DISTINCT pg_current_xact_id(), id, true FROM changed_old;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER products_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_product_rows();
--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_product_rows();
--> statement-breakpoint
CREATE TRIGGER products_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_product_rows();
--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_everything();
