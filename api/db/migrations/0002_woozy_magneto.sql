ALTER TABLE `idempotency_keys` ADD `fingerprint` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `stores` ADD `is_open` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `stores` ADD `is_suspended` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Stores hidden before moderation had its own flag stay closed (their seller may reopen them).
UPDATE `stores` SET `is_open` = `is_active`;