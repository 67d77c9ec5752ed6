CREATE TABLE "catalogue_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"xact" "xid8" NOT NULL,
	"product_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_xact_idx" ON "catalogue_changes" USING btree ("xact");--> statement-breakpoint
CREATE INDEX "catalogue_changes_at_idx" ON "catalogue_changes" USING btree ("at");