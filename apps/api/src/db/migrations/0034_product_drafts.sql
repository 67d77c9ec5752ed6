-- Product drafts (issue 52): a DRAFT product is kept out of the storefront (lists, search, its page,
-- the sitemap, carts and orders) until it is published; every product so far stays ACTIVE.
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('ACTIVE', 'DRAFT'));--> statement-breakpoint
-- place_order (migrations 0025 and 0032) counts a draft's variants as not live, as it does an archived
-- product's: its statement is left as it is but for that one condition, so it is edited in place
-- rather than written out again.
DO $$
DECLARE
  source text := pg_get_functiondef('place_order(jsonb)'::regprocedure);
  live text := 'v.archived_at IS NULL AND p.archived_at IS NULL AS live';
BEGIN
  IF position(live IN source) = 0 THEN
    RAISE EXCEPTION 'place_order no longer reads live variants as migration 0034 expects';
  END IF;
  EXECUTE replace(source, live, 'v.archived_at IS NULL AND p.archived_at IS NULL AND p.status = ''ACTIVE'' AS live');
END $$;
