ALTER TABLE `stores` ADD `opening_hours` text;--> statement-breakpoint
-- Cities typed before the list: names on the list become its key; other text stays and is shown as typed.
UPDATE `stores` SET `city` = 'amman' WHERE lower(trim(`city`)) IN ('amman', 'عمّان', 'عمان');--> statement-breakpoint
UPDATE `stores` SET `city` = 'jabal-amman' WHERE lower(trim(`city`)) IN ('jabal-amman', 'jabal amman', 'جبل عمّان', 'جبل عمان');--> statement-breakpoint
UPDATE `stores` SET `city` = 'jabal-al-hussein' WHERE lower(trim(`city`)) IN ('jabal-al-hussein', 'jabal al-hussein', 'جبل الحسين');--> statement-breakpoint
UPDATE `stores` SET `city` = 'khalda' WHERE lower(trim(`city`)) IN ('khalda', 'خلدا');--> statement-breakpoint
UPDATE `stores` SET `city` = 'sweileh' WHERE lower(trim(`city`)) IN ('sweileh', 'صويلح');--> statement-breakpoint
UPDATE `stores` SET `city` = 'tla-al-ali' WHERE lower(trim(`city`)) IN ('tla-al-ali', 'tla'' al-ali', 'تلاع العلي');--> statement-breakpoint
UPDATE `stores` SET `city` = 'abdoun' WHERE lower(trim(`city`)) IN ('abdoun', 'عبدون');--> statement-breakpoint
UPDATE `stores` SET `city` = 'marka' WHERE lower(trim(`city`)) IN ('marka', 'ماركا');--> statement-breakpoint
UPDATE `stores` SET `city` = 'wadi-al-seer' WHERE lower(trim(`city`)) IN ('wadi-al-seer', 'wadi al-seer', 'وادي السير');--> statement-breakpoint
UPDATE `stores` SET `city` = 'sahab' WHERE lower(trim(`city`)) IN ('sahab', 'سحاب');--> statement-breakpoint
UPDATE `stores` SET `city` = 'naour' WHERE lower(trim(`city`)) IN ('naour', 'ناعور');--> statement-breakpoint
UPDATE `stores` SET `city` = 'zarqa' WHERE lower(trim(`city`)) IN ('zarqa', 'الزرقاء');--> statement-breakpoint
UPDATE `stores` SET `city` = 'russeifa' WHERE lower(trim(`city`)) IN ('russeifa', 'الرصيفة');--> statement-breakpoint
UPDATE `stores` SET `city` = 'irbid' WHERE lower(trim(`city`)) IN ('irbid', 'إربد');--> statement-breakpoint
UPDATE `stores` SET `city` = 'ramtha' WHERE lower(trim(`city`)) IN ('ramtha', 'الرمثا');--> statement-breakpoint
UPDATE `stores` SET `city` = 'salt' WHERE lower(trim(`city`)) IN ('salt', 'السلط');--> statement-breakpoint
UPDATE `stores` SET `city` = 'fuheis' WHERE lower(trim(`city`)) IN ('fuheis', 'الفحيص');--> statement-breakpoint
UPDATE `stores` SET `city` = 'ain-al-basha' WHERE lower(trim(`city`)) IN ('ain-al-basha', 'ain al-basha', 'عين الباشا');--> statement-breakpoint
UPDATE `stores` SET `city` = 'deir-alla' WHERE lower(trim(`city`)) IN ('deir-alla', 'deir alla', 'دير علا');--> statement-breakpoint
UPDATE `stores` SET `city` = 'madaba' WHERE lower(trim(`city`)) IN ('madaba', 'مادبا');--> statement-breakpoint
UPDATE `stores` SET `city` = 'ajloun' WHERE lower(trim(`city`)) IN ('ajloun', 'عجلون');--> statement-breakpoint
UPDATE `stores` SET `city` = 'anjara' WHERE lower(trim(`city`)) IN ('anjara', 'عنجرة');--> statement-breakpoint
UPDATE `stores` SET `city` = 'jerash' WHERE lower(trim(`city`)) IN ('jerash', 'جرش');--> statement-breakpoint
UPDATE `stores` SET `city` = 'mafraq' WHERE lower(trim(`city`)) IN ('mafraq', 'المفرق');--> statement-breakpoint
UPDATE `stores` SET `city` = 'karak' WHERE lower(trim(`city`)) IN ('karak', 'الكرك');--> statement-breakpoint
UPDATE `stores` SET `city` = 'mutah' WHERE lower(trim(`city`)) IN ('mutah', 'مؤتة');--> statement-breakpoint
UPDATE `stores` SET `city` = 'tafilah' WHERE lower(trim(`city`)) IN ('tafilah', 'الطفيلة');--> statement-breakpoint
UPDATE `stores` SET `city` = 'maan' WHERE lower(trim(`city`)) IN ('maan', 'ma''an', 'معان');--> statement-breakpoint
UPDATE `stores` SET `city` = 'wadi-musa' WHERE lower(trim(`city`)) IN ('wadi-musa', 'wadi musa', 'وادي موسى');--> statement-breakpoint
UPDATE `stores` SET `city` = 'aqaba' WHERE lower(trim(`city`)) IN ('aqaba', 'العقبة');--> statement-breakpoint
-- The demo stores' two-language hours become days and times; other typed hours stay as they were.
UPDATE `stores` SET `opening_hours` = '{"days":["sat","sun","mon","tue","wed","thu"],"opens":"09:00","closes":"18:00"}', `operating_hours` = NULL WHERE `operating_hours` = 'Sat–Thu 9:00–18:00 · السبت–الخميس';--> statement-breakpoint
UPDATE `stores` SET `opening_hours` = '{"days":["sat","sun","mon","tue","wed","thu"],"opens":"08:00","closes":"16:00"}', `operating_hours` = NULL WHERE `operating_hours` = 'Sat–Thu 8:00–16:00 · السبت–الخميس';--> statement-breakpoint
UPDATE `stores` SET `opening_hours` = '{"days":["sat","sun","mon","tue","wed","thu"],"opens":"10:00","closes":"19:00"}', `operating_hours` = NULL WHERE `operating_hours` = 'Sat–Thu 10:00–19:00 · السبت–الخميس';--> statement-breakpoint
UPDATE `stores` SET `opening_hours` = '{"days":["sun","mon","tue","wed","thu"],"opens":"10:00","closes":"17:00"}', `operating_hours` = NULL WHERE `operating_hours` = 'Sun–Thu 10:00–17:00 · الأحد–الخميس';--> statement-breakpoint
UPDATE `stores` SET `opening_hours` = '{"days":["sun","mon","tue","wed","thu"],"opens":"12:00","closes":"20:00"}', `operating_hours` = NULL WHERE `operating_hours` = 'Sun–Thu 12:00–20:00 · الأحد–الخميس';--> statement-breakpoint
UPDATE `stores` SET `opening_hours` = '{"days":["sun","mon","tue","wed","thu"],"opens":"15:00","closes":"20:00"}', `operating_hours` = NULL WHERE `operating_hours` = 'Sun–Thu 15:00–20:00 · الأحد–الخميس';--> statement-breakpoint
UPDATE `stores` SET `opening_hours` = '{"days":["sat","sun","mon","tue","wed","thu","fri"],"opens":"08:00","closes":"17:00"}', `operating_hours` = NULL WHERE `operating_hours` = 'Daily 8:00–17:00 · يوميًا';--> statement-breakpoint
UPDATE `stores` SET `opening_hours` = '{"days":["sat","sun","mon","tue","wed","thu","fri"],"opens":"09:00","closes":"19:00"}', `operating_hours` = NULL WHERE `operating_hours` = 'Daily 9:00–19:00 · يوميًا';
--> statement-breakpoint
-- The catalogue version follows the new column too (see 0005_counters_lag.sql).
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
		OR old.`opening_hours` IS NOT new.`opening_hours`
	);
END;
