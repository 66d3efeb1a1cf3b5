-- Counters (stock, sales, ratings, review and order counts) move with every checkout and review. They bump
-- `counters` only; every other column still bumps `version`. The API's caches let lists lag on counters
-- for a few seconds (api/products/catalogue-cache.ts). `catalogue-version-triggers.test.ts` checks that
-- every column not named a counter below is compared, so a new column cannot be forgotten.
ALTER TABLE `catalogue_version` ADD `counters` integer NOT NULL DEFAULT 0;
--> statement-breakpoint
DROP TRIGGER `products_catalogue_update`;
--> statement-breakpoint
CREATE TRIGGER `products_catalogue_update` AFTER UPDATE ON `products` BEGIN
	UPDATE `product_search_docs` SET `is_listed` = new.`is_listed`, `store_id` = new.`store_id`, `category_id` = new.`category_id`,
		`price_cents` = new.`price_cents`, `is_on_sale` = new.`is_on_sale`, `rating` = new.`rating`, `sold_count` = new.`sold_count`,
		`name_en` = new.`name_en`, `created_at` = new.`created_at`
	WHERE `product_id` = new.`id`;
	UPDATE `catalogue_version` SET `counters` = `counters` + 1 WHERE `id` = 1;
	-- counters: stock sold_count rating total_reviews updated_at
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1 AND (
		old.`id` IS NOT new.`id`
		OR old.`store_id` IS NOT new.`store_id`
		OR old.`category_id` IS NOT new.`category_id`
		OR old.`name_en` IS NOT new.`name_en`
		OR old.`name_ar` IS NOT new.`name_ar`
		OR old.`description_en` IS NOT new.`description_en`
		OR old.`description_ar` IS NOT new.`description_ar`
		OR old.`price_cents` IS NOT new.`price_cents`
		OR old.`original_price_cents` IS NOT new.`original_price_cents`
		OR old.`currency` IS NOT new.`currency`
		OR old.`status` IS NOT new.`status`
		OR old.`attributes` IS NOT new.`attributes`
		OR old.`image_url` IS NOT new.`image_url`
		OR old.`is_on_sale` IS NOT new.`is_on_sale`
		OR old.`is_listed` IS NOT new.`is_listed`
		OR old.`deleted_at` IS NOT new.`deleted_at`
		OR old.`created_at` IS NOT new.`created_at`
	);
END;
--> statement-breakpoint
DROP TRIGGER `stores_version_update`;
--> statement-breakpoint
CREATE TRIGGER `stores_version_update` AFTER UPDATE ON `stores` BEGIN
	UPDATE `catalogue_version` SET `counters` = `counters` + 1 WHERE `id` = 1;
	-- counters: rating total_orders updated_at
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1 AND (
		old.`id` IS NOT new.`id`
		OR old.`slug` IS NOT new.`slug`
		OR old.`seller_id` IS NOT new.`seller_id`
		OR old.`category_id` IS NOT new.`category_id`
		OR old.`name_en` IS NOT new.`name_en`
		OR old.`name_ar` IS NOT new.`name_ar`
		OR old.`description_en` IS NOT new.`description_en`
		OR old.`description_ar` IS NOT new.`description_ar`
		OR old.`logo_url` IS NOT new.`logo_url`
		OR old.`banner_url` IS NOT new.`banner_url`
		OR old.`is_active` IS NOT new.`is_active`
		OR old.`governorate` IS NOT new.`governorate`
		OR old.`city` IS NOT new.`city`
		OR old.`phone_number` IS NOT new.`phone_number`
		OR old.`whatsapp_number` IS NOT new.`whatsapp_number`
		OR old.`cliq_number` IS NOT new.`cliq_number`
		OR old.`instagram_url` IS NOT new.`instagram_url`
		OR old.`facebook_url` IS NOT new.`facebook_url`
		OR old.`other_pages_url` IS NOT new.`other_pages_url`
		OR old.`operating_hours` IS NOT new.`operating_hours`
		OR old.`special_services` IS NOT new.`special_services`
		OR old.`delivery_options` IS NOT new.`delivery_options`
		OR old.`delivery_areas` IS NOT new.`delivery_areas`
		OR old.`preferred_contact_methods` IS NOT new.`preferred_contact_methods`
		OR old.`featured_product_name` IS NOT new.`featured_product_name`
		OR old.`featured_product_price_cents` IS NOT new.`featured_product_price_cents`
		OR old.`created_at` IS NOT new.`created_at`
		OR old.`is_open` IS NOT new.`is_open`
		OR old.`is_suspended` IS NOT new.`is_suspended`
	);
END;
