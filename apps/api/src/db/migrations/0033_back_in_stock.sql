-- Back in stock (issues 54 and 55): shoppers waiting for a sold-out variant, told once when it has
-- stock again; and back in stock among the messages a shop sends by WhatsApp, on by default as the
-- others are (a shop that chose its order messages has said nothing about this new one).
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_user_variant_key" UNIQUE("user_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "whatsapp_messages" SET DEFAULT array['ORDER_PLACED','SHIPPED','OUT_FOR_DELIVERY','DELIVERED','UNDELIVERED','BACK_IN_STOCK']::text[];--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_variant_idx" ON "stock_alerts" USING btree ("variant_id");--> statement-breakpoint
UPDATE "shop_settings" SET "whatsapp_messages" = array_append("whatsapp_messages", 'BACK_IN_STOCK')
  WHERE NOT ('BACK_IN_STOCK' = ANY ("whatsapp_messages"));
