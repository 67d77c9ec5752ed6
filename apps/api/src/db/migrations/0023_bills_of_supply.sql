ALTER TABLE "invoices" ALTER COLUMN "seller_gstin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "seller_state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'TAX_INVOICE' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('TAX_INVOICE', 'BILL_OF_SUPPLY'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tax_invoice_seller_check" CHECK ("invoices"."kind" <> 'TAX_INVOICE' or ("invoices"."seller_gstin" is not null and "invoices"."seller_state" is not null));