-- Phone-first (issue 54): one-time sign-in codes by SMS, a verified mobile belonging to one account,
-- the WhatsApp opt-in with its time and place, shoppers without an email (stored empty), WhatsApp
-- button replies acted on once, and which order messages the shop also sends by WhatsApp.
CREATE TABLE "mobile_codes" (
	"mobile" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_codes_attempts_check" CHECK ("mobile_codes"."attempts" >= 0),
	CONSTRAINT "mobile_codes_mobile_check" CHECK ("mobile_codes"."mobile" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "whatsapp_replies" (
	"message_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_lower_key";--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "whatsapp_messages" text[] DEFAULT array['ORDER_PLACED','SHIPPED','OUT_FOR_DELIVERY','DELIVERED','UNDELIVERED']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in_source" text;--> statement-breakpoint
CREATE INDEX "mobile_codes_expires_at_idx" ON "mobile_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_mobile_key" ON "users" USING btree ("mobile") WHERE "users"."mobile_verified";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';