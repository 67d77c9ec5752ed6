ALTER TABLE "catalogue_changes" ADD COLUMN "stock_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An update to variants marks each touched product stock_only when its variants kept every column
-- but stock (and updated_at): an order, a cancellation or a return. Such a change can only alter
-- answers that show that product or filter by stock, so caches keep other products' lists.
CREATE FUNCTION catalogue_changed_variant_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (xact, product_id, stock_only)
  SELECT pg_current_xact_id(), product_id, bool_and(stock_only)
  FROM (
    SELECT n.product_id,
      o.product_id IS NOT DISTINCT FROM n.product_id
        AND to_jsonb(o) - 'stock' - 'updated_at' = to_jsonb(n) - 'stock' - 'updated_at' AS stock_only
    FROM changed_new n LEFT JOIN changed_old o ON o.id = n.id
    UNION ALL
    SELECT o.product_id, false
    FROM changed_old o LEFT JOIN changed_new n ON n.id = o.id
    WHERE n.id IS NULL OR n.product_id <> o.product_id
  ) AS touched
  GROUP BY product_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER product_variants_updated ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_updated AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_variant_rows();
