CREATE TABLE `rate_limit_buckets` (
	`key` text PRIMARY KEY NOT NULL,
	`tokens` real NOT NULL,
	`updated_at` integer NOT NULL,
	`full_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_buckets_full_idx` ON `rate_limit_buckets` (`full_at`);--> statement-breakpoint
CREATE INDEX `order_items_image_idx` ON `order_items` (`image_url`);--> statement-breakpoint
CREATE INDEX `product_images_url_idx` ON `product_images` (`url`);