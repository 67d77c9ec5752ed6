-- Store credit (issue 55): a ledger of signed entries per customer, its balance, where a return's
-- refund goes, and what each order paid from credit.
CREATE TABLE "store_credit_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_balances_balance_check" CHECK ("store_credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"return_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_amount_check" CHECK ("store_credit_entries"."amount" <> 0),
	CONSTRAINT "store_credit_entries_reason_check" CHECK ("store_credit_entries"."reason" in ('RETURN_REFUND', 'ORDER_PAYMENT', 'ORDER_CANCELED')),
	CONSTRAINT "store_credit_entries_sign_check" CHECK (("store_credit_entries"."reason" = 'ORDER_PAYMENT') = ("store_credit_entries"."amount" < 0)),
	CONSTRAINT "store_credit_entries_source_check" CHECK (case "store_credit_entries"."reason" when 'RETURN_REFUND' then "store_credit_entries"."return_id" is not null
        else "store_credit_entries"."order_id" is not null and "store_credit_entries"."return_id" is null end)
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_method_check";--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_to" text DEFAULT 'ORIGINAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_used" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_balances" ADD CONSTRAINT "store_credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_entries_user_newest_idx" ON "store_credit_entries" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_order_reason_key" ON "store_credit_entries" USING btree ("order_id","reason") WHERE "store_credit_entries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_return_key" ON "store_credit_entries" USING btree ("return_id") WHERE "store_credit_entries"."return_id" is not null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('PROVIDER', 'RECORDED', 'STORE_CREDIT'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_to_check" CHECK ("returns"."refund_to" in ('ORIGINAL', 'STORE_CREDIT'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_credit_used_check" CHECK ("orders"."store_credit_used" between 0 and "orders"."order_total");--> statement-breakpoint
-- Every entry moves its customer's balance in the same statement, so the balance is always the sum of
-- the ledger and its check refuses an entry that would take it below zero, whatever wrote it.
CREATE FUNCTION store_credit_entry_moves_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The row is made at 0 first: a check is judged on the row proposed by an upsert before its
  -- conflict is, and two first entries written at once must both find it.
  INSERT INTO store_credit_balances (user_id, balance, updated_at)
  VALUES (NEW.user_id, 0, NEW.created_at)
  ON CONFLICT (user_id) DO NOTHING;
  UPDATE store_credit_balances SET balance = balance + NEW.amount, updated_at = NEW.created_at
  WHERE user_id = NEW.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER store_credit_entries_balance AFTER INSERT ON store_credit_entries
  FOR EACH ROW EXECUTE FUNCTION store_credit_entry_moves_balance();
