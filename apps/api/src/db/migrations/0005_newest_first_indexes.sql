DROP INDEX "products_live_category_created_idx";--> statement-breakpoint
DROP INDEX "products_live_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_id_order_date_idx";--> statement-breakpoint
DROP INDEX "orders_status_order_date_idx";--> statement-breakpoint
DROP INDEX "orders_order_date_idx";--> statement-breakpoint
CREATE INDEX "products_live_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_live_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "orders_user_newest_idx" ON "orders" USING btree ("user_id","order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_newest_idx" ON "orders" USING btree ("delivery_status","order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_newest_idx" ON "orders" USING btree ("order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);