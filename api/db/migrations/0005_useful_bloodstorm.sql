CREATE INDEX `order_items_image_idx` ON `order_items` (`image_url`);--> statement-breakpoint
CREATE INDEX `product_images_url_idx` ON `product_images` (`url`);