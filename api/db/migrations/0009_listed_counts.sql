-- How many products are listed, by category ('' for none) and sale: a products list's total without a price
-- range or a store is a sum over these few rows instead of a count over its index range (all ~100,000 listed
-- products for the plain list: ~8 ms, paid again after every catalogue write). Kept by triggers, like the search
-- documents, so no writer has to remember it (docs/decisions/022, "Long tail, eleventh round").
CREATE TABLE `listed_product_counts` (
	`category_id` text NOT NULL,
	`is_on_sale` integer NOT NULL,
	`listed` integer NOT NULL,
	PRIMARY KEY (`category_id`, `is_on_sale`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `listed_product_counts` (`category_id`, `is_on_sale`, `listed`)
	SELECT coalesce(`category_id`, ''), `is_on_sale`, count(*) FROM `products` WHERE `is_listed` = 1 GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER `products_listed_count_insert` AFTER INSERT ON `products` WHEN new.`is_listed` = 1 BEGIN
	INSERT INTO `listed_product_counts` (`category_id`, `is_on_sale`, `listed`) VALUES (coalesce(new.`category_id`, ''), new.`is_on_sale`, 1)
		ON CONFLICT DO UPDATE SET `listed` = `listed` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_listed_count_delete` AFTER DELETE ON `products` WHEN old.`is_listed` = 1 BEGIN
	UPDATE `listed_product_counts` SET `listed` = `listed` - 1 WHERE `category_id` = coalesce(old.`category_id`, '') AND `is_on_sale` = old.`is_on_sale`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_listed_count_update` AFTER UPDATE OF `is_listed`, `category_id`, `is_on_sale` ON `products`
	WHEN old.`is_listed` IS NOT new.`is_listed` OR old.`category_id` IS NOT new.`category_id` OR old.`is_on_sale` IS NOT new.`is_on_sale` BEGIN
	UPDATE `listed_product_counts` SET `listed` = `listed` - 1
		WHERE old.`is_listed` = 1 AND `category_id` = coalesce(old.`category_id`, '') AND `is_on_sale` = old.`is_on_sale`;
	INSERT INTO `listed_product_counts` (`category_id`, `is_on_sale`, `listed`) SELECT coalesce(new.`category_id`, ''), new.`is_on_sale`, 1 WHERE new.`is_listed` = 1
		ON CONFLICT DO UPDATE SET `listed` = `listed` + 1;
END;
