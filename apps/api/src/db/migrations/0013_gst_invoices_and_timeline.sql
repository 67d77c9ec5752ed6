CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_number_check" CHECK ("invoice_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_pincode" text NOT NULL,
	"seller_gstin" text NOT NULL,
	"seller_state" text NOT NULL,
	CONSTRAINT "invoices_sequence_check" CHECK ("invoices"."sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	CONSTRAINT "order_status_history_status_check" CHECK ("order_status_history"."status" in ('PENDING', 'SHIPPED', 'DELIVERED', 'CANCELED'))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "company_details" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "company_details" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "apparel_threshold" numeric(12, 2) DEFAULT '2500.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "apparel_rate_up_to" numeric(5, 2) DEFAULT '5.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "apparel_rate_above" numeric(5, 2) DEFAULT '18.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "order_status_history_changed_by_idx" ON "order_status_history" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "orders_full_name_trgm_idx" ON "orders" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_phone_check" CHECK ("addresses"."phone" ~ '^[6-9][0-9]{9}$');--> statement-breakpoint
ALTER TABLE "company_details" ADD CONSTRAINT "company_details_gstin_check" CHECK ("company_details"."gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_check" CHECK ("products"."hsn_code" ~ '^[0-9]{4,8}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_check" CHECK ("products"."gst_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_apparel_threshold_check" CHECK ("shop_settings"."apparel_threshold" >= 0);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_apparel_rates_check" CHECK ("shop_settings"."apparel_rate_up_to" between 0 and 100 and "shop_settings"."apparel_rate_above" between 0 and 100);