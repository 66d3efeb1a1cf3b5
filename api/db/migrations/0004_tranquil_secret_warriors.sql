ALTER TABLE `orders` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cliq_reference` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_reference_idx` ON `orders` (`reference`);--> statement-breakpoint
-- Orders made before the reference existed get one, and their checkout's CliQ reference.
UPDATE `orders` SET `reference` = 'SB-' || (1000 + `rowid`) WHERE `reference` IS NULL;--> statement-breakpoint
UPDATE `orders` SET `cliq_reference` = (SELECT `cliq_reference` FROM `checkouts` WHERE `checkouts`.`id` = `orders`.`checkout_id`) WHERE `cliq_reference` IS NULL;