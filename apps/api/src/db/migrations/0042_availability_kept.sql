ALTER TABLE "catalogue_changes" ADD COLUMN "availability_kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A change to variants' stock alone is marked availability_kept when every variant is in stock, or
-- sold out, as it was before (a sale of one of several, a return to one not sold out): lists of what
-- is in stock, their counts and the landing pages' rails then stay as they are, and kept pages and
-- answers write the new figures into what they show instead of being drawn again. Anything else
-- (and every row written before this) counts as a change to what is in stock.
CREATE OR REPLACE FUNCTION catalogue_changed_variant_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (xact, product_id, stock_only, availability_kept)
  SELECT pg_current_xact_id(), product_id, bool_and(stock_only), bool_and(stock_only AND in_stock_kept)
  FROM (
    SELECT n.product_id,
      o.product_id IS NOT DISTINCT FROM n.product_id
        AND to_jsonb(o) - 'stock' - 'updated_at' = to_jsonb(n) - 'stock' - 'updated_at' AS stock_only,
      (o.stock > 0) IS NOT DISTINCT FROM (n.stock > 0) AS in_stock_kept
    FROM changed_new n LEFT JOIN changed_old o ON o.id = n.id
    UNION ALL
    SELECT o.product_id, false, false
    FROM changed_old o LEFT JOIN changed_new n ON n.id = o.id
    WHERE n.id IS NULL OR n.product_id <> o.product_id
  ) AS touched
  GROUP BY product_id;
  RETURN NULL;
END $$;
