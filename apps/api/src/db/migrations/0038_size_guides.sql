-- A category's own size guide. Written to categories, so the change log (0008) drops every kept answer
-- and page that shows it.
ALTER TABLE "categories" ADD COLUMN "size_guide" jsonb;