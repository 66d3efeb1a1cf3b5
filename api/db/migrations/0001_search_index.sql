-- Catalogue search (DECISIONS.md "Catalogue") and the catalogue version.
-- search_normalize() and search_index_text() are registered on every connection by api/db/client.ts
-- (api/search/normalize.ts): the same normaliser runs on the indexed text and on the query.
--
-- product_search_docs gives each product a stable integer id for the FTS5 tables (the products'
-- implicit rowid may change on VACUUM because their key is a text UUID) and a compact copy of the
-- columns that search results are filtered and sorted by, so a search touching thousands of matches
-- reads small integer-keyed rows instead of whole product rows.
-- product_search_words: unicode61 words of the normalised text plus prefix-stripped Arabic forms
--   (prefix queries, bm25 relevance).
-- product_search_trigrams: trigrams of the normalised names and store name (substrings, e.g. inside
--   words with clitics; descriptions are left out to keep it small: their words are in the word index).
-- Both are contentless (the text lives in products/stores) with contentless_delete for updates.
-- catalogue_version is bumped by every product or store write: the API's in-process caches of list
-- answers and totals compare against it, so no writer has to remember to invalidate them.
CREATE TABLE `catalogue_version` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `catalogue_version` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TABLE `product_search_docs` (
	`doc_id` integer PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`is_listed` integer NOT NULL,
	`store_id` text NOT NULL,
	`category_id` text,
	`price_cents` integer NOT NULL,
	`is_on_sale` integer NOT NULL,
	`rating` real NOT NULL,
	`sold_count` integer NOT NULL,
	`name_en` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_search_docs_product_uq` ON `product_search_docs` (`product_id`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search_words` USING fts5(
	names, descriptions, store, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search_trigrams` USING fts5(
	body, content='', contentless_delete=1, tokenize='trigram'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `store_search_words` USING fts5(
	store_id UNINDEXED, names, descriptions, tokenize='unicode61 remove_diacritics 0'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `store_search_trigrams` USING fts5(
	store_id UNINDEXED, body, tokenize='trigram'
);
--> statement-breakpoint
-- Stores matching a category through their listed products (GET /api/stores?categoryId=).
CREATE INDEX `products_listed_cat_store_idx` ON `products` (`is_listed`, `category_id`, `store_id`);
--> statement-breakpoint
CREATE VIEW `product_search_source` AS
SELECT d.`doc_id` AS doc_id,
	search_index_text(p.`name_ar` || ' ' || p.`name_en`) AS names,
	search_index_text(coalesce(p.`description_ar`, '') || ' ' || coalesce(p.`description_en`, '')) AS descriptions,
	search_index_text(s.`name_ar` || ' ' || s.`name_en`) AS store,
	search_normalize(p.`name_ar` || ' ' || p.`name_en` || ' ' || s.`name_ar` || ' ' || s.`name_en`) AS body,
	p.`id` AS product_id,
	p.`store_id` AS store_id
FROM `products` p
JOIN `product_search_docs` d ON d.`product_id` = p.`id`
JOIN `stores` s ON s.`id` = p.`store_id`;
--> statement-breakpoint
CREATE TRIGGER `products_search_insert` AFTER INSERT ON `products` BEGIN
	INSERT INTO `product_search_docs` (`product_id`, `is_listed`, `store_id`, `category_id`, `price_cents`, `is_on_sale`, `rating`, `sold_count`, `name_en`, `created_at`)
		VALUES (new.`id`, new.`is_listed`, new.`store_id`, new.`category_id`, new.`price_cents`, new.`is_on_sale`, new.`rating`, new.`sold_count`, new.`name_en`, new.`created_at`);
	INSERT INTO `product_search_words` (rowid, names, descriptions, store)
		SELECT doc_id, names, descriptions, store FROM `product_search_source` WHERE product_id = new.`id`;
	INSERT INTO `product_search_trigrams` (rowid, body)
		SELECT doc_id, body FROM `product_search_source` WHERE product_id = new.`id`;
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_update` AFTER UPDATE OF `name_ar`, `name_en`, `description_ar`, `description_en`, `store_id` ON `products` BEGIN
	INSERT OR REPLACE INTO `product_search_words` (rowid, names, descriptions, store)
		SELECT doc_id, names, descriptions, store FROM `product_search_source` WHERE product_id = new.`id`;
	INSERT OR REPLACE INTO `product_search_trigrams` (rowid, body)
		SELECT doc_id, body FROM `product_search_source` WHERE product_id = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_catalogue_update` AFTER UPDATE ON `products` BEGIN
	UPDATE `product_search_docs` SET `is_listed` = new.`is_listed`, `store_id` = new.`store_id`, `category_id` = new.`category_id`,
		`price_cents` = new.`price_cents`, `is_on_sale` = new.`is_on_sale`, `rating` = new.`rating`, `sold_count` = new.`sold_count`,
		`name_en` = new.`name_en`, `created_at` = new.`created_at`
	WHERE `product_id` = new.`id`;
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_delete` AFTER DELETE ON `products` BEGIN
	DELETE FROM `product_search_words` WHERE rowid = (SELECT `doc_id` FROM `product_search_docs` WHERE `product_id` = old.`id`);
	DELETE FROM `product_search_trigrams` WHERE rowid = (SELECT `doc_id` FROM `product_search_docs` WHERE `product_id` = old.`id`);
	DELETE FROM `product_search_docs` WHERE `product_id` = old.`id`;
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stores_search_insert` AFTER INSERT ON `stores` BEGIN
	INSERT INTO `store_search_words` (store_id, names, descriptions)
		VALUES (new.`id`, search_index_text(new.`name_ar` || ' ' || new.`name_en`), search_index_text(coalesce(new.`description_ar`, '') || ' ' || coalesce(new.`description_en`, '')));
	INSERT INTO `store_search_trigrams` (store_id, body)
		VALUES (new.`id`, search_normalize(new.`name_ar` || ' ' || new.`name_en` || ' ' || coalesce(new.`description_ar`, '') || ' ' || coalesce(new.`description_en`, '')));
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stores_search_update` AFTER UPDATE OF `name_ar`, `name_en`, `description_ar`, `description_en` ON `stores` BEGIN
	DELETE FROM `store_search_words` WHERE store_id = old.`id`;
	DELETE FROM `store_search_trigrams` WHERE store_id = old.`id`;
	INSERT INTO `store_search_words` (store_id, names, descriptions)
		VALUES (new.`id`, search_index_text(new.`name_ar` || ' ' || new.`name_en`), search_index_text(coalesce(new.`description_ar`, '') || ' ' || coalesce(new.`description_en`, '')));
	INSERT INTO `store_search_trigrams` (store_id, body)
		VALUES (new.`id`, search_normalize(new.`name_ar` || ' ' || new.`name_en` || ' ' || coalesce(new.`description_ar`, '') || ' ' || coalesce(new.`description_en`, '')));
END;
--> statement-breakpoint
-- A renamed store: its products' index rows carry the store name.
CREATE TRIGGER `stores_search_rename` AFTER UPDATE OF `name_ar`, `name_en` ON `stores` BEGIN
	INSERT OR REPLACE INTO `product_search_words` (rowid, names, descriptions, store)
		SELECT doc_id, names, descriptions, store FROM `product_search_source` WHERE store_id = new.`id`;
	INSERT OR REPLACE INTO `product_search_trigrams` (rowid, body)
		SELECT doc_id, body FROM `product_search_source` WHERE store_id = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `stores_version_update` AFTER UPDATE ON `stores` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `stores_search_delete` AFTER DELETE ON `stores` BEGIN
	DELETE FROM `store_search_words` WHERE store_id = old.`id`;
	DELETE FROM `store_search_trigrams` WHERE store_id = old.`id`;
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
-- Categories change names, slugs and filters that lists resolve.
CREATE TRIGGER `categories_version_insert` AFTER INSERT ON `categories` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_version_update` AFTER UPDATE ON `categories` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_version_delete` AFTER DELETE ON `categories` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
-- Index what is already there.
INSERT INTO `product_search_docs` (`product_id`, `is_listed`, `store_id`, `category_id`, `price_cents`, `is_on_sale`, `rating`, `sold_count`, `name_en`, `created_at`)
	SELECT `id`, `is_listed`, `store_id`, `category_id`, `price_cents`, `is_on_sale`, `rating`, `sold_count`, `name_en`, `created_at` FROM `products`;
--> statement-breakpoint
INSERT INTO `product_search_words` (rowid, names, descriptions, store) SELECT doc_id, names, descriptions, store FROM `product_search_source`;
--> statement-breakpoint
INSERT INTO `product_search_trigrams` (rowid, body) SELECT doc_id, body FROM `product_search_source`;
--> statement-breakpoint
INSERT INTO `store_search_words` (store_id, names, descriptions)
	SELECT `id`, search_index_text(`name_ar` || ' ' || `name_en`), search_index_text(coalesce(`description_ar`, '') || ' ' || coalesce(`description_en`, '')) FROM `stores`;
--> statement-breakpoint
INSERT INTO `store_search_trigrams` (store_id, body)
	SELECT `id`, search_normalize(`name_ar` || ' ' || `name_en` || ' ' || coalesce(`description_ar`, '') || ' ' || coalesce(`description_en`, '')) FROM `stores`;
