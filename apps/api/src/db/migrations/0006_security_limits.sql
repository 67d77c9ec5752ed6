CREATE TABLE "revoked_tokens" (
	"token_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cod_max_open_orders" integer DEFAULT 5 NOT NULL,
	"cod_max_open_value" numeric(12, 2) DEFAULT '50000.00' NOT NULL,
	"max_quantity_per_line" integer DEFAULT 50 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row_check" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_cod_max_open_orders_check" CHECK ("shop_settings"."cod_max_open_orders" >= 0),
	CONSTRAINT "shop_settings_cod_max_open_value_check" CHECK ("shop_settings"."cod_max_open_value" >= 0),
	CONSTRAINT "shop_settings_max_quantity_per_line_check" CHECK ("shop_settings"."max_quantity_per_line" >= 1)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_after_cancel_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_at_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payments_paid_after_cancel_idx" ON "payments" USING btree ("paid_after_cancel_at") WHERE "payments"."paid_after_cancel_at" is not null;--> statement-breakpoint
INSERT INTO "shop_settings" ("id") VALUES (1);