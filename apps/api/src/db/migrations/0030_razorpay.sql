-- Razorpay beside PhonePe (issue 53): the provider's own order id kept beside ours, an amount captured
-- that was not the order total (never completed, shown to the admin), and webhook events by id.
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_mismatch_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_id_idx" ON "payments" USING btree ("provider","provider_order_id") WHERE "payments"."provider_order_id" is not null;