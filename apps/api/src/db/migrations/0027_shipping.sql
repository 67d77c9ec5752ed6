-- Couriers (docs/api.md "Delivery"): the shop's delivery rules (one row, its defaults serving every
-- pincode with cash on delivery), each parcel booked with a provider, and its tracking events.
CREATE TABLE "delivery_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"blocked_prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"cod_blocked_prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"city_days_from" integer DEFAULT 1 NOT NULL,
	"city_days_to" integer DEFAULT 2 NOT NULL,
	"state_days_from" integer DEFAULT 2 NOT NULL,
	"state_days_to" integer DEFAULT 4 NOT NULL,
	"rest_days_from" integer DEFAULT 4 NOT NULL,
	"rest_days_to" integer DEFAULT 7 NOT NULL,
	"dispatch_cutoff_hour" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_rules_single_row_check" CHECK ("delivery_rules"."id" = 1),
	CONSTRAINT "delivery_rules_days_check" CHECK (0 <= "delivery_rules"."city_days_from" and "delivery_rules"."city_days_from" <= "delivery_rules"."city_days_to" and 0 <= "delivery_rules"."state_days_from" and "delivery_rules"."state_days_from" <= "delivery_rules"."state_days_to" and 0 <= "delivery_rules"."rest_days_from" and "delivery_rules"."rest_days_from" <= "delivery_rules"."rest_days_to"),
	CONSTRAINT "delivery_rules_cutoff_check" CHECK ("delivery_rules"."dispatch_cutoff_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"location" text,
	"description" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_status_check" CHECK ("shipment_events"."status" in ('BOOKED', 'PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'UNDELIVERED', 'RTO_INITIATED', 'RTO_DELIVERED'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text DEFAULT 'FORWARD' NOT NULL,
	"return_id" uuid,
	"provider" text NOT NULL,
	"courier" text,
	"awb" text,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	"provider_ref" text,
	"tracking_url" text,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shipments_kind_check" CHECK ("shipments"."kind" in ('FORWARD', 'RETURN')),
	CONSTRAINT "shipments_kind_return_check" CHECK (("shipments"."kind" = 'RETURN') = ("shipments"."return_id" is not null)),
	CONSTRAINT "shipments_provider_check" CHECK ("shipments"."provider" in ('manual', 'simulator', 'shiprocket')),
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('BOOKED', 'PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'UNDELIVERED', 'RTO_INITIATED', 'RTO_DELIVERED')),
	CONSTRAINT "shipments_size_check" CHECK ("shipments"."weight_grams" > 0 and "shipments"."length_cm" > 0 and "shipments"."breadth_cm" > 0 and "shipments"."height_cm" > 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_shipment_event_key" ON "shipment_events" USING btree ("shipment_id","event_id");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_at_idx" ON "shipment_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_forward_order_key" ON "shipments" USING btree ("order_id") WHERE "shipments"."kind" = 'FORWARD';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_return_key" ON "shipments" USING btree ("return_id") WHERE "shipments"."return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_provider_awb_key" ON "shipments" USING btree ("provider","awb") WHERE "shipments"."awb" is not null;--> statement-breakpoint
CREATE INDEX "shipments_booked_at_idx" ON "shipments" USING btree ("booked_at");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status");--> statement-breakpoint
INSERT INTO "delivery_rules" ("id") VALUES (1);
