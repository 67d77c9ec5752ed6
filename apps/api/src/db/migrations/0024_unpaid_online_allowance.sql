ALTER TABLE "shop_settings" ADD COLUMN "online_max_unpaid_orders" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "online_max_held_units" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_unpaid_online_idx" ON "orders" USING btree ("user_id") WHERE "orders"."payment_method" = 'ONLINE_PAYMENT' and "orders"."payment_status" = 'PENDING' and "orders"."delivery_status" in ('PENDING', 'SHIPPED');--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_online_max_unpaid_orders_check" CHECK ("shop_settings"."online_max_unpaid_orders" >= 1);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_online_max_held_units_check" CHECK ("shop_settings"."online_max_held_units" >= 1);