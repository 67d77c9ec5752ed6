ALTER TABLE "company_details" ADD COLUMN "grievance_officer_name" text;--> statement-breakpoint
ALTER TABLE "company_details" ADD COLUMN "grievance_officer_email" text;--> statement-breakpoint
ALTER TABLE "company_details" ADD COLUMN "grievance_officer_phone" text;