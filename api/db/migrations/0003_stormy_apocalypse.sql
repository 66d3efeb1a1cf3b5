DROP INDEX `products_listed_cat_created_idx`;--> statement-breakpoint
DROP INDEX `products_listed_sale_created_idx`;--> statement-breakpoint
DROP INDEX `products_listed_created_idx`;--> statement-breakpoint
DROP INDEX `products_listed_price_idx`;--> statement-breakpoint
DROP INDEX `products_listed_rating_idx`;--> statement-breakpoint
DROP INDEX `products_listed_sales_idx`;--> statement-breakpoint
DROP INDEX `products_listed_name_idx`;--> statement-breakpoint
CREATE INDEX `products_listed_sale_price_idx` ON `products` (`is_listed`,`is_on_sale`,`price_cents`);--> statement-breakpoint
CREATE INDEX `products_listed_cat_sale_price_idx` ON `products` (`is_listed`,`category_id`,`is_on_sale`,`price_cents`);--> statement-breakpoint
CREATE INDEX `products_listed_created_idx` ON `products` (`is_listed`,`created_at`,`id`,`category_id`,`is_on_sale`,`price_cents`);--> statement-breakpoint
CREATE INDEX `products_listed_price_idx` ON `products` (`is_listed`,`price_cents`,`id`,`category_id`,`is_on_sale`);--> statement-breakpoint
CREATE INDEX `products_listed_rating_idx` ON `products` (`is_listed`,`rating`,`id`,`category_id`,`is_on_sale`,`price_cents`);--> statement-breakpoint
CREATE INDEX `products_listed_sales_idx` ON `products` (`is_listed`,`sold_count`,`id`,`category_id`,`is_on_sale`,`price_cents`);--> statement-breakpoint
CREATE INDEX `products_listed_name_idx` ON `products` (`is_listed`,`name_en`,`id`,`category_id`,`is_on_sale`,`price_cents`);