ALTER TABLE "category_media" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "category_media" ADD COLUMN "offer" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "color" text;