-- What SQLite's hand-written migrations 0001, 0005 and 0007 do with triggers, for PostgreSQL
-- (docs/decisions/028-one-code-two-databases.md):
-- * catalogue_version: `version` moves with every catalogue write, `counters` with every product or
--   store update; an update that changes only counters leaves `version` alone. The counters are named
--   below; every other column is compared as a whole row, so a new column cannot be forgotten.
--   Bumped once per statement (transition tables), not per row: every bump updates the one version row,
--   and thousands of updates of one row in one transaction cost quadratic time on PostgreSQL.
-- * product_search_docs / store_search_docs: one row per product and store, the compact columns kept in
--   step here; the normalised text is written by the application (the one normaliser in TypeScript), so
--   a change of a name, a description or a product's store only marks the row stale.
INSERT INTO "catalogue_version" ("id", "version", "counters") VALUES (1, 1, 0);
--> statement-breakpoint
-- Stores matching a category through their listed products (GET /api/stores?categoryId=), as on SQLite.
CREATE INDEX "products_listed_cat_store_idx" ON "products" ("is_listed", "category_id", "store_id");
--> statement-breakpoint
-- The stores list's city filter compares case-insensitively (SQLite's NOCASE): an index of the folded city.
CREATE INDEX "stores_active_city_lower_idx" ON "stores" ("is_active", lower("city"));
--> statement-breakpoint
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- after an UPDATE statement: counters always, the version when a row changed in a column not named a counter
CREATE FUNCTION catalogue_version_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	counter_columns CONSTANT text[] := TG_ARGV::text[];
BEGIN
	IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
	UPDATE "catalogue_version" SET "counters" = "counters" + 1,
		"version" = "version" + CASE WHEN EXISTS (
			SELECT 1 FROM old_rows o JOIN new_rows n ON n."id" = o."id"
			WHERE (to_jsonb(o) - counter_columns) IS DISTINCT FROM (to_jsonb(n) - counter_columns)
		) THEN 1 ELSE 0 END
	WHERE "id" = 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_search_docs" ("product_id", "is_listed", "store_id", "category_id", "price_cents", "is_on_sale", "rating", "sold_count", "name_en", "created_at")
		VALUES (new."id", new."is_listed", new."store_id", new."category_id", new."price_cents", new."is_on_sale", new."rating", new."sold_count", new."name_en", new."created_at");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "product_search_docs" SET "is_listed" = new."is_listed", "store_id" = new."store_id", "category_id" = new."category_id",
		"price_cents" = new."price_cents", "is_on_sale" = new."is_on_sale", "rating" = new."rating", "sold_count" = new."sold_count",
		"name_en" = new."name_en", "created_at" = new."created_at",
		"search_stale" = "search_stale" OR (old."name_ar", old."name_en", old."description_ar", old."description_en", old."store_id")
			IS DISTINCT FROM (new."name_ar", new."name_en", new."description_ar", new."description_en", new."store_id")
	WHERE "product_id" = new."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stores_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "store_search_docs" ("store_id") VALUES (new."id");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stores_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (old."name_ar", old."name_en", old."description_ar", old."description_en") IS DISTINCT FROM (new."name_ar", new."name_en", new."description_ar", new."description_en") THEN
		UPDATE "store_search_docs" SET "search_stale" = true WHERE "store_id" = new."id";
	END IF;
	-- a renamed store: its products' documents carry the store's name
	IF (old."name_ar", old."name_en") IS DISTINCT FROM (new."name_ar", new."name_en") THEN
		UPDATE "product_search_docs" SET "search_stale" = true WHERE "store_id" = new."id";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_insert();
--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION products_search_update();
--> statement-breakpoint
-- (a deleted product's search document goes with it: foreign key, on delete cascade)
CREATE TRIGGER "products_version_insert" AFTER INSERT ON "products" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER "products_version_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_after_update('stock', 'sold_count', 'rating', 'total_reviews', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "products_version_delete" AFTER DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER "stores_search_insert" AFTER INSERT ON "stores" FOR EACH ROW EXECUTE FUNCTION stores_search_insert();
--> statement-breakpoint
CREATE TRIGGER "stores_search_update" AFTER UPDATE ON "stores" FOR EACH ROW EXECUTE FUNCTION stores_search_update();
--> statement-breakpoint
CREATE TRIGGER "stores_version_insert" AFTER INSERT ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER "stores_version_update" AFTER UPDATE ON "stores" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_after_update('rating', 'total_orders', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "stores_version_delete" AFTER DELETE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER "categories_version_change" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
