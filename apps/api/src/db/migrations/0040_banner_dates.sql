-- A banner's start and end (issue 55): an active banner shows while now is in its window. Its
-- trigger (0036) logs writes; the moments it starts and ends are followed by the kept answers and
-- pages themselves (docs/api.md §17). The check refuses a window that never opens, whatever writes it.
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_window_check" CHECK ("banners"."ends_at" > "banners"."starts_at");